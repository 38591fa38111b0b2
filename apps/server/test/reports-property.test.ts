/**
 * Issue 11 §4: every figure of GET reports/ equals the plain sum over random companies — random projects,
 * estimates, installations, rooms, expenses and days, and a random period and grouping.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { call } from './helpers/records.js';
import { expectedReport } from './helpers/report-expected.js';
import { periodArb, seedWorld, worldArb } from './helpers/report-world.js';

const app = await useTestApp();

describe('reports/ against plain sums', () => {
  it('matches every figure for random companies and periods', async () => {
    await fc.assert(
      fc.asyncProperty(
        worldArb,
        fc.array(periodArb, { minLength: 1, maxLength: 3 }),
        async (world, periods) => {
          const company = await createCompany(app);
          const seeded = await seedWorld(app, company, world);
          for (const q of periods) {
            const res = await call(
              app,
              company,
              'GET',
              `/api/reports/?from=${q.from}&to=${q.to}&group=${q.group}`,
            );
            expect(res.status, res.text).toBe(200);
            const got = res.body;
            const want = expectedReport(world, seeded, q);
            expect(got.scope).toBe('all');
            expect(got.sales).toEqual(want.sales);
            // the series adds up to the totals, and each period holds only its days
            expect(got.series.reduce((n: number, p) => n + p.sum, 0)).toBe(want.sales.sum);
            expect(got.series.reduce((n: number, p) => n + p.count, 0)).toBe(want.sales.count);
            expect(got.series.reduce((n: number, p) => n + p.received, 0)).toBe(want.sales.received);
            expect(got.series.reduce((n: number, p) => n + p.costs, 0)).toBe(want.costsTotal);
            expect(Object.fromEntries(got.costs!.expenses.map((e) => [e.category, e.sum]))).toEqual(
              want.byCategory,
            );
            expect(got.costs!.total).toBe(want.costsTotal);
            expect(got.costs!.installers).toBe(want.payTotal);
            expect(got.costs!.installersPaid).toBe(want.payoutsTotal);
            expect(got.costs!.materials).toBe(want.costPriceTotal);
            expect(got.costs!.margin).toBe(want.margin);
            const counted = Object.fromEntries(
              got.funnel.statuses.filter((s) => s.count > 0).map((s) => [s.id, s.count]),
            );
            expect(counted).toEqual(
              Object.fromEntries(Object.entries(want.byStatus).map(([k, v]) => [Number(k), v])),
            );
            expect(
              Object.fromEntries(
                got.managers.map((m) => [
                  m.id,
                  { projects: m.projects, sum: m.sum, received: m.received, margin: m.margin },
                ]),
              ),
            ).toEqual(
              Object.fromEntries(
                Object.entries(want.managers).map(([id, m]) => [
                  Number(id),
                  { projects: m.projects, sum: m.sum, received: m.received, margin: m.sum - m.expenses },
                ]),
              ),
            );
            for (const row of got.managers) {
              const w = want.managers[row.id]!;
              expect(row.conversion).toBeCloseTo(w.projects > 0 ? (w.sold / w.projects) * 100 : 0, 0);
            }
            expect(
              Object.fromEntries(got.installers.map((i) => [i.id, [i.installations, i.area, i.pay, i.paid]])),
            ).toEqual(
              Object.fromEntries(
                Object.entries(want.installers).map(([id, i]) => [
                  Number(id),
                  [i.installations, Math.round(i.area * 100) / 100, i.pay, i.paid],
                ]),
              ),
            );
            expect(got.debts.list.map((d) => [d.projectid, d.date, d.debt])).toEqual(
              want.debts.map((d) => [d.projectid, d.date, d.debt]),
            );
            expect(got.debts.projects).toBe(want.debts.length);
            expect(got.debts.total).toBe(want.debts.reduce((n, d) => n + d.debt, 0));
          }
        },
      ),
      { numRuns: 10 },
    );
  }, 240_000);
});
