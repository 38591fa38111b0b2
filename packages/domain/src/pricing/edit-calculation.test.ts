import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCalculation } from './calculate.js';
import { addItemRow, removeRow, swapChoices, swapRowItem } from './edit-calculation.js';
import { defaultPriceList } from './price-list.js';
import { defaultCalculatorTemplate, newCalculationFromTemplate } from './template.js';
import { calcGroups, type GeometryQuantities } from './types.js';

const list = defaultPriceList();
const item = (uid: string) => list.find((i) => i.uid === uid)!;
const fresh = () => newCalculationFromTemplate([defaultCalculatorTemplate()], list);
// 5.20 × 3.80 m: 19,76 m², 18,00 m
const room: GeometryQuantities = { area: 19.76, perimeter: 18, extraCorners: 0, curvedLength: 0, corners: 4 };
const settings = { SMETA_PROCENT_SOOTNOSHENIE: 30, SMETA_ROUND: false, SMETA_ROUND_BY: 1, SMETA_MARKUP: 0 };
const price = (c: ReturnType<typeof fresh>) => priceCalculation(c, room, c.counts, [], settings, c);

describe('one room priced with what is installed', () => {
  it('offers the canvases for the canvas row, nothing for a row without an item', () => {
    expect(swapChoices(fresh(), 'film', list).map((i) => i.uid)).toEqual([
      'pvh-mat',
      'pvh-satin',
      'pvh-glossy',
      'pvh-color',
      'fabric',
    ]);
    expect(swapChoices(fresh(), 'nope', list)).toEqual([]);
  });

  it('swaps the matte canvas for satin: 19,76 m² × 490 ₽ = 9 682,40 ₽ instead of 8 892,00 ₽', () => {
    const before = price(fresh());
    const swapped = swapRowItem(fresh(), 'film', item('pvh-satin'));
    const line = price(swapped).lines.find((l) => l.rowId === 'film')!;
    expect(line).toMatchObject({
      itemUid: 'pvh-satin',
      name: 'Полотно ПВХ сатиновое, белое',
      amount: 968_240,
    });
    expect(price(swapped).totals.subtotal - before.totals.subtotal).toBe(79_040);
    expect(swapped.main.find((r) => r.id === 'film')?.source).toEqual({ kind: 'area' });
  });

  it('adds an item with its quantity and removes a row with its count', () => {
    const { calculation, rowId } = addItemRow(fresh(), item('curved'), 2.5);
    expect(rowId).toBe('add-1');
    // 2,50 м.п. × 700 ₽ = 1 750 ₽
    expect(price(calculation).lines.find((l) => l.rowId === rowId)).toMatchObject({
      quantity: 2.5,
      amount: 175_000,
    });
    expect(addItemRow(calculation, item('spot'), 1).rowId).toBe('add-2');
    const removed = removeRow(calculation, rowId);
    expect(removed.other.some((r) => r.id === rowId)).toBe(false);
    expect(removed.counts).not.toHaveProperty(rowId);
  });

  it('law: the template stays as it was, whatever is done to a room made from it', () => {
    const template = defaultCalculatorTemplate();
    const before = JSON.stringify(template);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...list.filter((i) => i.unit !== 'percent').map((i) => i.uid)), {
          maxLength: 6,
        }),
        (uids) => {
          let c = newCalculationFromTemplate([template], list);
          for (const uid of uids) c = addItemRow(c, item(uid), 1).calculation;
          c = swapRowItem(c, 'film', item('fabric'));
          c = removeRow(c, 'spots');
          const ids = calcGroups.flatMap((g) => c[g].map((r) => r.id));
          expect(new Set(ids).size).toBe(ids.length);
          expect(JSON.stringify(template)).toBe(before);
        },
      ),
    );
  });
});
