import { type ErrorBody, errorBody } from '@glad/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { prettifyError, type z } from 'zod';
import type { App } from '../../src/app.js';
import { type AnswerOf, answers, type Method, routeOf } from './answers/index.js';

export type Caller = { headers: Record<string, string> };

/** Reads a JSON text through a schema: its output, or an Error naming what the answer got wrong. */
function parseThrough<S extends z.ZodType>(schema: S, text: string, what: string): z.output<S> {
  const json: unknown = JSON.parse(text);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `${what}: the answer does not match its contract:\n${prettifyError(parsed.error)}\n${text.slice(0, 1000)}`,
    );
  }
  return parsed.data;
}

/**
 * An answer of the API. `body` is a success's answer read through the route's contract (throws when the status
 * is not 2xx, or the answer does not match); `error` is a refusal's `{ res: false, message }` read through
 * `errorBody` (throws when the status is 2xx); `raw` is the inject response (files, XLSX, PDF, headers).
 */
export class Reply<A> {
  readonly status: number;
  #body: { value: A } | undefined;
  #error: ErrorBody | undefined;

  constructor(
    readonly raw: LightMyRequestResponse,
    private readonly schema: z.ZodType | undefined,
    private readonly what: string,
  ) {
    this.status = raw.statusCode;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  /** The answer's text as sent (for messages of failed helpers and for non-JSON answers). */
  get text(): string {
    return this.raw.body;
  }

  get body(): A {
    if (!this.ok)
      throw new Error(`${this.what} answered ${this.status}, not a success: ${this.text.slice(0, 500)}`);
    if (this.#body) return this.#body.value;
    // With a schema (the route's, held to the server by answers.test.ts, or the test's own) the answer is its
    // output, `A`; the server sends what the same schema encoded (no response schema has a transform), so the
    // reading is what was sent. Without one (a URL the map cannot see, typed `unknown`): the JSON as sent.
    const value = (
      this.schema ? parseThrough(this.schema, this.text, this.what) : JSON.parse(this.text)
    ) as A;
    this.#body = { value };
    return value;
  }

  /** What `expect(reply).toEqual/toMatchObject({ status, body })` compares: the body or the refusal, as read. */
  get seen(): { status: number; body: unknown } {
    return { status: this.status, body: this.ok ? this.body : this.error };
  }

  get error(): ErrorBody {
    if (this.ok)
      throw new Error(`${this.what} answered ${this.status}, not a refusal: ${this.text.slice(0, 500)}`);
    this.#error ??= parseThrough(errorBody, this.text, this.what);
    return this.#error;
  }
}

/**
 * `expect(await call(…)).toMatchObject({ status: 404, body: { message } })` compares the reply's status and its
 * body read through the contract (a refusal through `errorBody`), so such assertions read as they always did;
 * two replies compare the same way (`expect(after).toEqual(before)`).
 */
type Tester = Parameters<typeof expect.addEqualityTesters>[0][number];

const replyEquality: Tester = function (a, b, customTesters) {
  if (!(a instanceof Reply) && !(b instanceof Reply)) return undefined;
  return this.equals(a instanceof Reply ? a.seen : a, b instanceof Reply ? b.seen : b, customTesters);
};
expect.addEqualityTesters([replyEquality]);

async function inject(app: App, who: Caller, method: Method, url: string, payload: unknown) {
  return app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * Calls the API as a signed-in company user. The answer's type is the contract of the route the method and URL
 * reach (helpers/answers), e.g. `call(app, who, 'GET', \`/api/client/${id}\`)` answers `recordAnswer(clientRecord)`;
 * a URL the map cannot see (a plain `string`) answers `unknown`: use `callAs` with the schema then.
 */
export async function call<M extends Method, U extends string>(
  app: App,
  who: Caller,
  method: M,
  url: U,
  payload?: unknown,
): Promise<Reply<AnswerOf<M, U>>> {
  const res = await inject(app, who, method, url, payload);
  const key = routeOf(method, url);
  const schema: z.ZodType | undefined = key ? answers[key] : undefined;
  return new Reply<AnswerOf<M, U>>(res, schema, `${method} ${url}`);
}

/** `call` with the answer's schema named by the test (a URL the map cannot see, or a narrower contract). */
export async function callAs<S extends z.ZodType>(
  schema: S,
  app: App,
  who: Caller,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<Reply<z.output<S>>> {
  const res = await inject(app, who, method, url, payload);
  return new Reply<z.output<S>>(res, schema, `${method} ${url}`);
}
