import { describe, expect, it } from 'vitest';
import { adjust, snoop } from './least-squares.js';
import type { Measurement } from './trilaterate.js';

const p = (x: number, y: number) => ({ x, y });
const reading = (a: number, b: number, length: number, name: string): Measurement => ({
  a,
  b,
  length,
  name,
  kind: a + 1 === b || (a === 3 && b === 0) ? 'side' : 'diagonal',
  rank: 0,
});
const diagonal = Math.hypot(5200, 3800);
const rectangle = [p(0, 0), p(5200, 0), p(5200, 3800), p(0, 3800)];
const readings = (bd: number) => [
  reading(0, 1, 5200, 'AB'),
  reading(1, 2, 3800, 'BC'),
  reading(2, 3, 5200, 'CD'),
  reading(3, 0, 3800, 'DA'),
  reading(0, 2, diagonal, 'AC'),
  reading(1, 3, bd, 'BD'),
];
const ones = [1, 1, 1, 1, 1, 1];
const squaredMisfit = (points: { x: number; y: number }[], ms: Measurement[]) =>
  ms.reduce((sum, m) => {
    const r = Math.hypot(points[m.b]!.x - points[m.a]!.x, points[m.b]!.y - points[m.a]!.y) - m.length;
    return sum + r * r;
  }, 0);

describe('least squares', () => {
  it('leaves consistent readings where they are', () => {
    const adjusted = adjust(rectangle, readings(diagonal), { weights: ones });
    adjusted.forEach((q, i) => {
      expect(q.x).toBeCloseTo(rectangle[i]!.x, 6);
      expect(q.y).toBeCloseTo(rectangle[i]!.y, 6);
    });
  });

  it('spreads a disagreement over all readings, lowering the squared misfit', () => {
    const ms = readings(diagonal + 30);
    const adjusted = adjust(rectangle, ms, { weights: ones });
    const before = squaredMisfit(rectangle, ms);
    const after = squaredMisfit(adjusted, ms);
    expect(before).toBeCloseTo(900, 6);
    expect(after).toBeLessThan(before / 2);
    // A stays at the origin and B on the x axis.
    expect(adjusted[0]).toEqual(p(0, 0));
    expect(adjusted[1]!.y).toBe(0);
  });

  it('ignores readings of weight 0', () => {
    const ms = readings(diagonal + 30);
    const adjusted = adjust(rectangle, ms, { weights: [1, 1, 1, 1, 1, 0] });
    expect(adjusted[2]!.x).toBeCloseTo(5200, 6);
  });

  it('finds one spare reading among six, shared by all, none told apart', () => {
    const ms = readings(diagonal + 30);
    const stats = snoop(adjust(rectangle, ms, { weights: ones }), ms, ones);
    // Redundancy numbers add up to the spare readings: 6 readings − 5 unknowns.
    expect(stats.redundancy.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    const size = Math.abs(stats.normalized[0]!);
    for (const w of stats.normalized) expect(Math.abs(w)).toBeCloseTo(size, 6);
    for (let i = 1; i < 6; i++) expect(Math.abs(stats.correlation(0, i))).toBeCloseTo(1, 9);
  });
});
