import { randomUUID } from 'node:crypto';
import type { Mutation, MutationResult } from '@glad/contracts';
import type { App } from '../../src/app.js';
import { users } from '../../src/db/schema/index.js';
import { startSession } from '../../src/modules/auth/sessions.js';
import type { createCompany } from './app.js';

export type Company = Awaited<ReturnType<typeof createCompany>>;
export type Caller = { headers: Record<string, string> };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as a signed-in company user; answers the status and the parsed body. */
export async function call(app: App, who: Caller, method: Method, url: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read freely
  return { status: res.statusCode, body: res.json() as any };
}

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

export async function reserve(app: App, who: Caller, count?: number): Promise<{ from: number; to: number }> {
  const res = await call(app, who, 'POST', '/api/sync/ids/', count === undefined ? {} : { count });
  if (res.status !== 200) throw new Error(`ids: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function push(app: App, who: Caller, mutations: Mutation[]) {
  const res = await call(app, who, 'POST', '/api/sync/push/', { mutations });
  if (res.status !== 200) throw new Error(`push: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.results as MutationResult[];
}

export async function pull(app: App, who: Caller, cursor = 0, limit?: number) {
  const url = `/api/sync/pull/?cursor=${cursor}${limit ? `&limit=${limit}` : ''}`;
  const res = await call(app, who, 'GET', url);
  if (res.status !== 200) throw new Error(`pull: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as {
    cursor: number;
    hasMore: boolean;
    resync: boolean;
    changes: {
      table: string;
      id: number;
      version: number;
      deleted: boolean;
      data: Record<string, unknown> | null;
      lost?: unknown[];
    }[];
  };
}

/** Creates a record through REST and answers it. */
export async function create(app: App, who: Caller, path: string, body: Record<string, unknown>) {
  const res = await call(app, who, 'POST', path, body);
  if (res.status !== 200) throw new Error(`create ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.content;
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
