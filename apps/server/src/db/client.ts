import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listen, pgliteListen, postgresListen } from './listen.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
// biome-ignore lint/suspicious/noExplicitAny: both drivers' query-result kinds are accepted
export type Db = PgDatabase<PgQueryResultHKT & any, Schema>;
/** A transaction or the database itself: repositories take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel (the live announcements of changes) */
  listen: Listen;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DbOptions {
  /** postgres://… for a real PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' keeps it in memory. */
  dataDir?: string;
  /** A PGlite database to start from (a `dumpDataDir` tarball), instead of an empty one. */
  pgliteDump?: Blob;
}

/** Opens the database named by the options and applies every migration. */
export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, kind: 'postgres', listen: postgresListen(opts.databaseUrl), close: () => pool.end() };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, opts.pgliteDump ? { loadDataDir: opts.pgliteDump } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return { db, kind: 'pglite', listen: pgliteListen(client), close: () => client.close() };
}
