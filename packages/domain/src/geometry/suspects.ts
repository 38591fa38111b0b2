/**
 * Which reading to re-measure when the readings disagree: Baarda's data snooping, made sturdy for the
 * large errors of a mistyped reading by looking at two outlines of the same readings:
 * - the built one (trilaterated from the readings needed, so the spare ones show their misfits there
 *   untouched): which readings take part in a check, and which cannot be told apart from each other;
 * - the adjusted one (least squares of all readings): which reading explains the disagreement best — the
 *   largest residual over its standard deviation (normalised residual).
 * The two differ when a large error makes the adjustment fold a nearly flat triangle and hide there; the
 * built outline still shows where the check really is.
 *
 * One spare reading (a control diagonal) detects an error but cannot locate it: all readings it checks are
 * tied and all are named. With more spare readings the wrong one usually stands out alone; then the other
 * readings also say what it should have been.
 */
import { adjust, snoop } from './least-squares.js';
import { distance } from './polygon.js';
import type { Measurement } from './trilaterate.js';
import type { Point } from './types.js';

/** Redundancy under this: nothing checks the reading (a real check can be weak: a big error leaks through it). */
const CHECKED_AT_ALL = 1e-9;
/** Redundancy under this: the normalised residual divides by almost nothing and means little. */
const MEASURABLE = 1e-4;
/** Residuals this correlated cannot be told apart. */
const SAME_SUSPECT = 0.98;

export interface SuspectReport {
  /** Measurement indices: the one most likely wrong, or the tied ones in input order. */
  suspects: number[];
  /** When there is one suspect: its length as the other readings put it, mm. */
  expected?: number;
}

export function findSuspects(
  built: readonly Point[],
  adjusted: readonly Point[],
  ms: readonly Measurement[],
  weights: readonly number[],
): SuspectReport {
  const atBuilt = snoop(built, ms, weights);
  const atAdjusted = snoop(adjusted, ms, weights);
  const real = ms.map((_, i) => i).filter((i) => ms[i]!.kind !== 'pseudo' && weights[i] !== 0);
  const members = real.filter(
    (i) => atBuilt.redundancy[i]! >= CHECKED_AT_ALL || atAdjusted.redundancy[i]! >= CHECKED_AT_ALL,
  );
  if (!members.length) return { suspects: [] };
  // The main suspect must be clearly checked in both outlines: a reading checked only in the adjusted one
  // is checked by a fold the error made, not by the readings.
  const pool =
    [
      members.filter((i) => atBuilt.redundancy[i]! >= MEASURABLE && atAdjusted.redundancy[i]! >= MEASURABLE),
      members.filter((i) => atBuilt.redundancy[i]! >= MEASURABLE),
    ].find((set) => set.length) ?? members;
  const top = pool.reduce((best, i) =>
    Math.abs(atAdjusted.normalized[i]!) > Math.abs(atAdjusted.normalized[best]!) ? i : best,
  );
  const suspects = members.filter(
    (i) =>
      i === top ||
      Math.abs(atBuilt.correlation(top, i)) > SAME_SUSPECT ||
      Math.abs(atAdjusted.correlation(top, i)) > SAME_SUSPECT,
  );
  if (suspects.length > 1) return { suspects };
  // Rebuild without the suspect: what the rest says its length should be.
  const rebuilt = adjust(adjusted, ms, { weights: weights.map((w, i) => (i === top ? 0 : w)) });
  const m = ms[top]!;
  return { suspects, expected: distance(rebuilt[m.a]!, rebuilt[m.b]!) };
}
