/**
 * GET reports/ timed part by part (BENCH_PARTS=1 in reports.bench.ts): each query of the owner's report on its
 * own in one read-only snapshot, as buildReport runs them; buildReport whole (SQL and shaping); the answer's
 * check against its contract (the route's serializer) and JSON; the whole HTTP call, and beside it a small
 * signed-in call (what the pipeline costs any route). Medians of the runs.
 */
import { reportAnswer } from '@glad/contracts';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.js';
import type { Tx } from '../src/db/client.js';
import {
  projectFacts,
  type ReportScope,
  receivedRows,
  workStatuses,
} from '../src/modules/reports/repository.js';
import { expensesByPeriod, managerExpenses, payoutRows } from '../src/modules/reports/repository-costs.js';
import { debts } from '../src/modules/reports/repository-debts.js';
import { installerRows, payRows } from '../src/modules/reports/repository-staff.js';
import { buildReport } from '../src/modules/reports/service.js';
import type { AuthContext } from '../src/plugins/auth.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const FROM = '2026-01-01';
const TO = '2026-12-31';

type Part = (tx: Tx, scope: ReportScope) => Promise<unknown>;

const parts: [string, Part][] = [
  ['sales and funnel (project_days)', projectFacts],
  ['money received (payment_days)', receivedRows],
  ['expenses by period', expensesByPeriod],
  ['payouts by period', payoutRows],
  ['installer pay (job_days)', payRows],
  ['expenses by manager', managerExpenses],
  ['work statuses', (tx, s) => workStatuses(tx, s.companyId)],
  ['installations and payouts per installer', installerRows],
  ['debts', (tx, s) => debts(tx, s, 100)],
];

/** Prints the median of each part over `runs` runs, and the whole call's parts. */
export async function timeParts(app: App, companyId: number, ownerId: number, token: string, runs: number) {
  const scope: ReportScope = { companyId, from: FROM, to: TO, group: 'month' };
  const auth: AuthContext = {
    userId: ownerId,
    companyId,
    sessionId: 'bench',
    admin: false,
    vladelec: true,
    rights: [],
    roles: ['vladelec'],
  };
  const [first] = (
    (await app.db.execute(
      sql`select manager from project_money where company_id = ${companyId} limit 1`,
    )) as {
      rows: { manager: number }[];
    }
  ).rows;
  const manager = first?.manager ?? 0;
  const took = new Map<string, number[]>();
  const note = (label: string, ms: number) => took.set(label, [...(took.get(label) ?? []), ms]);
  for (let i = 0; i < runs; i++) {
    await app.db.transaction(
      async (tx) => {
        await tx.execute(sql`set local work_mem = '32MB'`);
        for (const [label, part] of parts) {
          const t0 = performance.now();
          await part(tx, scope);
          note(label, performance.now() - t0);
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    let t0 = performance.now();
    const answer = await buildReport(app.db, auth, companyId, { from: FROM, to: TO, group: 'month' });
    note('buildReport whole (SQL and shaping)', performance.now() - t0);
    t0 = performance.now();
    reportAnswer.parse(answer);
    note('answer checked against its contract', performance.now() - t0);
    t0 = performance.now();
    const body = JSON.stringify(answer);
    note(`answer to JSON (${body.length} characters)`, performance.now() - t0);
    t0 = performance.now();
    await app.inject({
      method: 'GET',
      url: `/api/reports/?from=${FROM}&to=${TO}&group=month`,
      headers: { authorization: `Bearer ${token}` },
    });
    note('whole HTTP call', performance.now() - t0);
    // filtered by one manager: the debts per client are grouped from his owing projects (decision 0046)
    t0 = performance.now();
    await app.inject({
      method: 'GET',
      url: `/api/reports/?from=${FROM}&to=${TO}&group=month&manager=${manager}`,
      headers: { authorization: `Bearer ${token}` },
    });
    note('whole HTTP call filtered by one manager', performance.now() - t0);
    // what any signed-in call costs besides its work (token, session row, routing), for comparison
    t0 = performance.now();
    await app.inject({ method: 'GET', url: '/api/statuses/', headers: { authorization: `Bearer ${token}` } });
    note('a small signed-in call for comparison (GET statuses/)', performance.now() - t0);
  }
  for (const [label, ms] of took) console.log(`  ${label}: ${median(ms).toFixed(1)} ms`);
}
