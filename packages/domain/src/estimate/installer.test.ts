import { describe, expect, it } from 'vitest';
import { priceCalculation } from '../pricing/calculate.js';
import { defaultPriceList } from '../pricing/price-list.js';
import { defaultCalculatorTemplate, newCalculationFromTemplate } from '../pricing/template.js';
import { buildInstallerEstimate } from './build.js';
import { drafts, input, settings } from './estimate.fixture.js';
import type { InstallerEstimateInput } from './types.js';

const installer = { name: 'Сидоров Алексей', phone: '+7 926 000-00-02' };
const build = (s: Partial<typeof settings> = {}, rest: Partial<InstallerEstimateInput> = {}) =>
  buildInstallerEstimate({ ...input({ settings: { ...settings, ...s } }), installer, ...rest });

function numbersIn(value: unknown, out: Set<number> = new Set()): Set<number> {
  if (typeof value === 'number') out.add(value);
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) numbersIn(v, out);
  return out;
}

describe('installer estimate', () => {
  it('prices the same rooms at installer prices, only the paid work', () => {
    const doc = build();
    expect(doc).toMatchObject({ kind: 'installer', title: 'Смета монтажа', customText: null });
    expect(doc.header.installer).toEqual(installer);
    expect(doc.header.validUntil).toBeNull();
    expect(doc.blocks.map((b) => b.title)).toEqual(['Гостиная', 'Спальня']);
    // materials are listed to be mounted, with no money; work at 30 % of its list price; the trip and
    // the delivery are services that pay the installer nothing and are left out (so no project block)
    expect(doc.blocks[0]!.rows.map((r) => [r.name, r.kind, r.quantity, r.price, r.amount])).toEqual([
      ['Полотно ПВХ матовое, белое', 'material', 19.76, null, null],
      ['Профиль стеновой ПВХ (багет)', 'material', 20, null, null],
      ['Вставка маскировочная', 'material', 18, null, null],
      ['Монтаж полотна', 'work', 19.76, 10_500, 207_480],
      ['Установка точечного светильника', 'work', 4, 13_500, 54_000],
    ]);
    // Гостиная 105 × 19.76 + 135 × 4 = 2 074.80 + 540 = 2 614.80 ₽;
    // Спальня 105 × 9 + 135 × 2 + 270 × 1 (30 % of the 900 ₽ mount) = 945 + 270 + 270 = 1 485 ₽
    expect(doc.blocks.map((b) => b.subtotal)).toEqual([261_480, 148_500]);
    // 2 614.80 + 1 485 = 4 099.80 ₽, not rounded
    expect(doc.totals).toEqual({
      subtotal: 409_980,
      markup: 0,
      discount: 0,
      discountPercent: null,
      minimumOrder: 0,
      rounding: 0,
      total: 409_980,
    });
    expect(JSON.stringify(doc)).not.toContain('Кладовка');
  });

  it('equals the installer total of the calculation screen', () => {
    const [living] = drafts();
    const screen = priceCalculation(living!.calculation, living!.geometry, { spots: 4 }, [], settings);
    expect(build({}, { drafts: [living!] }).totals.total).toBe(screen.totals.installer);
  });

  it('never carries a client price, amount, markup, discount or the minimum order', () => {
    // Client prices with distinctive figures; installer prices set apart from them.
    const list = defaultPriceList().map((item, i) => ({
      ...item,
      price: item.unit === 'percent' ? item.price : 1_234_567 + i * 1_001,
      installerPrice: item.unit === 'percent' ? 0 : 50_000 + i * 100,
    }));
    const calc = newCalculationFromTemplate([defaultCalculatorTemplate()], list);
    const room = drafts()[0]!;
    const draft = { ...room, calculation: { ...calc, counts: { spots: 4 }, saleSelect: 7, markupSelect: 3 } };
    const client = priceCalculation(
      draft.calculation,
      room.geometry,
      { spots: 4 },
      list,
      settings,
      draft.calculation,
    );
    const doc = build({ SMETA_MARKUP: 11 }, { drafts: [draft] });
    const seen = numbersIn(doc);
    const clientFigures = [
      ...client.lines.flatMap((l) => [l.price, l.amount]),
      client.totals.subtotal,
      client.totals.discount,
      client.totals.markup,
      client.totals.total,
    ].filter((x) => x !== 0);
    for (const figure of clientFigures) expect(seen.has(figure)).toBe(false);
    expect(doc.totals.total).toBe(client.totals.installer);
  });

  it('follows SMETA_PROCENT_SOOTNOSHENIE for items without an installer price', () => {
    // 50 % of the 350 ₽ mounting = 175 ₽; the film stays a material with no money
    const half = build({ SMETA_PROCENT_SOOTNOSHENIE: 50 }).blocks[0]!.rows;
    expect(half[3]).toMatchObject({ name: 'Монтаж полотна', price: 17_500 });
    expect(half[0]).toMatchObject({ name: 'Полотно ПВХ матовое, белое', price: null });
    const nothing = build({ SMETA_PROCENT_SOOTNOSHENIE: 0 });
    // only the materials to mount are left
    expect(nothing.blocks[0]!.rows.map((r) => [r.name, r.amount])).toEqual([
      ['Полотно ПВХ матовое, белое', null],
      ['Профиль стеновой ПВХ (багет)', null],
      ['Вставка маскировочная', null],
    ]);
    expect(nothing.totals.total).toBe(0);
  });

  it('applies the display switches and its own signature lines', () => {
    const doc = build({ SMETA_POM: false, SMETA_STOIMOST: false, SMETA_SIGN: true, SMETA_SKETCH: true });
    expect(doc.blocks).toHaveLength(1);
    expect(doc.blocks[0]!.rooms.map((r) => r.sketchSvg)).toEqual([
      '<svg id="living"></svg>',
      '<svg id="bedroom"></svg>',
    ]);
    expect(doc.blocks[0]!.rows.every((r) => r.price === null && r.amount === null)).toBe(true);
    expect(doc.blocks[0]!.subtotal).toBe(409_980);
    expect(doc.signatures).toEqual([
      { role: 'Монтажник', name: 'Сидоров Алексей' },
      { role: 'Представитель компании', name: 'Петров Илья' },
    ]);
    expect(build({ SMETA_SIGN: false }).signatures).toEqual([]);
    expect(build({ SMETA_CUSTOM: 'Гарантия' }).customText).toBeNull();
  });

  it('works before an installer is assigned', () => {
    const doc = build({}, { installer: null });
    expect(doc.header.installer).toBeNull();
    expect(doc.signatures[0]).toEqual({ role: 'Монтажник', name: null });
  });
});
