import { formatNumber } from './number.js';

/** Area in square metres, two decimals: `12.45` → `12,45 м²`. */
export function formatArea(squareMetres: number): string {
  if (!Number.isFinite(squareMetres)) return '—';
  return `${formatNumber(squareMetres, { fractionDigits: 2 })}\u00a0м²`;
}

/**
 * Lengths are stored in integer millimetres; measurers say centimetres: `2455` → `245,5 см`,
 * `3000` → `300 см`.
 */
export function formatLengthCm(mm: number): string {
  if (!Number.isFinite(mm)) return '—';
  return `${formatNumber(mm / 10, { maxFractionDigits: 1 })}\u00a0см`;
}

/** Running metres for perimeters and profiles: `12340` mm → `12,34 м.п.`. */
export function formatRunningMetres(mm: number): string {
  if (!Number.isFinite(mm)) return '—';
  return `${formatNumber(mm / 1000, { fractionDigits: 2 })}\u00a0м.п.`;
}
