import type { Point } from '../geometry/types.js';

/*
 * Reading stored records defensively: drafts are loose records (written by this app, another device or
 * another version), so a malformed part is left out rather than guessed at.
 */

export type Loose = Readonly<Record<string, unknown>>;

export const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A finite number, else 0. */
export const finite = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export const isPoint = (v: unknown): v is Point =>
  isObject(v) &&
  typeof v.x === 'number' &&
  Number.isFinite(v.x) &&
  typeof v.y === 'number' &&
  Number.isFinite(v.y);

/** At least three well-formed points (an outline), copied; else null. */
export function outlinePoints(v: unknown): Point[] | null {
  return Array.isArray(v) && v.length >= 3 && v.every(isPoint) ? v.map((p) => ({ x: p.x, y: p.y })) : null;
}
