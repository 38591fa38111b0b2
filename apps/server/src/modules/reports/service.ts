import {
  EXPENSES_GROUP,
  MAX_REPORT_DAYS,
  MAX_REPORT_DEBTS,
  type ReportAnswer,
  type ReportQuery,
} from '@glad/contracts';
import { daysIncluded, reportPeriods } from '@glad/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { hasRight } from '../../lib/rights.js';
import { staffNames } from '../../lib/staff.js';
import type { AuthContext } from '../../plugins/auth.js';
import { projectFacts, type ReportScope, receivedRows, workStatuses } from './repository.js';
import { expensesByPeriod, managerExpenses, payoutRows } from './repository-costs.js';
import { debts } from './repository-debts.js';
import { installerRows, payRows } from './repository-staff.js';
import { funnelOf, managerTable, percent, seriesOf, sumBy } from './shape.js';

/** Owners, admins and rights group '11' see the company's figures; other staff their own (decision 0029). */
export const seesEverything = (auth: AuthContext) => hasRight(auth, EXPENSES_GROUP);

function checkPeriod(query: ReportQuery) {
  if (query.from > query.to) throw badRequest('Начало периода позже его конца');
  if (daysIncluded(query.from, query.to) > MAX_REPORT_DAYS) {
    throw badRequest('Период отчёта — не больше десяти лет');
  }
}

/** GET reports/: the figures of the caller's company (or his own) for the period. */
export async function buildReport(
  db: Db,
  auth: AuthContext,
  companyId: number,
  query: ReportQuery,
): Promise<ReportAnswer> {
  checkPeriod(query);
  const all = seesEverything(auth);
  const scope: ReportScope = {
    companyId,
    from: query.from,
    to: query.to,
    group: query.group,
    manager: query.manager,
    installer: query.installer,
    status: query.status,
    own: all ? undefined : auth.userId,
  };
  // one snapshot: every figure of the answer is of the same moment
  return db.transaction(
    async (tx) => {
      // the aggregates of a big company hash tens of thousands of groups: in memory, not in batches on disk
      await tx.execute(sql`set local work_mem = '32MB'`);
      const facts = await projectFacts(tx, scope);
      const received = await receivedRows(tx, scope);
      const spent = all ? await expensesByPeriod(tx, scope) : [];
      const payouts = all ? await payoutRows(tx, scope) : [];
      const pay = await payRows(tx, scope);
      const byManagerSpent = all ? await managerExpenses(tx, scope) : new Map<number, number>();
      const statuses = await workStatuses(tx, companyId);
      const installers = await installerRows(tx, scope);
      const owing = await debts(tx, scope, MAX_REPORT_DEBTS);
      const sold = facts.filter((f) => f.period !== '');
      const managers = managerTable(facts, received, pay, byManagerSpent);
      const names = await staffNames(tx, companyId, [
        ...managers.map((m) => m.id).filter((id) => id > 0),
        ...installers.map((i) => i.id),
        ...pay.map((p) => p.installer),
      ]);
      const series = seriesOf(reportPeriods(query.from, query.to, query.group), sold, received, spent, pay);
      const salesTotal = {
        count: sold.reduce((n, s) => n + s.count, 0),
        sum: sumBy(sold, (s) => s.sum),
        received: sumBy(received, (r) => r.sum),
      };
      const categories = new Map<string, number>();
      for (const e of spent) categories.set(e.category, (categories.get(e.category) ?? 0) + e.sum);
      const materials = sumBy(sold, (s) => s.cost);
      const installerPay = sumBy(pay, (p) => p.pay);
      const total = materials + installerPay + sumBy(spent, (e) => e.sum);
      const margin = salesTotal.sum - total;
      const byStatus = new Map<number, number>();
      for (const f of facts) byStatus.set(f.status, (byStatus.get(f.status) ?? 0) + f.opened);
      for (const [id, n] of byStatus) if (n === 0) byStatus.delete(id);
      const payOf = new Map<number, number>();
      for (const p of pay) payOf.set(p.installer, (payOf.get(p.installer) ?? 0) + p.pay);
      const staffRows = new Map(installers.map((i) => [i.id, { ...i, pay: payOf.get(i.id) ?? 0 }]));
      for (const [id, sum] of payOf) {
        if (!staffRows.has(id)) staffRows.set(id, { id, installations: 0, area: 0, paid: 0, pay: sum });
      }
      return {
        res: true as const,
        from: query.from,
        to: query.to,
        group: query.group,
        scope: all ? ('all' as const) : ('own' as const),
        sales: salesTotal,
        series: all ? series : series.map((p) => ({ ...p, costs: 0, margin: p.sum })),
        costs: all
          ? {
              materials,
              installers: installerPay,
              installersPaid: sumBy(payouts, (v) => v.sum),
              expenses: [...categories]
                .map(([category, sum]) => ({ category, sum }))
                .sort((a, b) => b.sum - a.sum || a.category.localeCompare(b.category, 'ru')),
              total,
              margin,
              marginPercent: salesTotal.sum > 0 ? percent(margin, salesTotal.sum) : null,
            }
          : null,
        funnel: funnelOf(statuses, byStatus),
        managers: managers
          .map((m) => ({
            id: m.id,
            name: m.id > 0 ? (names.get(m.id) ?? `Сотрудник ${m.id}`) : 'Без менеджера',
            projects: m.projects,
            sum: m.sum,
            received: m.received,
            margin: all ? m.sum - m.costs : null,
            conversion: percent(m.sold, m.projects),
          }))
          .sort((a, b) => b.sum - a.sum || a.name.localeCompare(b.name, 'ru')),
        installers: [...staffRows.values()]
          .map((i) => ({ ...i, name: names.get(i.id) ?? `Сотрудник ${i.id}` }))
          .sort((a, b) => b.installations - a.installations || a.name.localeCompare(b.name, 'ru')),
        debts: owing,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
