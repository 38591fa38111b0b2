import { reportAnswer } from '@glad/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import { rebuildRollups } from '../../src/lib/report-rollups.js';
import type { createCompany } from './app.js';
import { callAs } from './records.js';

/* The kept sums' tests (reports-sums, reports-cost-sums): a report, and the kept sums against a rebuild. */

// biome-ignore lint/suspicious/noExplicitAny: rows are read freely
type Any = any;

/** GET `url` + `query` as `who`: its answer, which must be 200. */
export async function reportOf(
  app: App,
  who: Awaited<ReturnType<typeof createCompany>>,
  url: string,
  query = '',
) {
  const res = await callAs(reportAnswer, app, who, 'GET', `${url}${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** The company's sums as kept, then as rebuilt from the rows: they must be the same. */
export async function keptSumsEqualRebuilt(app: App, companyId: number) {
  const read = async () => {
    const money = await app.db.execute(sql`select project, sold_day, paid::text, job, installer, done_day,
      area::numeric::text as area, live, open_day, manager, status, amount::text, cost::text, pay::text,
      clientid::text, client from project_money where company_id = ${companyId} order by project`);
    const days = await app.db.execute(sql`select day, manager, status, amount::text from payment_days
      where company_id = ${companyId} and amount <> 0 order by day, manager, status`);
    const projectDays = await app.db.execute(sql`select day, manager, status, opened, opened_sold, sold,
      sum::text, cost::text, owing, debt::text from project_days where company_id = ${companyId}
      order by day, manager, status`);
    const jobDays = await app.db.execute(sql`select day, manager, status, installer, pay::text, installations,
      area::numeric::text as area from job_days where company_id = ${companyId}
      order by day, manager, status, installer`);
    const expenseDays = await app.db.execute(sql`select day, category, live, manager, status, sum::text
      from expense_days where company_id = ${companyId} order by day, category, live, manager, status`);
    const payoutDays = await app.db.execute(sql`select day, installer, live, manager, status, sum::text
      from payout_days where company_id = ${companyId} order by day, installer, live, manager, status`);
    const clientDebts = await app.db.execute(sql`select clientid::text, client, projects, debt::text
      from client_debts where company_id = ${companyId} order by clientid`);
    return {
      money: (money as Any).rows,
      days: (days as Any).rows,
      projectDays: (projectDays as Any).rows,
      jobDays: (jobDays as Any).rows,
      expenseDays: (expenseDays as Any).rows,
      payoutDays: (payoutDays as Any).rows,
      clientDebts: (clientDebts as Any).rows,
    };
  };
  const kept = await read();
  await app.db.transaction((tx) => rebuildRollups(tx, companyId));
  expect(kept).toEqual(await read());
}
