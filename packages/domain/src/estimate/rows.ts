import type { CalcGroup, PricedLine, PriceItemKind, PriceUnit } from '../pricing/types.js';
import type { EstimateKind, EstimateRow, EstimateSettings } from './types.js';

/** A line as one side (client or installer) sees it, before the display switches are applied. */
export interface SideRow {
  /** Merge key: the same item at the same price (or the same percentage) is one row across rooms. */
  mergeKey: string;
  name: string;
  group: CalcGroup;
  kind: PriceItemKind;
  unit: PriceUnit;
  quantity: number;
  percent: number | null;
  /** false: a material on the installer's estimate that pays him nothing, listed to be mounted, no money. */
  money: boolean;
  price: number;
  amount: number;
}

/**
 * The lines a side's document shows: never the company's own costs or the minimum-order line (that one is
 * a project total); only lines that are ordered (quantity ≠ 0). For the installer: materials as quantities
 * to mount, with no money unless the owner set them an installer price; work and services only when they
 * pay him (a measurer's trip or a delivery with installer price 0 stays off his estimate).
 */
export function sideRows(lines: readonly PricedLine[], kind: EstimateKind): SideRow[] {
  const rows: SideRow[] = [];
  for (const line of lines) {
    if (line.group === 'costs' || line.group === 'scripts') continue;
    const installer = kind === 'installer';
    const amount = installer ? line.installerAmount : line.amount;
    const id = line.itemUid ? `item:${line.itemUid}` : `name:${line.name}`;
    if (line.percent) {
      const percent = installer ? line.percent.installer : line.percent.client;
      if (amount === 0) continue;
      rows.push({
        mergeKey: `${id}|%|${percent}`,
        name: line.name,
        group: line.group,
        kind: line.kind,
        unit: 'percent',
        quantity: 0,
        percent,
        money: true,
        price: 0,
        amount,
      });
      continue;
    }
    if (line.quantity === 0) continue;
    const toMount = installer && line.kind === 'material' && amount === 0;
    if (installer && amount === 0 && !toMount) continue;
    const price = installer ? line.installerPrice : line.price;
    rows.push({
      mergeKey: `${id}|${line.unit}|${toMount ? '-' : price}`,
      name: line.name,
      group: line.group,
      kind: line.kind,
      unit: line.unit,
      quantity: line.quantity,
      percent: null,
      money: !toMount,
      price,
      amount,
    });
  }
  return rows;
}

/**
 * Rows of several rooms merged by item (SMETA_POM off), in order of first appearance. Quantities are
 * summed in hundredths so 0.1 + 0.2 stays 0.3; amounts are the sums of the rooms' rounded amounts.
 */
export function mergeRows(rooms: readonly SideRow[][]): SideRow[] {
  const merged = new Map<string, SideRow>();
  for (const rows of rooms) {
    for (const row of rows) {
      const seen = merged.get(row.mergeKey);
      if (!seen) {
        merged.set(row.mergeKey, { ...row });
        continue;
      }
      seen.quantity = (Math.round(seen.quantity * 100) + Math.round(row.quantity * 100)) / 100;
      seen.amount += row.amount;
    }
  }
  return [...merged.values()];
}

/** The display switches: hidden values become null. */
export function displayRows(
  rows: readonly SideRow[],
  settings: EstimateSettings,
  prefix: string,
): EstimateRow[] {
  return rows.map((row, i) => {
    const isPercent = row.percent !== null;
    const showQuantity = settings.SMETA_QUAN && !isPercent;
    return {
      key: `${prefix}-${i}`,
      name: row.name,
      group: row.group,
      kind: row.kind,
      quantity: showQuantity ? row.quantity : null,
      unit: isPercent ? 'percent' : showQuantity ? row.unit : null,
      percent: row.percent,
      price: settings.SMETA_STOIMOST && row.money && !isPercent ? row.price : null,
      amount: settings.SMETA_STOIMOST && row.money ? row.amount : null,
    };
  });
}
