import { describe, expect, it } from 'vitest';
import { buildOrthogonal, turnCounts, turnsFromSketch } from './orthogonal.js';
import type { Turn } from './types.js';

const p = (x: number, y: number) => ({ x, y });
const lTurns: Turn[] = ['R', 'R', 'R', 'L', 'R', 'R'];

describe('orthogonal rooms', () => {
  it('walks the sides turning right or left by 90°', () => {
    const build = buildOrthogonal([6000, 2500, 4125, 2000, 1875, 4500], lTurns);
    expect(build.points).toEqual([
      p(0, 0),
      p(6000, 0),
      p(6000, 2500),
      p(1875, 2500),
      p(1875, 4500),
      p(0, 4500),
    ]);
    expect(build.gap).toEqual(p(0, 0));
    expect(build.alongX).toEqual([true, false, true, false, true, false]);
  });

  it('closes a room that misses by moving every wall along the missing axis alike', () => {
    // x walls: +6000 − 4125 − 1875 + 30 too much → each of the three moves by 10 mm.
    const build = buildOrthogonal([6030, 2500, 4125, 2000, 1875, 4500], lTurns);
    expect(build.gap).toEqual(p(30, 0));
    expect(build.adjusted).toEqual([6020, 2500, 4135, 2000, 1885, 4500]);
    expect(build.points[5]).toEqual(p(0, 4500));
  });

  it('counts turns', () => {
    expect(turnCounts(lTurns)).toEqual({ rights: 5, lefts: 1 });
  });

  it('reads turns from a sketch in either lettering direction', () => {
    const sketch = [p(0, 0), p(60, 0), p(60, 25), p(19, 25), p(19, 45), p(0, 45)];
    expect(turnsFromSketch(sketch)).toEqual(lTurns);
    const mirrored = sketch.map((q) => p(-q.x, q.y));
    expect(turnsFromSketch(mirrored)).toEqual(lTurns);
  });
});
