import {
  buildOutline,
  defaultCalculatorTemplate,
  defaultPriceList,
  newCalculationFromTemplate,
} from '@glad/domain';
import { describe, expect, it } from 'vitest';
import { estimatePdfDefinition } from '../documents/pdf-definition';
import { UNMEASURED_TITLE, unmeasuredLines } from './document-text';
import { context } from './estimate-context.fixture';
import { projectEstimate } from './project-estimate';
import { projectPrices } from './project-prices';

/*
 * Decision 0024 on the offline copy's rows: a project of «Гостиная» (5.20 × 3.80 m by its right angles,
 * 4 spots: 24 228 ₽, plus the trip and the delivery 2 500 ₽ → 26 728 → 26 730 ₽) and «Кухня», whose sides
 * were typed but not its diagonal BD. An older save stored 12 m² for the kitchen from the rough sketch;
 * priced, that would add 12 × 450 ₽ of film and more. It is named, and the total stays 26 730 ₽.
 */

const c = newCalculationFromTemplate([defaultCalculatorTemplate()], defaultPriceList());
const living = buildOutline({ sides: [5200, 3800, 5200, 3800], orthogonal: true });
type Row = Record<string, unknown> & { id: number };

const rows: Row[] = [
  {
    id: 11,
    name: 'Гостиная',
    smeta_exclude: 0,
    ploshad: living.area,
    perimetr: 18_000,
    polygons: {
      L1: { coords: living.points, mode: 'ortho', sides: [5200, 3800, 5200, 3800], diagonals: [] },
      comment: '',
    },
    ...c,
    counts: { spots: 4 },
  },
  {
    id: 12,
    name: 'Кухня',
    smeta_exclude: 0,
    ploshad: 12,
    perimetr: 14_000,
    polygons: {
      L1: {
        coords: [
          { x: 0, y: 0 },
          { x: 4000, y: 0 },
          { x: 4000, y: 3000 },
          { x: 0, y: 3000 },
        ],
        mode: 'measure',
        sides: [4000, 3000, 4000, 3000],
        diagonals: [],
      },
      comment: '',
    },
    ...c,
    counts: { spots: 6 },
  },
];

const estimate = (kind: 'client' | 'installer', drafts = rows) =>
  projectEstimate({
    kind,
    project: { id: 5, name: 'Квартира на Лесной' },
    client: { name: 'Иванова Мария Петровна' },
    drafts,
    context,
    installerId: null,
    date: '2026-02-20',
  });

describe('an estimate of a project with a room not fully measured', () => {
  it('names the room with the reading it lacks and leaves it out of the total', () => {
    const doc = estimate('client');
    expect(doc.unmeasured).toEqual([
      { draftId: 12, name: 'Кухня', note: 'Не хватает замеров: диагональ BD' },
    ]);
    expect(doc.blocks.map((b) => b.title)).toEqual(['Гостиная', 'На весь объект']);
    expect(doc.totals.total).toBe(2_673_000);
    expect(unmeasuredLines(doc)).toEqual(['Кухня — не хватает замеров: диагональ BD']);
    const pdf = JSON.stringify(estimatePdfDefinition(doc));
    expect(pdf).toContain(UNMEASURED_TITLE);
    expect(pdf).toContain('Кухня — не хватает замеров: диагональ BD');
  });

  it('the installer gets no rows of it either', () => {
    const doc = estimate('installer');
    expect(doc.blocks.map((b) => b.title)).not.toContain('Кухня');
    expect(doc.unmeasured.map((u) => u.name)).toEqual(['Кухня']);
    expect(doc.totals.total).toBe(estimate('installer', [rows[0]!]).totals.total);
  });

  it('the project page gives the measured room its price and the other none', () => {
    const prices = projectPrices(estimate('client'));
    // 19.76 × 450 + 20 × 250 + 18 × 90 + 19.76 × 350 + 4 × 450 = 24 228 ₽
    expect([...prices.rooms]).toEqual([[11, 2_422_800]]);
    expect(prices.total).toBe(2_673_000);
  });

  it('once its diagonal is typed, it is priced like any room', () => {
    const kitchen = rows[1]!;
    const polygons = kitchen.polygons as { L1: Record<string, unknown>; comment: string };
    const measured = {
      ...kitchen,
      polygons: { ...polygons, L1: { ...polygons.L1, diagonals: [{ from: 'B', to: 'D', length: 5000 }] } },
    };
    const doc = estimate('client', [rows[0]!, measured]);
    expect(doc.unmeasured).toEqual([]);
    expect(doc.blocks.map((b) => b.title)).toEqual(['Гостиная', 'Кухня', 'На весь объект']);
    expect(projectPrices(doc).rooms.has(12)).toBe(true);
  });
});
