import { draftReadiness } from '@glad/domain';
import { describe, expect, it } from 'vitest';
import { draftFieldsOf, newCalc } from './calc';
import { type Drawing, drawingOf, presets, setDiagonal, setMode, setSide } from './drawing';
import { proposalsFor, solve } from './solve';

/*
 * Decision 0024: a room's estimate says what /calc/ says. Whatever the editor shows while readings are
 * typed (`solved.readiness`), the draft it saves is judged the same by the domain's `draftReadiness`,
 * which the estimates use — so an estimate never prices a room /calc/ calls unmeasured, nor the reverse.
 */

const link = { projectid: 7, project: 'Квартира на Мира', clientid: 3, client: 'Олег' };
const rect = () => drawingOf(presets[0]!.corners());
const lShape = () => drawingOf(presets.find((p) => p.id === 'L')!.corners());

const sides = (d: Drawing, lengths: (number | null)[]) =>
  lengths.reduce((acc, mm, i) => setSide(acc, i, mm), d);

// a 4000 × 3000 room: BD builds it, AC checks it (the proposals for the preset rectangle)
const cases: [string, Drawing][] = [
  ['nothing typed', rect()],
  ['a side missing', setDiagonal(sides(rect(), [4000, null, 4000, 3000]), 1, 3, 5000)],
  ['the diagonal missing', sides(rect(), [4000, 3000, 4000, 3000])],
  ['measured, unchecked', setDiagonal(sides(rect(), [4000, 3000, 4000, 3000]), 1, 3, 5000)],
  [
    'measured and checked',
    setDiagonal(setDiagonal(sides(rect(), [4000, 3000, 4000, 3000]), 1, 3, 5000), 0, 2, 5000),
  ],
  ['readings that do not close', setDiagonal(sides(rect(), [4000, 3000, 4000, 3000]), 1, 3, 9000)],
  ['right angles, a side missing', sides(setMode(rect(), 'ortho'), [4000, 3000, null, 3000])],
  ['right angles, every side', sides(setMode(rect(), 'ortho'), [4000, 3000, 4000, 3000])],
  ['drawn by hand', setMode(rect(), 'hand')],
  [
    'an L with its sides only',
    sides(
      lShape(),
      lShape().corners.map(() => 2000),
    ),
  ],
];

describe('/calc/ and the estimate judge a room alike', () => {
  it.each(cases)('%s', (_, d) => {
    const solved = solve(d, proposalsFor(d));
    const saved = JSON.parse(JSON.stringify(draftFieldsOf(newCalc(link, d, solved))));
    expect(draftReadiness(saved)).toEqual(solved.readiness);
  });

  it('covers every state a room can be in', () => {
    const states = cases.map(([, d]) => solve(d, proposalsFor(d)).readiness);
    expect(new Set(states.map((r) => r.state))).toEqual(new Set(['measured', 'missing', 'unbuilt']));
    expect(states.some((r) => r.state === 'measured' && r.unchecked)).toBe(true);
    expect(states.some((r) => r.state === 'measured' && !r.unchecked)).toBe(true);
  });
});
