/**
 * The API's answers for the tests: under `'METHOD /api/path/:param'` (Fastify's pattern), the contracts schema
 * the route declares as `response[200]`. `call` (helpers/call.ts) finds a URL's entry both in types (the
 * pattern as a template literal type) and at run time (the same pattern as a regular expression), and reads
 * the answer through the schema. answers.test.ts checks the map against the routes the app registers.
 */
import type { z } from 'zod';
import { accountAnswers } from './account.js';
import { recordAnswers } from './records.js';
import { workAnswers } from './work.js';

export const answers = { ...accountAnswers, ...recordAnswers, ...workAnswers };
export type Answers = typeof answers;
export type RouteKey = keyof Answers;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Path params that are numbers (ids); any other (a table, a kind, a format, a file name) is any text. */
const numericParams = ['id', 'message'] as const;
type NumericParam = (typeof numericParams)[number];
type TextParam = 'table' | 'type' | 'doc' | 'format' | 'file';

type Param<N extends string> = N extends NumericParam ? `${number}` : string;
type Fill<P extends string> = P extends `${infer A}:${infer N}/${infer R}`
  ? `${A}${Param<N>}/${Fill<R>}`
  : P extends `${infer A}:${infer N}`
    ? `${A}${Param<N>}`
    : P;
/** The router ignores a trailing slash: a pattern matches with and without it. */
type Slashed<P extends string> = P extends `${infer B}/` ? Fill<P> | Fill<B> : Fill<P> | Fill<`${P}/`>;
/** The URLs a pattern answers: its params filled, with or without the trailing slash, with or without a query. */
export type UrlOf<P extends string> = Slashed<P> | `${Slashed<P>}?${string}`;

type Matches<M extends Method, U extends string> = {
  [K in RouteKey]: K extends `${M} ${infer P}` ? (U extends UrlOf<P> ? K : never) : never;
}[RouteKey];
type IsUnion<T, C = T> = T extends unknown ? ([C] extends [T] ? false : true) : never;
/** Of several matches, the ones without a text param (`/calendar/feed/` over `/calendar/:file`), as the router does. */
type Choose<K> = true extends IsUnion<K> ? Exclude<K, `${string}:${TextParam}${string}`> : K;

/** The route entry a call's method and URL reach; never when no entry (or more than one) matches. */
export type RouteOf<M extends Method, U extends string> =
  Choose<Matches<M, U>> extends infer K ? (true extends IsUnion<K> ? never : K) : never;

type AnswerOne<M extends Method, U extends string> = [RouteOf<M, U>] extends [never]
  ? unknown
  : RouteOf<M, U> extends infer K extends RouteKey
    ? z.output<Answers[K]>
    : unknown;

/**
 * What the call answers when it succeeds: the route's schema output, or `unknown` for a URL the map cannot see.
 * A URL typed as a union (`/api/${'smeta' | 'smetamontazh'}/`) answers the union of its members' answers.
 */
export type AnswerOf<M extends Method, U extends string> = U extends unknown ? AnswerOne<M, U> : never;

interface Pattern {
  key: RouteKey;
  method: string;
  regex: RegExp;
  numeric: string[];
  hasText: boolean;
}

const patterns: Pattern[] = Object.keys(answers).map((k) => {
  const key = k as RouteKey;
  const [method = '', path = ''] = key.split(' ');
  const numeric: string[] = [];
  let hasText = false;
  const bare = path.endsWith('/') ? path.slice(0, -1) : path;
  const source = bare
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const name = part.slice(1);
      if ((numericParams as readonly string[]).includes(name)) numeric.push(name);
      else hasText = true;
      return `(?<${name}>[^/?]+)`;
    })
    .join('/');
  return { key, method, regex: new RegExp(`^${source}/?(?:\\?.*)?$`), numeric, hasText };
});

/** The entry a request reaches at run time, chosen as the types choose it (see `RouteOf`). */
export function routeOf(method: string, url: string): RouteKey | undefined {
  let found = patterns.filter((p) => {
    if (p.method !== method) return false;
    const m = p.regex.exec(url);
    if (!m) return false;
    return p.numeric.every((name) => {
      const value = m.groups?.[name] ?? '';
      return value.trim() !== '' && !Number.isNaN(Number(value));
    });
  });
  if (found.length > 1) found = found.filter((p) => !p.hasText);
  return found.length === 1 ? found[0]?.key : undefined;
}
