import { describe, expect, it } from 'vitest';
import { snapPoint } from './snap';

describe('snapPoint', () => {
  it('puts a free corner on the 10 cm grid', () => {
    expect(snapPoint({ x: 1234, y: 5678 }, null, null)).toEqual({ x: 1200, y: 5700 });
  });

  it('keeps a nearly horizontal or vertical wall straight, at whole grid steps along it', () => {
    // from (0,0): 2° off horizontal
    expect(snapPoint({ x: 3040, y: 100 }, { x: 0, y: 0 }, null)).toEqual({ x: 3000, y: 0 });
    expect(snapPoint({ x: 60, y: 2470 }, { x: 0, y: 0 }, null)).toEqual({ x: 0, y: 2500 });
  });

  it('keeps a 45° wall at 45°', () => {
    const p = snapPoint({ x: 1010, y: 1050 }, { x: 0, y: 0 }, null);
    expect(p.x).toBe(p.y);
  });

  it('makes a square corner where both walls are near square', () => {
    // previous corner (0,0), next corner (4000,3000): the corner near (4000,0) goes exactly there
    expect(snapPoint({ x: 3980, y: 60 }, { x: 0, y: 0 }, { x: 4000, y: 3000 })).toEqual({ x: 4000, y: 0 });
  });

  it('leaves the raw position (whole mm) without snapping', () => {
    expect(snapPoint({ x: 1234.4, y: 5678.6 }, { x: 0, y: 0 }, null, false)).toEqual({ x: 1234, y: 5679 });
  });
});
