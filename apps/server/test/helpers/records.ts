import { randomUUID } from 'node:crypto';
import type { Mutation } from '@glad/contracts';
import type { App } from '../../src/app.js';
import { users } from '../../src/db/schema/index.js';
import { startSession } from '../../src/modules/auth/sessions.js';
import type { AnswerOf } from './answers/index.js';
import type { createCompany } from './app.js';
import { type Caller, call } from './call.js';

export type Company = Awaited<ReturnType<typeof createCompany>>;
export type { Caller } from './call.js';
export { call, callAs, Reply } from './call.js';

/** A put mutation with a fresh mutation id. */
export function put(
  table: Mutation['table'],
  id: number,
  fields: Record<string, unknown>,
  baseVersion = 0,
): Mutation {
  return { mutationId: randomUUID(), table, op: 'put', id, baseVersion, fields };
}

export function del(table: Mutation['table'], id: number, baseVersion = 0): Mutation {
  return { mutationId: randomUUID(), table, op: 'delete', id, baseVersion, fields: {} };
}

export async function reserve(app: App, who: Caller, count?: number) {
  const res = await call(app, who, 'POST', '/api/sync/ids/', count === undefined ? {} : { count });
  if (res.status !== 200) throw new Error(`ids: ${res.status} ${res.text}`);
  return res.body;
}

export async function push(app: App, who: Caller, mutations: Mutation[]) {
  const res = await call(app, who, 'POST', '/api/sync/push/', { mutations });
  if (res.status !== 200) throw new Error(`push: ${res.status} ${res.text}`);
  return res.body.results;
}

export async function pull(app: App, who: Caller, cursor = 0, limit?: number) {
  const url = `/api/sync/pull/?cursor=${cursor}${limit ? `&limit=${limit}` : ''}` as const;
  const res = await call(app, who, 'GET', url);
  if (res.status !== 200) throw new Error(`pull: ${res.status} ${res.text}`);
  return res.body;
}

/** The record in a `{ res: true, content }` answer (of a union of answers, the member that has one). */
type ContentOf<A> = A extends { content: infer C } ? C : never;

/** Creates a record through REST (`POST path`) and answers it, typed by the route's contract. */
export async function create<P extends string>(
  app: App,
  who: Caller,
  path: P,
  body: Record<string, unknown>,
) {
  const res = await call(app, who, 'POST', path, body);
  if (res.status !== 200) throw new Error(`create ${path}: ${res.status} ${res.text}`);
  const answer: unknown = res.body;
  if (typeof answer !== 'object' || answer === null || !('content' in answer)) {
    throw new Error(`create ${path}: no content in ${res.text}`);
  }
  return answer.content as ContentOf<AnswerOf<'POST', P>>;
}

/** Another signed-in user of the same company (installer rights when asked). */
export async function addUser(app: App, company: Company, opts: { rights?: string[]; name?: string } = {}) {
  const [user] = await app.db
    .insert(users)
    .values({
      companyId: company.company.id,
      email: `user-${randomUUID()}@example.com`,
      passwordHash: 'x',
      name: opts.name ?? 'Пётр',
      family: 'Сидоров',
      rights: opts.rights ?? [],
    })
    .returning();
  const tokens = await startSession(app, user!);
  return { user: user!, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}
