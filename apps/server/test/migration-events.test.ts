import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrations, migrationsBefore } from './helpers/migrations.js';

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
