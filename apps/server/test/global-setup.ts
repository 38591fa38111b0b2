import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { ensureTariffs } from '../src/modules/tariffs/seed.js';
import { createScratchDatabase } from './helpers/scratch-db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite database with the tariffs, as a `dumpDataDir` tarball on disk. */
    pgliteDump: string;
    /** A migrated PostgreSQL database with the tariffs, to copy with CREATE DATABASE … TEMPLATE. */
    pgTemplate: string;
  }
}

/**
 * Migrates one database before the API tests start; each test file then starts from a copy of it instead of
 * building and migrating its own (seconds a file on PGlite).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const scratch = await createScratchDatabase(adminUrl, 'glad_tpl');
    const database = await openDatabase({ databaseUrl: scratch.url });
    await ensureTariffs(database.db);
    await database.close();
    project.provide('pgTemplate', scratch.name);
    project.provide('pgliteDump', '');
    return scratch.drop;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await ensureTariffs(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'glad-api-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
