import { describe, expect, it } from 'vitest';
import { type Measurement, trilaterate } from './trilaterate.js';

const reading = (a: number, b: number, length: number, rank = 0): Measurement => ({
  a,
  b,
  length,
  name: `${a}${b}`,
  kind: Math.abs(a - b) === 1 || a + b === 3 ? 'side' : 'diagonal',
  rank,
});

describe('trilaterate', () => {
  it('places A, B on the x axis and the rest clockwise (y down)', () => {
    const ms = [
      reading(0, 1, 4000),
      reading(1, 2, 3000),
      reading(2, 3, 4000),
      reading(3, 0, 3000),
      reading(0, 2, 5000),
    ];
    const built = trilaterate(4, ms);
    expect(built.complete).toBe(true);
    expect(built.points.map((q) => ({ x: Math.round(q!.x), y: Math.round(q!.y) }))).toEqual([
      { x: 0, y: 0 },
      { x: 4000, y: 0 },
      { x: 4000, y: 3000 },
      { x: 0, y: 3000 },
    ]);
    expect(built.used).toEqual([true, true, true, true, true]);
    expect(built.failures).toEqual([]);
  });

  it('leaves the highest-ranked spare reading unused', () => {
    const ms = [
      reading(0, 1, 4000),
      reading(1, 2, 3000),
      reading(2, 3, 4000),
      reading(3, 0, 3000, 2),
      reading(0, 2, 5000, 1),
      reading(1, 3, 5000, 3),
    ];
    expect(trilaterate(4, ms).used).toEqual([true, true, true, true, true, false]);
  });

  it('reports a triangle that cannot exist and still places the corner', () => {
    const ms = [reading(0, 1, 4000), reading(1, 2, 3000), reading(0, 2, 8000)];
    const built = trilaterate(3, ms);
    expect(built.failures).toEqual([{ p: 1, q: 0, v: 2, mp: 1, mq: 2, pq: 4000 }]);
    expect(built.points[2]).toEqual({ x: 7000, y: 0 });
  });

  it('stops when the readings do not fix every corner, or readings are skipped', () => {
    const ms = [reading(0, 1, 4000), reading(1, 2, 3000), reading(2, 3, 4000), reading(3, 0, 3000)];
    expect(trilaterate(4, ms).complete).toBe(false);
    const withDiagonal = [...ms, reading(0, 2, 5000)];
    expect(trilaterate(4, withDiagonal, { skip: (i) => i === 4 }).complete).toBe(false);
  });
});
