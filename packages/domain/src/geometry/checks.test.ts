/** Every problem buildOutline reports, each provoked by a reading a measurer could really get wrong. */
import { describe, expect, it } from 'vitest';
import { buildOutline, outlineFromPoints } from './outline.js';
import type { OutlineResult, ProblemCode } from './types.js';

const p = (x: number, y: number) => ({ x, y });
const codes = (result: OutlineResult): ProblemCode[] => result.problems.map((x) => x.code);
const only = (result: OutlineResult, code: ProblemCode) => {
  const found = result.problems.filter((x) => x.code === code);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('problems', () => {
  it('a triangle that cannot exist, naming its sides', () => {
    // AB 400 + BC 300 = 700 cm, but AC was typed as 800 cm.
    const result = buildOutline({
      sides: [4000, 3000, 4000, 3000],
      diagonals: [{ from: 'A', to: 'C', length: 8000 }],
    });
    expect(only(result, 'triangle-impossible')).toEqual({
      code: 'triangle-impossible',
      message:
        'Треугольник ABC не может существовать: AC = 800\u00a0см, а AB + BC = 700\u00a0см — длиннейшая сторона должна быть короче суммы двух других.',
      where: ['AC', 'AB', 'BC'],
    });
    // Still drawn (flattened), so the measurer sees where.
    expect(result.points).toHaveLength(4);
  });

  it('sides that cannot close at all', () => {
    const result = buildOutline({ sides: [1000, 1000, 2500] });
    expect(result.problems[0]!.message).toBe(
      'Комната с такими сторонами не замкнётся: сторона CA (250\u00a0см) не короче всех остальных вместе (200\u00a0см).',
    );
    expect(result.points).toEqual([]);
  });

  it('self-intersecting walls, drawn or built from a sketch', () => {
    const drawn = outlineFromPoints([p(0, 0), p(4000, 0), p(0, 3000), p(4000, 3000)]);
    expect(only(drawn, 'self-intersection')).toEqual({
      code: 'self-intersection',
      message: 'Стены BC и DA пересекаются.',
      where: ['BC', 'DA'],
    });
    // The same bow tie from readings: the sketch asks for D on the far side of AC.
    const built = buildOutline({
      sides: [4000, 5000, 4000, 5000],
      diagonals: [
        { from: 'A', to: 'C', length: 3000 },
        { from: 'B', to: 'D', length: 3000, control: true },
      ],
      sketch: [p(0, 0), p(4, 0), p(0, 3), p(4, 3)],
    });
    expect(codes(built)).toEqual(['self-intersection']);
  });

  it('closure error over 1 cm, with the readings to re-measure', () => {
    // The L room of outline.test.ts with FA read 3 cm long; a fourth diagonal DF (not marked control)
    // builds F without FA, so FA is left over to check the rest.
    const sides = [6000, 2500, 4125, 2000, 1875, 4530];
    const diagonals = [
      { from: 'A', to: 'C', length: 6500 },
      { from: 'A', to: 'D', length: 3125 },
      { from: 'A', to: 'E', length: 4875 },
      { from: 'D', to: 'F', length: Math.hypot(1875, 2000) },
    ];
    const result = buildOutline({ sides, diagonals });
    expect(result.closureError).toBe(30);
    const closure = only(result, 'closure-error');
    expect(closure.message).toMatch(
      /^Невязка замыкания 3\u00a0см: сторона FA не сходится с остальными замерами/,
    );
    expect(closure.message).toContain('Перемерьте:');
    expect(closure.where).toContain('FA');
    expect(result.residuals.find((r) => r.name === 'FA')!.suspect).toBe(true);
    // Marked as control, DF is the one left over: the same disagreement is reported once, as DF's.
    const marked = buildOutline({
      sides,
      diagonals: diagonals.map((d) => ({ ...d, control: d.from === 'D' })),
    });
    expect(marked.closureError).toBe(0);
    expect(codes(marked)).toEqual(['control-mismatch']);
    expect(marked.problems[0]!.where).toContain('FA');
  });

  it('a control diagonal off by more than 1 cm', () => {
    const result = buildOutline({
      sides: [5200, 3800, 5200, 3800],
      diagonals: [
        { from: 'A', to: 'C', length: Math.hypot(5200, 3800) },
        { from: 'B', to: 'D', length: Math.hypot(5200, 3800) + 25, control: true },
      ],
    });
    const mismatch = only(result, 'control-mismatch');
    // One spare reading cannot say which of the six is wrong: all of them are named.
    expect(mismatch.message).toBe(
      'Контрольная диагональ BD расходится с остальными замерами на 2,5\u00a0см (допустимо до 1 см). Перемерьте: AB, BC, CD, DA, AC, BD.',
    );
    expect(result.residuals.filter((r) => r.suspect)).toHaveLength(6);
    // Within tolerance nothing is reported.
    const fine = buildOutline({
      sides: [5200, 3800, 5200, 3800],
      diagonals: [
        { from: 'A', to: 'C', length: Math.hypot(5200, 3800) },
        { from: 'B', to: 'D', length: Math.hypot(5200, 3800) + 9, control: true },
      ],
    });
    expect(fine.problems).toEqual([]);
  });

  it('names the one wrong reading when there are readings enough to tell, and what it should be', () => {
    // A house-shaped pentagon with all five diagonals: three spare readings. BC typed 20 cm long.
    const room = [p(0, 0), p(4000, 0), p(4000, 3000), p(2000, 4500), p(0, 3000)];
    const length = (i: number, j: number) => Math.hypot(room[j]!.x - room[i]!.x, room[j]!.y - room[i]!.y);
    const sides = room.map((_, i) => length(i, (i + 1) % 5));
    sides[1] = 3200;
    const diagonals = [
      { from: 'A', to: 'C', length: length(0, 2) },
      { from: 'A', to: 'D', length: length(0, 3) },
      { from: 'B', to: 'D', length: length(1, 3) },
      { from: 'B', to: 'E', length: length(1, 4) },
      { from: 'C', to: 'E', length: length(2, 4) },
    ];
    const result = buildOutline({ sides, diagonals });
    expect(result.residuals.filter((r) => r.suspect).map((r) => r.name)).toEqual(['BC']);
    const problem = result.problems.find((x) => x.code === 'control-mismatch' || x.code === 'closure-error')!;
    expect(problem.message).toContain('Вероятно, ошибка в замере BC: по остальным замерам там 300\u00a0см.');
    expect(problem.where).toEqual(['BC']);
  });

  it('a wall under 10 cm', () => {
    // An L with an 8 cm step: 400 × 300 with C–D 80 mm.
    const result = buildOutline({
      sides: [4000, 2000, 80, 1000, 3920, 3000],
      orthogonal: { turns: ['R', 'R', 'R', 'L', 'R', 'R'] },
    });
    expect(only(result, 'short-wall')).toEqual({
      code: 'short-wall',
      message: 'Стена CD короче 10 см: 8\u00a0см.',
      where: ['CD'],
    });
  });

  it('an angle under 10°', () => {
    // AB = BC = 400 cm, CA = 60 cm: the angle at B is 2·asin(300 / 4000) ≈ 8,6°.
    const result = buildOutline({ sides: [4000, 4000, 600] });
    expect(only(result, 'sharp-angle')).toEqual({
      code: 'sharp-angle',
      message: 'Угол B меньше 10°: 8,6° — проверьте замеры.',
      where: ['B'],
    });
  });

  it('turns that cannot close a right-angled room', () => {
    const result = buildOutline({ sides: [4000, 2000, 2000, 1000, 2000, 3000], orthogonal: true });
    expect(result.points).toEqual([]);
    expect(only(result, 'orthogonal-turns').message).toContain('направо 6, налево 0');
    expect(
      codes(buildOutline({ sides: [4000, 3000, 4000, 3000], orthogonal: { turns: ['R', 'R'] } })),
    ).toEqual(['invalid-input']);
  });

  it('closure error in orthogonal mode names the walls along the axis that misses', () => {
    const result = buildOutline({ sides: [5200, 3800, 5230, 3800], orthogonal: true });
    expect(result.closureError).toBe(30);
    const closure = only(result, 'closure-error');
    expect(closure.where).toEqual(['AB', 'CD']);
    // Least squares splits the 30 mm between the two x walls.
    expect(result.residuals.map((r) => r.mm)).toEqual([15, 0, -15, 0]);
    expect(result.points[1]!.x).toBe(5215);
  });

  it('readings that cannot be used', () => {
    expect(codes(buildOutline({ sides: [1000, 0, 1000] }))).toEqual(['invalid-input']);
    expect(codes(buildOutline({ sides: [1000, 1000] }))).toEqual(['invalid-input']);
    const result = buildOutline({
      sides: [5200, 3800, 5200, 3800],
      diagonals: [
        { from: 'A', to: 'C', length: Math.hypot(5200, 3800) },
        { from: 'A', to: 'Q', length: 1000 },
        { from: 'B', to: 'B', length: 1000 },
        { from: 'B', to: 'D', length: -5 },
      ],
      curvedWalls: [
        { side: 9, sagitta: 100 },
        { side: 1, sagitta: 0 },
      ],
    });
    expect(codes(result)).toEqual(Array(5).fill('invalid-input'));
    expect(result.area).toBe(19.76);
  });
});
