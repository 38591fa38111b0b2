import { withItemPrices } from './template.js';
import {
  type CalcGroup,
  type CalcRow,
  type Calculation,
  calcGroups,
  type PriceListItem,
  type QuantitySource,
} from './types.js';

/**
 * Changes to one room's calculation: the item a row is priced at, rows added from the price list, rows
 * taken out. They change this draft's copy of the rows only; the calculator it came from stays the default
 * for new rooms.
 */

/** Where a row is, or null. */
export function groupOfRow(calculation: Calculation, rowId: string): CalcGroup | null {
  return calcGroups.find((g) => calculation[g].some((r) => r.id === rowId)) ?? null;
}

function rowOf(calculation: Calculation, rowId: string): CalcRow | null {
  const group = groupOfRow(calculation, rowId);
  return group ? (calculation[group].find((r) => r.id === rowId) ?? null) : null;
}

/**
 * Items a row may be swapped for: the others of its item's category (the canvases for a canvas), in the
 * same unit, since the row's quantity (an area, a length, a count) stays what it was. None for a row with
 * no item or a percent row.
 */
export function swapChoices(
  calculation: Calculation,
  rowId: string,
  priceList: readonly PriceListItem[],
): PriceListItem[] {
  const row = rowOf(calculation, rowId);
  if (!row?.itemUid || row.source.kind === 'percentOfAbove') return [];
  const current = priceList.find((i) => i.uid === row.itemUid);
  const unit = current?.unit ?? row.unit;
  if (!current || unit === 'percent') return [];
  return priceList.filter((i) => i.category === current.category && i.unit === unit);
}

/** The row priced at another item with today's prices; its quantity, tags and «на объект» stay. */
export function swapRowItem(calculation: Calculation, rowId: string, item: PriceListItem): Calculation {
  const group = groupOfRow(calculation, rowId);
  if (!group) return calculation;
  return {
    ...calculation,
    [group]: calculation[group].map((r) => (r.id === rowId ? withItemPrices(r, item) : r)),
  };
}

/** A row id not taken in the calculation: «add-1», «add-2», … */
function freeRowId(calculation: Calculation): string {
  const taken = new Set(calcGroups.flatMap((g) => calculation[g].map((r) => r.id)));
  let k = 1;
  while (taken.has(`add-${k}`)) k++;
  return `add-${k}`;
}

/** Items that can be added with a quantity: every one but percentages (they have no quantity). */
export const addableItems = (priceList: readonly PriceListItem[]) =>
  priceList.filter((i) => i.unit !== 'percent');

/**
 * A price-list item added to the room with the quantity typed (in the item's unit, two decimals), at the
 * end of «Дополнительно»; the quantity stays a hand count the user can change. Returns the new row's id
 * with the calculation.
 */
export function addItemRow(
  calculation: Calculation,
  item: PriceListItem,
  quantity: number,
): { calculation: Calculation; rowId: string } {
  const id = freeRowId(calculation);
  const source: QuantitySource = { kind: 'manual' };
  const row = withItemPrices({ id, source }, item);
  const count = Number.isFinite(quantity) && quantity > 0 ? Math.round(quantity * 100) / 100 : 0;
  return {
    rowId: id,
    calculation: {
      ...calculation,
      other: [...calculation.other, row],
      counts: { ...calculation.counts, [id]: count },
    },
  };
}

/** The row taken out of this room's calculation, with its hand count. */
export function removeRow(calculation: Calculation, rowId: string): Calculation {
  const group = groupOfRow(calculation, rowId);
  if (!group) return calculation;
  const counts = { ...calculation.counts };
  delete counts[rowId];
  return { ...calculation, [group]: calculation[group].filter((r) => r.id !== rowId), counts };
}
