import fc from 'fast-check';
import { type JsonSchema, validValue } from './schema-arbitrary.js';

/*
 * The URL parts of a random request (see schema-arbitrary.ts): query parameters and path parameters, valid
 * by their schema, or raw hostile fragments as a client could type them.
 */

/** Query and path values as they are typed into a URL: percent-encoded, or raw hostile fragments. */
const hostileUrlPart = fc.constantFrom(
  '%00',
  'a%00b',
  '%ED%A0%80', // a lone surrogate's bytes: not UTF-8
  '%F0%9F%98', // a cut-off character
  '%',
  '%zz',
  '-1',
  '0',
  '1.5',
  '1e400',
  '9007199254740993',
  '99999999999999999999999',
  'abc',
  'a'.repeat(3000),
  '%D0%BF%D0%BE%D1%82%D0%BE%D0%BB%D0%BE%D0%BA', // «потолок»
  '..%2F..%2F',
  '%2e%2e',
);

/** A URL part of a value: a string as it is, anything else as JSON, percent-encoded when it can be. */
function urlPart(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate cannot be encoded: its bytes, as a client that tried would send
  }
}

export interface ParamSchema {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

/** The query string of a route: each parameter valid, hostile, repeated or left out; a stray one at times. */
export function queryString(params: ParamSchema[]): fc.Arbitrary<string> {
  const parts = params.map((param) =>
    fc.oneof(
      { weight: 3, arbitrary: validValue(param.schema).map((v) => [`${param.name}=${urlPart(v)}`]) },
      { weight: 1, arbitrary: hostileUrlPart.map((v) => [`${param.name}=${v}`]) },
      { weight: 1, arbitrary: fc.constant([`${param.name}=1`, `${param.name}=2`]) },
      { weight: 2, arbitrary: fc.constant([] as string[]) },
    ),
  );
  const stray = fc.oneof(
    { weight: 5, arbitrary: fc.constant([] as string[]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(['__proto__=1'], ['constructor[prototype][x]=1'], ['a[b][c]=%00']),
    },
  );
  return fc.tuple(fc.tuple(...parts), stray).map(([chosen, extra]) => {
    const all = [...chosen.flat(), ...extra];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

/** A path parameter: one of `known` (real ids of the company), a valid value, or a hostile fragment. */
export function pathValue(param: ParamSchema, known: readonly string[]): fc.Arbitrary<string> {
  const real = known.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...known) }] : [];
  return fc.oneof(
    ...real,
    { weight: 2, arbitrary: validValue(param.schema).map(urlPart) },
    { weight: 1, arbitrary: hostileUrlPart },
  );
}
