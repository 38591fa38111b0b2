import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';

/*
 * PGlite databases of one test worker, kept from one test file to the next (the worker runs its files one
 * after another and shares modules: `isolate: false`). Starting a PGlite and unpacking global-setup.ts's
 * migrated copy into it costs 2–3 s of CPU a file; emptying a used one back to that copy costs milliseconds.
 */

/** Databases a closed test app gave back, emptied. */
const idle: Database[] = [];

// Read once per worker.
let dump: Promise<Blob> | undefined;

/** global-setup.ts's migrated copy (a `dumpDataDir` tarball), read once per worker. */
export function migratedCopy(): Promise<Blob> {
  dump ??= readFile(inject('pgliteDump')).then((bytes) => new Blob([bytes]));
  return dump;
}

/** What the migrated copy holds: the rows of its non-empty tables (the tariffs) and its sequences' positions. */
interface Snapshot {
  tables: { name: string; rows: string }[];
  sequences: { name: string; lastValue: string | null }[];
}
let migrated: Snapshot | undefined;

/** The PGlite client under a test database (drizzle keeps it as `$client`). */
export function pgliteClient(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

/** The app's tables, quoted for SQL, by name. */
export async function tablesOf(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((r) => r.name);
}

async function snapshot(client: PGlite): Promise<Snapshot> {
  const tables: Snapshot['tables'] = [];
  for (const name of await tablesOf(client)) {
    const { rows } = await client.query<{ rows: string | null }>(
      `SELECT json_agg(t)::text AS rows FROM ${name} t`,
    );
    if (rows[0]?.rows) tables.push({ name, rows: rows[0].rows });
  }
  const { rows: sequences } = await client.query<{ name: string; lastValue: string | null }>(
    `SELECT quote_ident(sequencename) AS name, last_value::text AS "lastValue"
     FROM pg_sequences WHERE schemaname = 'public'`,
  );
  return { tables, sequences };
}

/**
 * Back to the state of global-setup.ts's copy, as a new database unpacked from it would be: every table of
 * the app emptied, the copy's rows written again, every sequence where the copy has it (a sequence read back
 * from a copy stands ahead of its last id: PostgreSQL logs sequences in steps).
 */
export async function emptyToMigrated(database: Database) {
  const client = pgliteClient(database);
  if (!migrated) throw new Error('emptyToMigrated: no database of this worker was opened from the copy');
  await client.exec(
    [
      `TRUNCATE ${(await tablesOf(client)).join(', ')} CASCADE`,
      ...migrated.sequences.map((sequence) =>
        sequence.lastValue === null
          ? `ALTER SEQUENCE ${sequence.name} RESTART`
          : `SELECT setval('${sequence.name}', ${BigInt(sequence.lastValue)}, true)`,
      ),
    ].join(';\n'),
  );
  // the rows keep their ids, so writing them moves no sequence
  for (const table of migrated.tables) {
    await client.query(
      `INSERT INTO ${table.name} SELECT * FROM json_populate_recordset(NULL::${table.name}, $1)`,
      [table.rows],
    );
  }
}

async function openFromCopy(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://', pgliteDump: await migratedCopy() });
  migrated ??= await snapshot(pgliteClient(database));
  return database;
}

/**
 * A PGlite database in the state global-setup.ts migrated: an idle one of this worker emptied, or a new
 * one from the copy. Its `close` gives it back to the worker instead of stopping it.
 */
export async function takePglite(): Promise<Database> {
  const database = idle.pop() ?? (await openFromCopy());
  return {
    ...database,
    close: async () => {
      try {
        await emptyToMigrated(database);
      } catch {
        // a database left in a state it cannot be emptied from is not reused
        await database.close();
        return;
      }
      idle.push(database);
    },
  };
}
