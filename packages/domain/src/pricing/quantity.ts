import { mulDiv, nonNegative, toHundredths } from './arithmetic.js';
import type { CalcRow, GeometryQuantities } from './types.js';

/**
 * A row's quantity in integer hundredths of its unit (1976 = 19,76 м²), so that amounts are exact.
 * Quantities are shown with two decimals and priced exactly as shown. Percent rows have no quantity of
 * their own (0 here); their percentage is the row's price.
 */
export function rowQuantity(
  row: CalcRow,
  geometry: GeometryQuantities,
  counts: Readonly<Record<string, number>>,
): number {
  const source = row.source;
  switch (source.kind) {
    case 'area':
      return toHundredths(nonNegative(geometry.area));
    case 'areaWithWaste': {
      const waste = toHundredths(nonNegative(source.wastePercent));
      return mulDiv(toHundredths(nonNegative(geometry.area)), 10_000 + waste, 10_000);
    }
    case 'perimeter':
      return toHundredths(nonNegative(geometry.perimeter));
    case 'perimeterRounded': {
      const perimeterMm = Math.round(nonNegative(geometry.perimeter) * 1000);
      const lengthMm = Math.round(nonNegative(source.lengthMm));
      if (lengthMm === 0) return Math.ceil(perimeterMm / 10);
      const pieces = Math.ceil(perimeterMm / lengthMm);
      return mulDiv(pieces, lengthMm, 10);
    }
    case 'extraCorners':
      return Math.round(nonNegative(geometry.extraCorners)) * 100;
    case 'curvedLength':
      return toHundredths(nonNegative(geometry.curvedLength));
    case 'manual': {
      const typed = counts[row.id];
      return toHundredths(nonNegative(typed ?? source.defaultCount));
    }
    case 'points': {
      const placed = Math.round(nonNegative(geometry.points?.[source.pointKind] ?? 0));
      return placed > 0 ? placed * 100 : toHundredths(nonNegative(counts[row.id] ?? 0));
    }
    case 'fixed':
      return 100;
    case 'percentOfAbove':
      return 0;
  }
}

/** Number of whole profile lengths a perimeter needs (shown next to the rounded quantity). */
export function profileLengths(perimeterM: number, lengthMm: number): number {
  const length = Math.round(nonNegative(lengthMm));
  if (length === 0) return 0;
  return Math.ceil(Math.round(nonNegative(perimeterM) * 1000) / length);
}
