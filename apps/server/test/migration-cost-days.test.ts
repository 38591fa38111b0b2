/**
 * Migration 0015 (decision 0046): a company's existing expenses, payouts and owing projects are summed into
 * expense_days, payout_days and client_debts as the writes would have kept them.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrations, migrationsBefore } from './helpers/migrations.js';

describe('migration 0015 (cost day sums, debts per client)', () => {
  it('sums the existing rows: live projects with their manager and status, the rest apart', async () => {
    const old = migrationsBefore('0015_cost_days');
    afterAll(() => rmSync(old, { recursive: true, force: true }));
    const db = await emptyDatabase();
    try {
      await db.migrate(old);
      // project 10 live (manager 7, status 3), project 11 in the trash
      await db.query(`insert into projects (company_id, id, version, name, date, project_manager, status_worked,
          deleted_at) values (1, 10, 1, 'Кухня', '2026-03-01', 7, 3, null),
          (1, 11, 1, 'Зал', '2026-03-01', 8, 4, now())`);
      await db.query(`insert into expenses (company_id, project_id, category, amount, date) values
        (1, 10, 'Материалы', 100, '2026-03-05'), (1, 10, 'Материалы', 20, '2026-03-05'),
        (1, 11, 'Материалы', 50, '2026-03-05'), (1, 0, 'Аренда', 30, '2026-03-05'),
        (1, 10, 'Доставка', 7, '2026-03-06')`);
      await db.query(`insert into payouts (company_id, id, version, installer, project, amount, date, deleted_at)
        values (1, 1, 1, 5, 10, 200, '2026-03-05', null), (1, 2, 1, 5, 0, 40, '2026-03-05', null),
        (1, 3, 1, 5, 10, 999, '2026-03-05', now()), (1, 4, 1, 6, 11, 60, '2026-03-07', null)`);
      // owing: client 40 twice (one project in the trash does not count), client 41 paid in full
      await db.query(`insert into project_money (company_id, project, sold_day, paid, live, amount, clientid,
          client) values (1, 10, '2026-03-02', 300, true, 1000, 40, 'Иванов'),
          (1, 12, '2026-03-03', 0, true, 500, 40, 'Иванов'), (1, 13, '2026-03-03', 0, false, 800, 40, 'Иванов'),
          (1, 14, '2026-03-03', 900, true, 900, 41, 'Петров'), (1, 15, null, 0, true, 700, 42, 'Сидоров')`);

      await db.migrate(migrations);
      const expenses = await db.query(`select day, category, live, manager, status, sum::int as sum
        from expense_days where company_id = 1 order by day, category, live, manager`);
      expect(expenses).toEqual([
        { day: '2026-03-05', category: 'Аренда', live: false, manager: 0, status: 0, sum: 30 },
        { day: '2026-03-05', category: 'Материалы', live: false, manager: 0, status: 0, sum: 50 },
        { day: '2026-03-05', category: 'Материалы', live: true, manager: 7, status: 3, sum: 120 },
        { day: '2026-03-06', category: 'Доставка', live: true, manager: 7, status: 3, sum: 7 },
      ]);
      const payouts = await db.query(`select day, installer, live, manager, status, sum::int as sum
        from payout_days where company_id = 1 order by day, installer, live`);
      expect(payouts).toEqual([
        { day: '2026-03-05', installer: 5, live: false, manager: 0, status: 0, sum: 40 },
        { day: '2026-03-05', installer: 5, live: true, manager: 7, status: 3, sum: 200 },
        { day: '2026-03-07', installer: 6, live: false, manager: 0, status: 0, sum: 60 },
      ]);
      const debts = await db.query(`select clientid::int as clientid, client, projects, debt::int as debt
        from client_debts where company_id = 1 order by clientid`);
      expect(debts).toEqual([{ clientid: 40, client: 'Иванов', projects: 2, debt: 1200 }]);
    } finally {
      await db.close();
    }
  });
});
