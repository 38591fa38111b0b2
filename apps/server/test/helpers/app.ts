import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { prettifyError, type z } from 'zod';
import { type App, buildApp } from '../../src/app.js';
import { type Config, testConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';
import { startSession } from '../../src/modules/auth/sessions.js';
import { createCompanyWithOwner } from '../../src/modules/company/create-company.js';
import { takePglite } from './pglite-pool.js';
import { createScratchDatabase } from './scratch-db.js';

/** Which database the API tests run on: PGlite unless TEST_DB=postgres (then DATABASE_URL). */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * The real server on a fresh database: in-memory PGlite (one of the worker's, emptied: pglite-pool.ts), or a
 * new PostgreSQL database (dropped on close) when TEST_DB=postgres; either in the state of the one
 * global-setup.ts migrated and gave the tariff plans.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<App> {
  if (testDbKind === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const scratch = await createScratchDatabase(adminUrl, 'glad_t', inject('pgTemplate'));
    const config = testConfig({ databaseUrl: scratch.url, ...overrides });
    const database = await openDatabase(config);
    const closePool = database.close;
    database.close = async () => {
      await closePool();
      await scratch.drop();
    };
    return buildApp(config, database);
  }
  const config = testConfig({ databaseUrl: undefined, ...overrides });
  return buildApp(config, await takePglite());
}

/**
 * The app a test file works on: made while the file loads (`const app = await useTestApp()` at the top) and
 * closed after the file's last test.
 */
export async function useTestApp(overrides: Partial<Config> = {}): Promise<App> {
  const app = await createTestApp(overrides);
  afterAll(() => app.close());
  return app;
}

let counter = 0;

/** A company with its owner, signed in: the tokens and a header to send them. */
export async function createCompany(app: App, overrides: { email?: string; companyName?: string } = {}) {
  counter += 1;
  const email = overrides.email ?? `owner${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'secret-pass-1';
  const { company, owner } = await app.db.transaction((tx) =>
    createCompanyWithOwner(tx, {
      companyName: overrides.companyName ?? `Компания ${counter}`,
      name: 'Иван',
      email,
      phone: '+79991234567',
      password,
    }),
  );
  const tokens = await startSession(app, owner);
  return {
    company,
    owner,
    email,
    password,
    ...tokens,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

/**
 * An answer read through the contract that promises it (a schema of `@glad/contracts`, e.g. `userResponse`,
 * or `errorBody` for a refusal): the body must parse, or the test fails naming what the server got wrong.
 * The body comes back as sent, typed by the schema: a field the contract does not name is not stripped, so
 * `toEqual` still sees it.
 */
export function readAs<S extends z.ZodType>(
  res: { statusCode: number; body: string },
  schema: S,
): z.output<S> {
  const body: unknown = JSON.parse(res.body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `The ${res.statusCode} answer does not match its contract:\n${prettifyError(parsed.error)}\n${res.body.slice(0, 1000)}`,
    );
  }
  return body as z.output<S>;
}
