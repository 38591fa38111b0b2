import { describe, expect, it } from 'vitest';
import { countLightPoints, wallOffsets } from './light-points.js';

// A 5200 × 3800 mm room, A(0,0) B(5200,0) C(5200,3800) D(0,3800): AB is the top wall, DA the left one.
const room = [
  { x: 0, y: 0 },
  { x: 5200, y: 0 },
  { x: 5200, y: 3800 },
  { x: 0, y: 3800 },
];

describe('wallOffsets', () => {
  it('gives a spot 1200 mm from the left wall and 800 mm from the top one as DA 1200, AB 800', () => {
    expect(wallOffsets(room, { x: 1200, y: 800 })).toEqual([
      { side: 0, wall: 'AB', distance: 800 },
      { side: 3, wall: 'DA', distance: 1200 },
    ]);
  });

  it('never gives two parallel walls, even when both are nearer than a crossing one', () => {
    // a narrow corridor 1000 mm wide, 6000 mm long: the point is 400 and 600 from the long walls
    const corridor = [
      { x: 0, y: 0 },
      { x: 6000, y: 0 },
      { x: 6000, y: 1000 },
      { x: 0, y: 1000 },
    ];
    const offsets = wallOffsets(corridor, { x: 3000, y: 400 });
    expect(offsets.map((o) => o.wall)).toEqual(['AB', 'BC']);
    expect(offsets.map((o) => o.distance)).toEqual([400, 3000]);
  });

  it('is empty without an outline', () => {
    expect(wallOffsets([], { x: 1, y: 1 })).toEqual([]);
  });
});

describe('countLightPoints', () => {
  it('counts each kind', () => {
    const points = [
      { id: 'a', kind: 'spot' as const, x: 0, y: 0 },
      { id: 'b', kind: 'spot' as const, x: 1, y: 0 },
      { id: 'c', kind: 'pipe' as const, x: 2, y: 0 },
    ];
    expect(countLightPoints(points)).toEqual({ spot: 2, chandelier: 0, pipe: 1 });
  });
});
