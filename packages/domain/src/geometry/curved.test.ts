import { describe, expect, it } from 'vitest';
import { arcMeasure, arcPieces, arcPoints } from './curved.js';

describe('curved walls', () => {
  it('derives radius, angle, length and segment from chord and sagitta', () => {
    // Chord 3000, sagitta 500: R = (1500² + 500²) / (2·500) = 2500; θ = 2·asin(1500 / 2500) = 2·asin 0,6;
    // arc = 2500·θ ≈ 3217,5; segment = 2500² / 2 · (θ − sin θ), sin θ = 2·0,6·0,8 = 0,96.
    const arc = arcMeasure(3000, 500);
    const theta = 2 * Math.asin(0.6);
    expect(arc.radius).toBeCloseTo(2500, 9);
    expect(arc.angle).toBeCloseTo(theta, 12);
    expect(arc.length).toBeCloseTo(3217.5055, 3);
    expect(arc.segmentArea).toBeCloseTo(3_125_000 * (theta - 0.96), 3);
    // A half circle: sagitta = half the chord.
    expect(arcMeasure(2000, 1000).length).toBeCloseTo(Math.PI * 1000, 9);
    expect(arcMeasure(2000, -1000).segmentArea).toBeCloseTo((Math.PI * 1000 * 1000) / 2, 6);
  });

  it('draws the arc as an even chain of about 100 mm pieces through the bulge', () => {
    expect(arcPieces(3217)).toBe(34);
    expect(arcPieces(50)).toBe(4);
    expect(arcPieces(100_000)).toBe(64);
    const p = { x: 4000, y: 0 };
    const q = { x: 4000, y: 3000 };
    const points = arcPoints(p, q, 500, { x: 1, y: 0 });
    expect(points).toHaveLength(33);
    const middle = points[16]!;
    expect(middle.x).toBeCloseTo(4500, 6);
    expect(middle.y).toBeCloseTo(1500, 6);
    // Every point on the circle of radius 2500 centred 2000 mm short of the bulge.
    for (const point of points) expect(Math.hypot(point.x - 2000, point.y - 1500)).toBeCloseTo(2500, 6);
  });

  it('bulges the other way for a negative sagitta, and not at all for zero', () => {
    const points = arcPoints({ x: 0, y: 0 }, { x: 2000, y: 0 }, -300, { x: 0, y: -1 });
    expect(points[Math.floor(points.length / 2)]!.y).toBeCloseTo(300, 6);
    expect(arcPoints({ x: 0, y: 0 }, { x: 2000, y: 0 }, 0, { x: 0, y: -1 })).toEqual([]);
  });
});
