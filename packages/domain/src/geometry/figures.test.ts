import { describe, expect, it } from 'vitest';
import { outlineFigures, perimeterMm } from './figures.js';
import { buildOutline } from './outline.js';
import { emptyResult } from './summary.js';

describe('outline figures', () => {
  it('gives a rectangle its box, area and perimeter in whole mm', () => {
    const result = buildOutline({ sides: [5200, 3800, 5200, 3800], orthogonal: true });
    // 5,2 × 3,8 = 19,76 m²; 2 · (5200 + 3800) = 18 000 mm.
    expect(outlineFigures(result, [])).toEqual({
      width: 5200,
      height: 3800,
      ploshad: 19.76,
      perimetr: 18_000,
    });
  });

  it('counts a curved wall along its arc and in the box', () => {
    // AB bulges 500 mm out of a 4 × 3 m room: R = (2000² + 500²) / 1000 = 4250, θ = 4·atan(0,25),
    // arc = 4250 · 0,9799147 ≈ 4164,64; perimeter 4164,64 + 3000 + 4000 + 3000 ≈ 14 165 mm.
    const curvedWalls = [{ side: 0, sagitta: 500 }];
    const result = buildOutline({ sides: [4000, 3000, 4000, 3000], orthogonal: true, curvedWalls });
    const figures = outlineFigures(result, curvedWalls);
    expect(figures.perimetr).toBe(14_165);
    expect(perimeterMm(result, curvedWalls)).toBe(14_165);
    expect(figures.width).toBe(4000);
    expect(figures.height).toBe(3500);
    expect(figures.ploshad).toBe(result.area);
  });

  it('has nothing to say of an outline that was not built', () => {
    expect(outlineFigures(emptyResult([]), [])).toEqual({ width: 0, height: 0, ploshad: 0, perimetr: 0 });
  });
});
