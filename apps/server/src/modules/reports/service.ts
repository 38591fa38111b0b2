import {
  EXPENSES_GROUP,
  MAX_REPORT_DAYS,
  MAX_REPORT_DEBTS,
  type ReportAnswer,
  type ReportQuery,
} from '@glad/contracts';
import { daysIncluded, reportPeriods } from '@glad/domain';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { hasRight } from '../../lib/rights.js';
import { staffNames } from '../../lib/staff.js';
import type { AuthContext } from '../../plugins/auth.js';
import {
  debts,
  expensesByPeriod,
  installerRows,
  type MoneyRow,
  managerRows,
  payoutsByPeriod,
  projectsByStatus,
  type ReportScope,
  receivedByPeriod,
  salesByPeriod,
  workStatuses,
} from './repository.js';
import { funnelOf, percent } from './shape.js';

/** Owners, admins and rights group '11' see the company's figures; other staff their own (decision 0029). */
export const seesEverything = (auth: AuthContext) => hasRight(auth, EXPENSES_GROUP);

function checkPeriod(query: ReportQuery) {
  if (query.from > query.to) throw badRequest('Начало периода позже его конца');
  if (daysIncluded(query.from, query.to) > MAX_REPORT_DAYS) {
    throw badRequest('Период отчёта — не больше десяти лет');
  }
}

const sumOf = (rows: { sum: number }[]) => rows.reduce((n, r) => n + r.sum, 0);
const inPeriod = (rows: MoneyRow[], period: string) => rows.find((r) => r.period === period)?.sum ?? 0;

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
      const sales = await salesByPeriod(tx, scope);
      const received = await receivedByPeriod(tx, scope);
      const spent = all ? await expensesByPeriod(tx, scope) : [];
      const payouts = all ? await payoutsByPeriod(tx, scope) : [];
      const byStatus = await projectsByStatus(tx, scope);
      const statuses = await workStatuses(tx, companyId);
      const managers = await managerRows(tx, scope);
      const installers = await installerRows(tx, scope);
      const owing = await debts(tx, scope, MAX_REPORT_DEBTS);
      const names = await staffNames(tx, companyId, [
        ...managers.map((m) => m.id).filter((id) => id > 0),
        ...installers.map((i) => i.id),
      ]);
      const series = reportPeriods(query.from, query.to, query.group).map((period) => {
        const sold = sales.find((s) => s.period === period);
        const costs = sumOf(spent.filter((e) => e.period === period)) + inPeriod(payouts, period);
        const sum = sold?.sum ?? 0;
        return {
          period,
          count: sold?.count ?? 0,
          sum,
          received: inPeriod(received, period),
          costs,
          margin: sum - costs,
        };
      });
      const salesTotal = {
        count: sales.reduce((n, s) => n + s.count, 0),
        sum: sumOf(sales),
        received: sumOf(received),
      };
      const categories = new Map<string, number>();
      for (const e of spent) categories.set(e.category, (categories.get(e.category) ?? 0) + e.sum);
      const total = sumOf(spent) + sumOf(payouts);
      const margin = salesTotal.sum - total;
      return {
        res: true as const,
        from: query.from,
        to: query.to,
        group: query.group,
        scope: all ? ('all' as const) : ('own' as const),
        sales: salesTotal,
        series,
        costs: all
          ? {
              materials: categories.get('Материалы') ?? 0,
              installers: sumOf(payouts),
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
            margin: all ? m.sum - m.expenses : null,
            conversion: percent(m.sold, m.projects),
          }))
          .sort((a, b) => b.sum - a.sum || a.name.localeCompare(b.name, 'ru')),
        installers: installers
          .map((i) => ({ ...i, name: names.get(i.id) ?? `Сотрудник ${i.id}` }))
          .sort((a, b) => b.installations - a.installations || a.name.localeCompare(b.name, 'ru')),
        debts: owing,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
