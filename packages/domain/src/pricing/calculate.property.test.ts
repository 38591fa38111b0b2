import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCalculation } from './calculate.js';
import { hundredths, oracle } from './oracle.fixture.js';
import {
  type CalcGroup,
  type CalcRow,
  type CalcRows,
  calcGroups,
  clientGroups,
  type GeometryQuantities,
  isProjectRow,
  type PriceListItem,
  type PricingSettings,
  type QuantitySource,
  type ScriptRule,
} from './types.js';

const uids = ['a', 'b', 'c', 'd', 'e', 'p'];
const itemArb = (uid: string, explicitInstaller: boolean) =>
  fc.record({
    uid: fc.constant(uid),
    name: fc.constant(`Позиция ${uid}`),
    category: fc.constant(''),
    unit:
      uid === 'p'
        ? fc.constant('percent' as const)
        : fc.constantFrom('m2' as const, 'mp' as const, 'pcs' as const),
    price:
      uid === 'p'
        ? fc.integer({ min: -5000, max: 5000 }).map((x) => x / 100)
        : fc.integer({ min: 0, max: 5_000_000 }),
    installerPrice: explicitInstaller
      ? uid === 'p'
        ? fc.integer({ min: 0, max: 3000 }).map((x) => x / 100)
        : fc.integer({ min: 0, max: 1_000_000 })
      : fc.constant(undefined),
    costPrice: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
    kind: fc.constantFrom('material' as const, 'work' as const, 'service' as const, undefined),
  });
const listArb = (explicitInstaller: boolean) =>
  fc.tuple(...uids.map((u) => itemArb(u, explicitInstaller))).map((items) =>
    items.map((item) => {
      const clean: PriceListItem = { ...item };
      if (clean.installerPrice === undefined) delete clean.installerPrice;
      if (clean.costPrice === undefined) delete clean.costPrice;
      if (clean.kind === undefined) delete clean.kind;
      return clean;
    }),
  );

const sourceArb: fc.Arbitrary<QuantitySource> = fc.oneof(
  fc.constant({ kind: 'area' as const }),
  fc.integer({ min: 0, max: 3000 }).map((w) => ({ kind: 'areaWithWaste' as const, wastePercent: w / 100 })),
  fc.constant({ kind: 'perimeter' as const }),
  fc.integer({ min: 500, max: 4000 }).map((lengthMm) => ({ kind: 'perimeterRounded' as const, lengthMm })),
  fc.constant({ kind: 'extraCorners' as const }),
  fc.constant({ kind: 'curvedLength' as const }),
  fc.constant({ kind: 'manual' as const }),
  fc.constant({ kind: 'fixed' as const }),
  fc.constant({ kind: 'percentOfAbove' as const }),
);
const rowArb = fc.record({
  itemUid: fc.constantFrom(...uids),
  source: sourceArb,
  work: fc.boolean(),
  group: fc.constantFrom<CalcGroup>(...calcGroups),
  perProject: fc.boolean(),
});
const scriptsArb: fc.Arbitrary<ScriptRule[]> = fc
  .tuple(
    fc.option(fc.integer({ min: 200, max: 400 }).map((t) => t / 100)),
    fc.option(fc.integer({ min: 0, max: 5_000_000 })),
  )
  .map(([threshold, minimum]) => [
    ...(threshold === null
      ? []
      : [{ id: 'h', kind: 'heightCoefficient' as const, thresholdM: threshold, factor: 1.3, tag: 'work' }]),
    ...(minimum === null ? [] : [{ id: 'm', kind: 'minimumOrder' as const, amount: minimum }]),
  ]);
const calcArb = fc
  .record({ rows: fc.array(rowArb, { maxLength: 14 }), scripts: scriptsArb })
  .map(({ rows, scripts }) => {
    const calc: CalcRows = { main: [], other: [], road: [], prochee: [], costs: [], scripts };
    rows.forEach((r, i) => {
      // A percent-of-above row is bound to the percent item, as the constructor offers it.
      const itemUid = r.source.kind === 'percentOfAbove' ? 'p' : r.itemUid;
      const row: CalcRow = {
        id: `r${i}`,
        itemUid,
        source: r.source,
        ...(r.work ? { tags: ['work'] } : {}),
        ...(r.perProject ? { perProject: true } : {}),
      };
      calc[r.group].push(row);
    });
    return calc;
  });
const geometryArb: fc.Arbitrary<GeometryQuantities> = fc.record({
  area: fc.integer({ min: 0, max: 20_000 }).map((x) => x / 100),
  perimeter: fc.integer({ min: 0, max: 100_000 }).map((x) => x / 1000),
  extraCorners: fc.integer({ min: 0, max: 20 }),
  curvedLength: fc.integer({ min: 0, max: 3000 }).map((x) => x / 100),
  corners: fc.integer({ min: 3, max: 24 }),
  height: fc.integer({ min: 200, max: 500 }).map((x) => x / 100),
});
const settingsArb: fc.Arbitrary<PricingSettings> = fc.record({
  SMETA_PROCENT_SOOTNOSHENIE: fc.integer({ min: 0, max: 100 }),
  SMETA_ROUND: fc.boolean(),
  SMETA_ROUND_BY: fc.constantFrom(1, 10, 50, 100),
  SMETA_MARKUP: fc.integer({ min: 0, max: 5000 }).map((x) => x / 100),
});
const countsArb = fc.dictionary(
  fc.integer({ min: 0, max: 13 }).map((i) => `r${i}`),
  fc.integer({ min: 0, max: 5000 }).map((x) => x / 100),
);
const optionsArb = fc.record({
  saleSelect: fc.integer({ min: 0, max: 10_000 }).map((x) => x / 100),
  markupSelect: fc.integer({ min: 0, max: 10_000 }).map((x) => x / 100),
});

describe('pricing properties', () => {
  it('every line is round(quantity × price) and the total is the sum of the rounded lines, rounded once', () => {
    fc.assert(
      fc.property(
        calcArb,
        geometryArb,
        countsArb,
        listArb(false),
        settingsArb,
        optionsArb,
        (calc, g, counts, list, s, o) => {
          const { lines, totals } = priceCalculation(calc, g, counts, list, s, o);
          const items = new Map(list.map((item) => [item.uid, item]));
          // a percent line reads the lines above it of its own part: the room's, the project's, or (costs) all
          const above = { own: 0, project: 0, all: 0 };
          const part = { own: 0, project: 0 };
          for (const line of lines) {
            expect(Number.isInteger(line.amount) && Number.isInteger(line.installerAmount)).toBe(true);
            if (line.group === 'scripts') {
              expect(line.perProject).toBe(true);
              continue;
            }
            const row = calc[line.group].find((r) => r.id === line.rowId)!;
            const item = items.get(row.itemUid ?? '')!;
            expect(line.perProject).toBe(line.group !== 'costs' && isProjectRow(line.group, row));
            expect(line.kind).toBe(item.kind ?? 'material');
            const track = line.group === 'costs' ? 'all' : line.perProject ? 'project' : 'own';
            if (line.percent) {
              const base = above[track];
              expect(line.price).toBe(base);
              expect(line.amount).toBe(oracle(BigInt(base) * hundredths(line.quantity), 10_000n));
            } else {
              expect(line.amount).toBe(oracle(hundredths(line.quantity) * BigInt(line.price), 100n));
              expect(line.installerAmount).toBe(
                oracle(hundredths(line.quantity) * BigInt(line.installerPrice), 100n),
              );
              // no installer price of its own: a material pays the installer nothing
              if (line.group !== 'costs' && line.kind === 'material') expect(line.installerPrice).toBe(0);
            }
            if (track !== 'all') above[track] += line.amount;
            above.all += line.amount;
            if (track !== 'all') part[track] += line.amount;
          }
          const clientLines = lines.filter((l) => (clientGroups as readonly string[]).includes(l.group));
          const subtotal = clientLines.reduce((sum, l) => sum + l.amount, 0);
          const minimumLine = lines.find((l) => l.group === 'scripts')?.amount ?? 0;
          expect(totals.subtotal).toBe(subtotal);
          expect(totals.minimumOrder).toBe(minimumLine);
          // markup and discount of the room's own lines and of its project lines, each rounded
          const markupOf = (x: number) => oracle(BigInt(x) * hundredths(o.markupSelect), 10_000n);
          const discountOf = (x: number) =>
            oracle(BigInt(x + markupOf(x)) * hundredths(o.saleSelect), 10_000n);
          expect(totals.markup).toBe(markupOf(part.own) + markupOf(part.project));
          expect(totals.discount).toBe(discountOf(part.own) + discountOf(part.project));
          expect(totals.client).toBe(subtotal + totals.markup - totals.discount + minimumLine);
          const step = s.SMETA_ROUND ? s.SMETA_ROUND_BY * 100 : 1;
          expect(totals.total % step === 0).toBe(true);
          expect(totals.total - totals.client).toBeGreaterThanOrEqual(0);
          expect(totals.total - totals.client).toBeLessThan(step);
          expect(totals.rounding).toBe(totals.total - totals.client);
          expect(totals.installer).toBe(lines.reduce((sum, l) => sum + l.installerAmount, 0));
          expect(totals.cost).toBe(lines.reduce((sum, l) => sum + l.costAmount, 0));
          expect(totals.profit).toBe(totals.total - totals.installer - totals.cost);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the installer total never uses client prices, markups, discounts or rounding', () => {
    const clientSide = fc.record({
      prices: fc.array(fc.integer({ min: 0, max: 5_000_000 }), {
        minLength: uids.length,
        maxLength: uids.length,
      }),
      settings: settingsArb,
      options: optionsArb,
    });
    fc.assert(
      fc.property(
        calcArb,
        geometryArb,
        countsArb,
        listArb(true),
        settingsArb,
        optionsArb,
        clientSide,
        (calc, g, counts, list, s, o, other) => {
          const before = priceCalculation(calc, g, counts, list, s, o);
          // Every client-side input changes; the installer's own prices and share stay.
          const repriced = list.map((item, i) => ({
            ...item,
            price: item.unit === 'percent' ? (other.prices[i]! % 10_000) / 100 - 50 : other.prices[i]!,
          }));
          const settings = { ...other.settings, SMETA_PROCENT_SOOTNOSHENIE: s.SMETA_PROCENT_SOOTNOSHENIE };
          const after = priceCalculation(calc, g, counts, repriced, settings, other.options);
          expect(after.totals.installer).toBe(before.totals.installer);
          // The minimum-order line comes and goes with the client sum; it never pays the installer.
          const installerLines = (r: typeof before) =>
            r.lines.filter((l) => l.group !== 'scripts').map((l) => l.installerAmount);
          expect(installerLines(after)).toEqual(installerLines(before));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('with the share setting, the installer price follows the list price only, never the marked-up one', () => {
    fc.assert(
      fc.property(
        calcArb,
        geometryArb,
        countsArb,
        listArb(false),
        settingsArb,
        optionsArb,
        optionsArb,
        (calc, g, counts, list, s, o1, o2) => {
          const a = priceCalculation(calc, g, counts, list, s, o1);
          const b = priceCalculation(
            calc,
            g,
            counts,
            list,
            { ...s, SMETA_MARKUP: s.SMETA_MARKUP + 25, SMETA_ROUND: !s.SMETA_ROUND },
            o2,
          );
          expect(b.totals.installer).toBe(a.totals.installer);
        },
      ),
      { numRuns: 200 },
    );
  });
});
