import { describe, expect, it } from 'vitest';
import { cyclicPolygon } from './cyclic.js';
import { distance, signedArea } from './polygon.js';

function expectSides(points: { x: number; y: number }[], sides: number[]) {
  sides.forEach((s, i) => {
    expect(distance(points[i]!, points[(i + 1) % points.length]!)).toBeCloseTo(s, 6);
  });
}

describe('cyclic polygon (the convex guess)', () => {
  it('turns rectangle sides into the rectangle, A at the origin, clockwise', () => {
    const points = cyclicPolygon([5200, 3800, 5200, 3800])!;
    expect(points[0]!.x).toBeCloseTo(0, 9);
    expect(points[1]!.y).toBeCloseTo(0, 9);
    expect(points[2]!.x).toBeCloseTo(5200, 6);
    expect(points[2]!.y).toBeCloseTo(3800, 6);
    expect(signedArea(points)).toBeCloseTo(5200 * 3800, 0);
  });

  it('handles a long side with the circle centre outside the room', () => {
    const sides = [1000, 1000, 1000, 2600];
    const points = cyclicPolygon(sides)!;
    expectSides(points, sides);
    expect(signedArea(points)).toBeGreaterThan(0);
  });

  it('handles an irregular room with the centre inside', () => {
    const sides = [6000, 2500, 4125, 2000, 1875, 4500];
    const points = cyclicPolygon(sides)!;
    expectSides(points, sides);
    expect(signedArea(points)).toBeGreaterThan(0);
  });

  it('refuses sides that cannot close', () => {
    expect(cyclicPolygon([1000, 1000, 2000])).toBeUndefined();
    expect(cyclicPolygon([1000, 1000])).toBeUndefined();
  });
});
