/**
 * Real rooms, measured the way a measurer does it, with the expected figures worked out by hand.
 * Coordinates are mm, y down, corners clockwise from A at the top-left.
 */
import { describe, expect, it } from 'vitest';
import { cornerIndex } from './letters.js';
import { buildOutline, outlineFromPoints } from './outline.js';
import type { DiagonalInput, OutlineResult, Point } from './types.js';

const p = (x: number, y: number): Point => ({ x, y });

/** What a laser would read between corners of a known room. */
function laser(points: Point[], pairs: string[], control?: string): DiagonalInput[] {
  return pairs.map((pair) => {
    const [from, to] = [pair[0]!, pair[1]!];
    const a = points[cornerIndex(from)]!;
    const b = points[cornerIndex(to)]!;
    return {
      from,
      to,
      length: Math.hypot(b.x - a.x, b.y - a.y),
      ...(pair === control ? { control: true } : {}),
    };
  });
}

function expectPoints(result: OutlineResult, expected: Point[], tolerance = 0.05) {
  expect(result.points).toHaveLength(expected.length);
  result.points.forEach((point, i) => {
    expect(Math.abs(point.x - expected[i]!.x)).toBeLessThan(tolerance);
    expect(Math.abs(point.y - expected[i]!.y)).toBeLessThan(tolerance);
  });
}

describe('buildOutline — rectangle 520 × 380 cm', () => {
  const sides = [5200, 3800, 5200, 3800];

  it('from the four walls and one diagonal: 19,76 m², 18,00 m', () => {
    // AC = √(5200² + 3800²) = √41 480 000 ≈ 6440,5 mm. Area 5,2 × 3,8 = 19,76 m²; perimeter 2 × 9 = 18 m.
    const result = buildOutline({
      sides,
      diagonals: [{ from: 'A', to: 'C', length: Math.hypot(5200, 3800) }],
    });
    expectPoints(result, [p(0, 0), p(5200, 0), p(5200, 3800), p(0, 3800)]);
    expect(result).toMatchObject({
      area: 19.76,
      perimeter: 18,
      width: 5.2,
      height: 3.8,
      angles: [90, 90, 90, 90],
      innerCorners: 4,
      outerCorners: 0,
      extraCorners: 0,
      curvedLength: 0,
      closureError: 0,
      residuals: [],
      problems: [],
    });
  });

  it('with a control diagonal typed in whole millimetres: residuals under a millimetre, no problems', () => {
    const result = buildOutline({
      sides,
      diagonals: [
        { from: 'A', to: 'C', length: 6440 },
        { from: 'B', to: 'D', length: 6441, control: true },
      ],
    });
    expect(result.problems).toEqual([]);
    expect(result.residuals.map((r) => r.name)).toEqual(['AB', 'BC', 'CD', 'DA', 'AC', 'BD']);
    for (const r of result.residuals) {
      expect(Math.abs(r.mm)).toBeLessThan(1);
      expect(r.suspect).toBe(false);
    }
    expect(result.area).toBe(19.76);
  });

  it('in orthogonal mode from the walls alone', () => {
    const result = buildOutline({ sides, orthogonal: true });
    expectPoints(result, [p(0, 0), p(5200, 0), p(5200, 3800), p(0, 3800)]);
    expect(result.area).toBe(19.76);
    expect(result.residuals.every((r) => r.mm === 0)).toBe(true);
  });
});

describe('buildOutline — L-shaped room', () => {
  // A(0,0) B(6000,0) C(6000,2500) D(1875,2500) E(1875,4500) F(0,4500): a 6 × 2,5 m kitchen with a
  // 1,875 × 2 m leg. Area 6 × 2,5 + 1,875 × 2 = 15 + 3,75 = 18,75 m². Perimeter 6 + 2,5 + 4,125 + 2 +
  // 1,875 + 4,5 = 21 m. The fan from A is inside: AC = 6500 (5-12-13 × 500), AD = 3125 (3-4-5 × 625),
  // AE = 4875 (5-12-13 × 375) — all whole millimetres.
  const room = [p(0, 0), p(6000, 0), p(6000, 2500), p(1875, 2500), p(1875, 4500), p(0, 4500)];
  const sides = [6000, 2500, 4125, 2000, 1875, 4500];
  const fan = [
    { from: 'A', to: 'C', length: 6500 },
    { from: 'A', to: 'D', length: 3125 },
    { from: 'A', to: 'E', length: 4875 },
  ];

  it('builds the L with one jutting corner at D', () => {
    const result = buildOutline({ sides, diagonals: fan });
    expectPoints(result, room, 0.01);
    expect(result).toMatchObject({
      area: 18.75,
      perimeter: 21,
      width: 6,
      height: 4.5,
      angles: [90, 90, 90, 270, 90, 90],
      innerCorners: 5,
      outerCorners: 1,
      extraCorners: 2,
      problems: [],
    });
  });

  it('builds the same L in orthogonal mode from turns: right everywhere but left at D', () => {
    const result = buildOutline({ sides, orthogonal: { turns: ['R', 'R', 'R', 'L', 'R', 'R'] } });
    expectPoints(result, room, 0.01);
    expect(result.area).toBe(18.75);
    expect(result.closureError).toBe(0);
  });

  it('reads the turns from a rough sketch when none are given', () => {
    const sketch = [p(0, 0), p(60, 2), p(61, 24), p(20, 26), p(19, 44), p(1, 46)];
    const result = buildOutline({ sides, orthogonal: true, sketch });
    expectPoints(result, room, 0.01);
  });

  it('with a spare diagonal the closing side is checked too', () => {
    // DF = √(1875² + 2000²) lets F be placed without FA, so FA's own reading is a check: closure 0.
    const result = buildOutline({ sides, diagonals: [...fan, ...laser(room, ['DF'])] });
    expect(result.closureError).toBe(0);
    expect(result.residuals).toHaveLength(10);
    expect(result.problems).toEqual([]);
  });
});

describe('buildOutline — room with a bay window (эркер)', () => {
  // A 4 × 5 m room; the far wall opens into a trapezoid bay 800 deep: opening 2600 (G → D), front 1400
  // (E F), angled walls 600 across and 800 deep = 1000 each. Area 4 × 5 + (2,6 + 1,4) / 2 × 0,8 =
  // 20 + 1,6 = 21,6 m². Perimeter 4 + 5 + 0,7 + 1 + 1,4 + 1 + 0,7 + 5 = 18,8 m. At D and G the wall turns
  // outwards: 180 + atan(800 / 600) = 233,13°; at E and F 180 − 53,13 = 126,87°.
  const room = [
    p(0, 0),
    p(4000, 0),
    p(4000, 5000),
    p(3300, 5000),
    p(2700, 5800),
    p(1300, 5800),
    p(700, 5000),
    p(0, 5000),
  ];
  const sides = [4000, 5000, 700, 1000, 1400, 1000, 700, 5000];

  it('builds from the walls, five triangulating diagonals and a control one', () => {
    const diagonals = laser(room, ['AC', 'AD', 'AG', 'DG', 'DF', 'BH'], 'BH');
    const result = buildOutline({ sides, diagonals });
    expectPoints(result, room);
    expect(result).toMatchObject({
      area: 21.6,
      perimeter: 18.8,
      width: 4,
      height: 5.8,
      angles: [90, 90, 90, 233.1, 126.9, 126.9, 233.1, 90],
      innerCorners: 6,
      outerCorners: 2,
      extraCorners: 4,
      problems: [],
    });
    expect(result.residuals.every((r) => Math.abs(r.mm) < 0.1)).toBe(true);
  });
});

describe('buildOutline — room with a curved wall', () => {
  // 4 × 3 m with wall BC an arc: chord 3000, sagitta 500 outwards. R = 2500, θ = 2·asin 0,6 = 73,74°,
  // arc 2500·θ = 3217,5 mm, segment 2500²/2·(θ − 0,96) = 1 021 882 mm². Area 12 + 1,02 = 13,02 m²;
  // perimeter 4 + 3,2175 + 4 + 3 = 14,22 m; width 4 + 0,5 = 4,5 m; at B and C the wall leaves along the
  // tangent, 90 + θ/2 = 126,87°.
  const sides = [4000, 3000, 4000, 3000];
  const diagonals = [{ from: 'A', to: 'C', length: 5000 }];

  it('adds the arc segment to the area and the arc to the perimeter', () => {
    const result = buildOutline({ sides, diagonals, curvedWalls: [{ side: 1, sagitta: 500 }] });
    expectPoints(result, [p(0, 0), p(4000, 0), p(4000, 3000), p(0, 3000)]);
    expect(result).toMatchObject({
      area: 13.02,
      perimeter: 14.22,
      curvedLength: 3.22,
      width: 4.5,
      height: 3,
      angles: [90, 126.9, 126.9, 90],
      innerCorners: 4,
      problems: [],
    });
    // The chain of short pieces: 34 of about 95 mm between B and C.
    expect(result.outline).toHaveLength(4 + 33);
    expect(result.outline[2 + 16]).toEqual({ x: 4500, y: 1500 });
  });

  it('cuts the segment off for a wall bulging into the room', () => {
    const result = buildOutline({ sides, diagonals, curvedWalls: [{ side: 1, sagitta: -500 }] });
    // 12 − 1,02 = 10,98 m²; corners 90 − 36,87 = 53,13°.
    expect(result).toMatchObject({ area: 10.98, perimeter: 14.22, width: 4, angles: [90, 53.1, 53.1, 90] });
  });
});

describe('buildOutline — mirror choice', () => {
  // A dart: D pokes into the room, so the measured AC runs outside the walls (say, taken from a plan).
  // Without a sketch D is mirrored across AC into a convex room (8 + 1 = 9 m²); the sketch puts it back:
  // triangle ABC 8 m² minus ACD 1 m² = 7 m².
  const sides = [4000, 4000, Math.hypot(2000, 2500), Math.hypot(2000, 1500)];
  const diagonals = [{ from: 'A', to: 'C', length: Math.hypot(4000, 4000) }];

  it('takes the room as convex without a sketch', () => {
    const result = buildOutline({ sides, diagonals });
    expectPoints(result, [p(0, 0), p(4000, 0), p(4000, 4000), p(1500, 2000)]);
    expect(result.area).toBe(9);
  });

  it('follows a rough sketch', () => {
    const sketch = [p(0, 0), p(9, 0), p(10, 11), p(5, 3)];
    const result = buildOutline({ sides, diagonals, sketch });
    expectPoints(result, [p(0, 0), p(4000, 0), p(4000, 4000), p(2000, 1500)]);
    expect(result).toMatchObject({ area: 7, outerCorners: 1 });
  });

  it('reads a sketch lettered anticlockwise as the mirror drawing it is', () => {
    const sketch = [p(0, 0), p(-9, 0), p(-10, 11), p(-5, 3)];
    expect(buildOutline({ sides, diagonals, sketch }).area).toBe(7);
  });
});

describe('buildOutline — too few readings', () => {
  it('completes the outline as the convex room with those sides and says what is missing', () => {
    const result = buildOutline({ sides: [5200, 3800, 5200, 3800] });
    expect(result.area).toBe(19.76);
    expect(result.problems).toEqual([
      {
        code: 'not-enough-measurements',
        message:
          'Замеров не хватает, чтобы построить комнату: нужно ещё 1 диагональ. Пока недостающее достроено как выпуклая комната.',
        where: [],
      },
    ]);
  });

  it('completes from the sketch when there is one', () => {
    const sketch = [p(0, 0), p(60, 0), p(60, 25), p(19, 25), p(19, 45), p(0, 45)];
    const result = buildOutline({ sides: [6000, 2500, 4125, 2000, 1875, 4500], sketch, diagonals: [] });
    expect(result.points).toHaveLength(6);
    expect(result.outerCorners).toBe(1);
    expect(result.problems.map((x) => x.code)).toEqual(['not-enough-measurements']);
    expect(result.problems[0]!.message).toContain('3 диагонали');
    expect(result.problems[0]!.message).toContain('по эскизу');
  });
});

describe('outlineFromPoints — a room drawn by hand', () => {
  it('computes the same fields from drawn corners', () => {
    const drawn = [p(0, 0), p(6000, 0), p(6000, 2500), p(1875, 2500), p(1875, 4500), p(0, 4500)];
    const result = outlineFromPoints(drawn);
    expect(result).toMatchObject({
      sides: [6000, 2500, 4125, 2000, 1875, 4500],
      area: 18.75,
      perimeter: 21,
      angles: [90, 90, 90, 270, 90, 90],
      innerCorners: 5,
      outerCorners: 1,
      residuals: [],
      problems: [],
    });
  });

  it('accepts curved walls and anticlockwise drawing', () => {
    const drawn = [p(0, 3000), p(4000, 3000), p(4000, 0), p(0, 0)];
    // Side 1 runs up the right wall (chord 3000); outwards is still away from the room, to the right.
    const result = outlineFromPoints(drawn, { curvedWalls: [{ side: 1, sagitta: 500 }] });
    expect(result).toMatchObject({
      area: 13.02,
      curvedLength: 3.22,
      width: 4.5,
      height: 3,
      angles: [90, 126.9, 126.9, 90],
    });
  });

  it('needs three corners', () => {
    expect(outlineFromPoints([p(0, 0), p(1, 1)]).problems[0]!.code).toBe('invalid-input');
  });
});
