import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { testDbKind } from './app.js';
import { createScratchDatabase } from './scratch-db.js';

/* Migration tests: a database migrated up to a migration, rows written, then the rest of the migrations. */

export const migrations = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The migrations folder as it was before `tag` (the journal cut there). */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'glad-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** An empty database of the kind the tests run on, migrated from `folder`, with a plain SQL runner. */
export async function emptyDatabase() {
  if (testDbKind === 'postgres') {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'glad_m');
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    return {
      migrate: (folder: string) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
      query: async (text: string) => (await pool.query(text)).rows as Record<string, unknown>[],
      close: async () => {
        await pool.end();
        await scratch.drop();
      },
    };
  }
  const client = await PGlite.create('memory://');
  return {
    migrate: (folder: string) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    query: async (text: string) => (await client.query<Record<string, unknown>>(text)).rows,
    close: () => client.close(),
  };
}
