import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCalculation } from '../pricing/calculate.js';
import { hundredths, oracle } from '../pricing/oracle.fixture.js';
import { smetaDefaults } from '../pricing/settings.fixture.js';
import {
  type CalcGroup,
  type CalcRow,
  type CalcRows,
  calcGroups,
  type GeometryQuantities,
  type PricedLine,
  type PriceItemKind,
  type PriceListItem,
  type QuantitySource,
} from '../pricing/types.js';
import { buildClientEstimate, buildInstallerEstimate } from './build.js';
import { input } from './estimate.fixture.js';
import type { EstimateDraftInput, EstimateSettings } from './types.js';

/*
 * Laws of a whole flat (issue 8 §1), over random flats of 1–12 rooms, random price lists (kinds, prices),
 * templates and settings: the total is the rooms' own lines plus each project row once (the largest
 * quantity among the rooms), with markups and discounts, the minimum order and one rounding as the settings
 * say; the installer's total never holds a material's money.
 */

const percentOf = (sum: number, pct: number) => oracle(BigInt(sum) * hundredths(pct), 10_000n);

const uids = ['a', 'b', 'c', 'd', 'e', 'f'];
const kindArb = fc.constantFrom<PriceItemKind>('material', 'work', 'service');
const itemArb = (uid: string) =>
  fc
    .record({
      kind: kindArb,
      unit: fc.constantFrom('m2' as const, 'mp' as const, 'pcs' as const),
      price: fc.integer({ min: 0, max: 500_000 }),
      installer: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
    })
    .map(({ kind, unit, price, installer }): PriceListItem => {
      const item: PriceListItem = { uid, name: `Позиция ${uid}`, category: '', kind, unit, price };
      // the owner may set work and services by hand; materials keep the default (nothing)
      if (installer !== undefined && kind !== 'material') item.installerPrice = installer;
      return item;
    });
const percentItemArb = fc.integer({ min: -2000, max: 2000 }).map(
  (x): PriceListItem => ({
    uid: 'p',
    name: 'Процент',
    category: '',
    kind: 'service',
    unit: 'percent',
    price: x / 100,
  }),
);
const listArb = fc
  .tuple(fc.tuple(...uids.map(itemArb)), percentItemArb)
  .map(([items, percent]) => [...items, percent]);

const sourceArb: fc.Arbitrary<QuantitySource> = fc.constantFrom(
  { kind: 'area' },
  { kind: 'perimeter' },
  { kind: 'manual' },
  { kind: 'fixed' },
  { kind: 'perimeterRounded', lengthMm: 2500 },
);
const rowArb = fc.record({
  group: fc.constantFrom<CalcGroup>('main', 'other', 'road', 'prochee'),
  itemUid: fc.constantFrom(...uids),
  source: sourceArb,
  perProject: fc.boolean(),
  work: fc.boolean(),
  percent: fc.boolean(),
});
/** A template: percent rows only among the room's own rows, bound to the percent item. */
const templateArb = fc
  .record({
    rows: fc.array(rowArb, { minLength: 1, maxLength: 8 }),
    minimum: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
  })
  .map(({ rows, minimum }) => {
    const t: CalcRows = { main: [], other: [], road: [], prochee: [], costs: [], scripts: [] };
    rows.forEach((r, i) => {
      const percent = r.percent && r.group !== 'road' && !r.perProject;
      const row: CalcRow = percent
        ? { id: `r${i}`, itemUid: 'p', source: { kind: 'percentOfAbove' } }
        : { id: `r${i}`, itemUid: r.itemUid, source: r.source };
      if (r.perProject && !percent) row.perProject = true;
      if (r.work) row.tags = ['work'];
      t[r.group].push(row);
    });
    t.scripts.push({ id: 'h', kind: 'heightCoefficient', thresholdM: 3, factor: 1.3, tag: 'work' });
    if (minimum !== undefined) t.scripts.push({ id: 'm', kind: 'minimumOrder', amount: minimum });
    return t;
  });
const roomArb = fc.record({
  template: fc.nat(2),
  geometry: fc.record({
    area: fc.integer({ min: 0, max: 6000 }).map((x) => x / 100),
    perimeter: fc.integer({ min: 0, max: 40_000 }).map((x) => x / 1000),
    extraCorners: fc.constant(0),
    curvedLength: fc.constant(0),
    corners: fc.constant(4),
    height: fc.integer({ min: 240, max: 400 }).map((x) => x / 100),
  }) as fc.Arbitrary<GeometryQuantities>,
  counts: fc.dictionary(
    fc.integer({ min: 0, max: 7 }).map((i) => `r${i}`),
    fc.integer({ min: 0, max: 2000 }).map((x) => x / 100),
  ),
  saleSelect: fc.integer({ min: 0, max: 3000 }).map((x) => x / 100),
  markupSelect: fc.integer({ min: 0, max: 3000 }).map((x) => x / 100),
});
const settingsArb: fc.Arbitrary<EstimateSettings> = fc
  .record({
    SMETA_PROCENT_SOOTNOSHENIE: fc.integer({ min: 0, max: 100 }),
    SMETA_ROUND: fc.boolean(),
    SMETA_ROUND_BY: fc.constantFrom(1, 10, 50, 100),
    SMETA_MARKUP: fc.integer({ min: 0, max: 3000 }).map((x) => x / 100),
    SMETA_POM: fc.boolean(),
  })
  .map((s) => ({ ...smetaDefaults, ...s }));
const flatArb = fc.record({
  list: listArb,
  templates: fc.array(templateArb, { minLength: 3, maxLength: 3 }),
  rooms: fc.array(roomArb, { minLength: 1, maxLength: 12 }),
  settings: settingsArb,
});
type Flat = typeof flatArb extends fc.Arbitrary<infer T> ? T : never;

function draftsOf(flat: Flat): EstimateDraftInput[] {
  return flat.rooms.map((room, i) => ({
    id: i + 1,
    name: `Комната ${i + 1}`,
    geometry: room.geometry,
    calculation: {
      ...flat.templates[room.template]!,
      counts: room.counts,
      saleSelect: room.saleSelect,
      markupSelect: room.markupSelect,
    },
    smeta_exclude: 0,
  }));
}

interface Pick {
  line: PricedLine;
  room: number;
}

/** The expected figures, from each room priced alone (its calculation screen) and the rules of the issue. */
function expected(flat: Flat) {
  const clientGroups: readonly string[] = calcGroups.filter((g) => g !== 'costs');
  let subtotal = 0;
  let markup = 0;
  let discount = 0;
  let installer = 0;
  let minimum = 0;
  const picks = new Map<string, Pick>();
  flat.rooms.forEach((room, i) => {
    const t = flat.templates[room.template]!;
    const screen = priceCalculation(t, room.geometry, room.counts, flat.list, flat.settings, room);
    let own = 0;
    for (const line of screen.lines) {
      if (!clientGroups.includes(line.group)) continue;
      if (!line.perProject) {
        own += line.amount;
        if (line.kind !== 'material') installer += line.installerAmount;
        continue;
      }
      const seen = picks.get(line.itemUid!);
      if (!seen || line.quantity > seen.line.quantity) picks.set(line.itemUid!, { line, room: i });
    }
    subtotal += own;
    markup += percentOf(own, room.markupSelect);
    discount += percentOf(own + percentOf(own, room.markupSelect), room.saleSelect);
    for (const rule of t.scripts) if (rule.kind === 'minimumOrder') minimum = Math.max(minimum, rule.amount);
  });
  const byRoom = new Map<number, number>();
  for (const { line, room } of picks.values()) {
    subtotal += line.amount;
    installer += line.installerAmount;
    byRoom.set(room, (byRoom.get(room) ?? 0) + line.amount);
  }
  for (const [room, sum] of byRoom) {
    const options = flat.rooms[room]!;
    markup += percentOf(sum, options.markupSelect);
    discount += percentOf(sum + percentOf(sum, options.markupSelect), options.saleSelect);
  }
  const beforeMinimum = subtotal + markup - discount;
  const client = Math.max(beforeMinimum, minimum);
  const step = flat.settings.SMETA_ROUND ? flat.settings.SMETA_ROUND_BY * 100 : 1;
  const total = Math.ceil(client / step) * step;
  const projectRows = [...picks.values()].filter((p) => p.line.quantity !== 0).length;
  return { subtotal, markup, discount, total, installer, projectRows };
}

describe('estimates of random flats', () => {
  it('total = the rooms’ own rows + each project row once, with markups, discounts, minimum and one rounding', () => {
    fc.assert(
      fc.property(flatArb, (flat) => {
        const doc = buildClientEstimate(
          input({ drafts: draftsOf(flat), settings: flat.settings, priceList: flat.list }),
        );
        const want = expected(flat);
        expect(doc.totals).toMatchObject({
          subtotal: want.subtotal,
          markup: want.markup,
          discount: want.discount,
          total: want.total,
        });
        expect(doc.blocks.reduce((sum, b) => sum + b.subtotal, 0)).toBe(want.subtotal);
        const project = doc.blocks.filter((b) => b.project);
        expect(project.length).toBeLessThanOrEqual(1);
        // each project row once: one row per project item, whatever number of rooms carry it
        const names = project.flatMap((b) => b.rows.map((r) => r.name));
        expect(new Set(names).size).toBe(names.length);
        expect(names.length).toBe(want.projectRows);
      }),
      { numRuns: 200 },
    );
  });

  it('the installer total never holds a material’s money and follows no client price of one', () => {
    fc.assert(
      fc.property(flatArb, fc.integer({ min: 1, max: 900_000 }), (flat, otherPrice) => {
        const build = (f: Flat) =>
          buildInstallerEstimate({
            ...input({ drafts: draftsOf(f), settings: f.settings, priceList: f.list }),
            installer: { name: 'Монтажник' },
          });
        const doc = build(flat);
        expect(doc.totals.total).toBe(expected(flat).installer);
        const rows = doc.blocks.flatMap((b) => b.rows);
        for (const row of rows.filter((r) => r.kind === 'material')) {
          expect(row.price).toBeNull();
          expect(row.amount).toBeNull();
        }
        // the materials' client prices change: the installer's total does not
        const repriced = flat.list.map((item) =>
          item.kind === 'material' ? { ...item, price: otherPrice } : item,
        );
        expect(build({ ...flat, list: repriced }).totals.total).toBe(doc.totals.total);
      }),
      { numRuns: 150 },
    );
  });

  it('a room not measured is only named: the estimate is that of the measured rooms alone', () => {
    const missing = { state: 'missing', missing: ['диагональ BD'] } as const;
    fc.assert(
      fc.property(flatArb, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (flat, unmeasured) => {
        const all = draftsOf(flat).map((d, i) => (unmeasured[i] ? { ...d, readiness: missing } : d));
        const measured = all.filter((_, i) => !unmeasured[i]);
        for (const build of [buildClientEstimate, buildInstallerEstimate]) {
          const make = (drafts: EstimateDraftInput[]) =>
            build({ ...input({ drafts, settings: flat.settings, priceList: flat.list }), installer: null });
          const doc = make(all);
          const alone = make(measured);
          expect(doc.totals).toEqual(alone.totals);
          expect(doc.blocks.map((b) => [b.title, b.subtotal])).toEqual(
            alone.blocks.map((b) => [b.title, b.subtotal]),
          );
          expect(doc.unmeasured.map((u) => u.draftId)).toEqual(
            all.filter((_, i) => unmeasured[i]).map((d) => d.id),
          );
        }
      }),
      { numRuns: 100 },
    );
  });
});
