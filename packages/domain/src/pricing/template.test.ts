import { describe, expect, it } from 'vitest';
import { priceCalculation } from './calculate.js';
import { defaultPriceList } from './price-list.js';
import { smetaDefaults } from './settings.fixture.js';
import { defaultCalculatorTemplate, newCalculationFromTemplate, refreshPrices } from './template.js';
import type { CalculatorTemplate, GeometryQuantities, PriceListItem } from './types.js';

const room: GeometryQuantities = { area: 10, perimeter: 13, extraCorners: 0, curvedLength: 0, corners: 4 };

function template(id: number, isDefault: 0 | 1, extra: Partial<CalculatorTemplate> = {}): CalculatorTemplate {
  return { ...defaultCalculatorTemplate(), id, name: `Шаблон ${id}`, default: isDefault, ...extra };
}

describe('newCalculationFromTemplate (docs/spec.md §4)', () => {
  it('takes the default template, else the first', () => {
    const list = defaultPriceList();
    expect(newCalculationFromTemplate([template(1, 0), template(2, 1)], list).calc).toBe(2);
    expect(newCalculationFromTemplate([template(5, 0), template(6, 0)], list).calc).toBe(5);
  });

  it('copies type, currency, rows, scripts and sales; schema 2; no discount, no counts', () => {
    const t = template(3, 1, { type: 4, currency: 'руб', sales: [0, 7] });
    const c = newCalculationFromTemplate([t], defaultPriceList());
    expect(c).toMatchObject({ calc: 3, type: 4, schema: 2, currency: 'руб', sales: [0, 7] });
    expect(c).toMatchObject({ saleSelect: 0, markupSelect: 0, counts: {} });
    expect(c.main.map((r) => r.id)).toEqual(t.main.map((r) => r.id));
    expect(c.scripts).toEqual(t.scripts);
    for (const group of ['other', 'road', 'prochee', 'costs'] as const) {
      expect(c[group].map((r) => r.id)).toEqual(t[group].map((r) => r.id));
    }
  });

  it("saves each item's kind into its row with the prices, and keeps a row's «на объект» mark", () => {
    const t = template(3, 1);
    t.other[0] = { ...t.other[0]!, perProject: true };
    const c = newCalculationFromTemplate([t], defaultPriceList());
    expect(c.main.map((r) => [r.id, r.kind])).toEqual([
      ['film', 'material'],
      ['profile', 'material'],
      ['insert', 'material'],
      ['mounting', 'work'],
    ]);
    expect(c.road.map((r) => r.kind)).toEqual(['service', 'service']);
    expect(c.other[0]).toMatchObject({ perProject: true });
    // the list changes an item's kind: refreshing the prices takes it, and says the row changed
    const list = defaultPriceList().map((i) => (i.uid === 'insert' ? { ...i, kind: 'work' as const } : i));
    const refreshed = refreshPrices(c, list);
    expect(refreshed.changed).toEqual(['insert']);
    expect(refreshed.calculation.main[2]).toMatchObject({ kind: 'work' });
  });

  it('defaults currency «руб.» and type 1; without templates an empty calculation', () => {
    const c = newCalculationFromTemplate([], []);
    expect(c).toMatchObject({
      calc: 0,
      type: 1,
      schema: 2,
      currency: 'руб.',
      main: [],
      scripts: [],
      sales: [],
    });
    const blank = template(9, 1, { currency: '' });
    expect(newCalculationFromTemplate([blank], []).currency).toBe('руб.');
  });

  it('is a copy: editing the calculation leaves the template as it was', () => {
    const t = template(1, 1);
    const c = newCalculationFromTemplate([t], defaultPriceList());
    c.main[0]!.source = { kind: 'areaWithWaste', wastePercent: 5 };
    c.main[3]!.tags!.push('x');
    c.sales.push(50);
    expect(t.main[0]!.source).toEqual({ kind: 'area' });
    expect(t.main[3]!.tags).toEqual(['work']);
    expect(t.sales).toEqual([0, 3, 5, 10]);
  });
});

describe('saved prices and refreshPrices', () => {
  const raise = (list: PriceListItem[]) =>
    list.map((i) => (i.uid === 'pvh-mat' ? { ...i, price: 50_000 } : i));

  it('a saved calculation keeps its prices when the list changes, until refreshed', () => {
    const list = defaultPriceList();
    const c = newCalculationFromTemplate([defaultCalculatorTemplate()], list);
    expect(c.main[0]).toMatchObject({
      itemUid: 'pvh-mat',
      name: 'Полотно ПВХ матовое, белое',
      unit: 'm2',
      price: 45_000,
    });
    const newer = raise(list);
    const before = priceCalculation(c, room, {}, newer, smetaDefaults).lines[0]!;
    expect(before.amount).toBe(450_000);

    const { calculation, changed, missing } = refreshPrices(c, newer);
    expect(changed).toEqual(['film']);
    expect(missing).toEqual([]);
    expect(priceCalculation(calculation, room, {}, newer, smetaDefaults).lines[0]!.amount).toBe(500_000);
    expect(c.main[0]!.price).toBe(45_000);
  });

  it('reports nothing changed when the list is the same, and keeps rows whose item is gone', () => {
    const list = defaultPriceList();
    const c = newCalculationFromTemplate([defaultCalculatorTemplate()], list);
    expect(refreshPrices(c, list).changed).toEqual([]);
    const without = list.filter((i) => i.uid !== 'spot');
    const r = refreshPrices(c, without);
    expect(r.missing).toEqual(['spots']);
    expect(r.calculation.other.find((row) => row.id === 'spots')).toMatchObject({ price: 45_000 });
  });

  it('drops a saved installer price the list no longer sets, so the setting applies again', () => {
    const list = defaultPriceList();
    const c = newCalculationFromTemplate([defaultCalculatorTemplate()], list);
    const trip = c.road.find((r) => r.id === 'measurer')!;
    expect(trip.installerPrice).toBe(0);
    const edited = list.map((i) => {
      if (i.uid !== 'measurer') return i;
      const { installerPrice: _drop, ...rest } = i;
      return rest;
    });
    const r = refreshPrices(c, edited);
    expect(r.changed).toEqual(['measurer']);
    expect(r.calculation.road.find((row) => row.id === 'measurer')!.installerPrice).toBeUndefined();
  });
});

describe('defaultPriceList', () => {
  it('has the items of issue 5 with unique uids, all bound by the default template', () => {
    const list = defaultPriceList();
    const uids = new Set(list.map((i) => i.uid));
    expect(uids.size).toBe(list.length);
    const t = defaultCalculatorTemplate();
    for (const row of [...t.main, ...t.other, ...t.road]) expect(uids.has(row.itemUid!)).toBe(true);
    const names = list.map((i) => i.name).join('\n');
    for (const word of [
      'матовое',
      'сатиновое',
      'глянцевое',
      'цветное',
      'тканевое',
      'Профиль',
      'Угол',
      'трубы',
      'светильника',
      'люстру',
      'Монтаж',
      'замерщика',
      'Доставка',
    ]) {
      expect(names).toContain(word);
    }
    for (const item of list) expect(Number.isInteger(item.price)).toBe(true);
  });
});
