import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from './helpers/app.js';
import { createScratchDatabase } from './helpers/scratch-db.js';

const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The migrations folder as it was before `tag` (the journal cut there). */
function migrationsBefore(tag: string): string {
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
async function emptyDatabase() {
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

describe('migration 0005 (events of the calendar)', () => {
  it('turns the one assignee into a list, keeps a late start before midnight, and makes devices pull', async () => {
    const old = migrationsBefore('0005_events_calendar');
    afterAll(() => rmSync(old, { recursive: true, force: true }));
    const db = await emptyDatabase();
    try {
      await db.migrate(old);
      await db.query(
        `insert into tariffs (id, name, managers, template_calc, calc) values (1, 'T', 1, 1, 1)`,
      );
      await db.query(
        `insert into companies (id, name, tariff_id, version) values (1, 'А', 1, 10), (2, 'Б', 1, 3)`,
      );
      await db.query(`insert into users (id, company_id, email, password_hash) values (5, 1, 'i@x.ru', 'x')`);
      await db.query(`insert into events (company_id, id, version, date, time, kind, assignee, field_versions,
          field_users, lost) values
        (1, 1001, 4, '2026-05-01', '09:30', 'zamer', 5, '{"date": 4, "assignee": 4}', '{"assignee": 5}',
          '[{"field": "assignee", "value": 0, "winner": 5, "userId": 5, "at": "2026-01-01"},
            {"field": "note", "value": "a", "winner": "b", "userId": 5, "at": "2026-01-01"}]'),
        (1, 1002, 7, '2026-05-01', '23:40', 'other', 0, '{}', '{}', '[]'),
        (2, 2001, 2, '2026-05-02', '', 'montazh', 0, '{}', '{}', '[]')`);

      await db.migrate(migrations);
      const rows = await db.query(
        `select id, version, assignees, duration, status, adresa, field_versions, field_users, lost
         from events order by id`,
      );
      expect(rows.map((r) => ({ ...r, id: Number(r.id), version: Number(r.version) }))).toEqual([
        {
          id: 1001,
          version: 11,
          assignees: [5],
          duration: 60,
          status: 'planned',
          adresa: '',
          field_versions: { date: 4, assignees: 4 },
          field_users: { assignees: 5 },
          lost: [{ field: 'note', value: 'a', winner: 'b', userId: 5, at: '2026-01-01' }],
        },
        // 23:40 + 60 minutes would pass midnight: the duration shrinks to the 20 minutes left
        expect.objectContaining({ id: 1002, version: 12, assignees: [], duration: 20 }),
        expect.objectContaining({ id: 2001, version: 4, assignees: [], duration: 60 }),
      ]);
      const companies = await db.query('select id, version from companies order by id');
      expect(companies.map((c) => [Number(c.id), Number(c.version)])).toEqual([
        [1, 12],
        [2, 4],
      ]);
    } finally {
      await db.close();
    }
  });
});
