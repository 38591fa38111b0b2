import { describe, expect, it } from 'vitest';
import {
  calcFromRow,
  calcSignature,
  draftFieldsOf,
  drawingFromPolygons,
  NO_PROJECT,
  newCalc,
  withPolygons,
} from './calc';
import { drawingOf, presets, setCurve, setDiagonal, setSide } from './drawing';
import { decide, freshCalc, searchOf, targetOf } from './open';
import { proposalsFor, solve } from './solve';

const link = { projectid: 7, project: 'Квартира на Мира', clientid: 3, client: 'Олег' };

/** A 400 × 300 cm room measured with its diagonals. */
function measuredRoom() {
  let d = drawingOf(presets[0]!.corners());
  d = setSide(setSide(setSide(setSide(d, 0, 4000), 1, 3000), 2, 4000), 3, 3000);
  d = setDiagonal(setDiagonal(d, 1, 3, 5000), 0, 2, 5000);
  return d;
}

describe('the current calculation', () => {
  it('setting the polygons updates height, width, perimetr, ploshad, polygons and sketch (docs/spec.md §4)', () => {
    const d = measuredRoom();
    const solved = solve(d, proposalsFor(d));
    const calc = newCalc(link, d, solved);
    expect(calc).toMatchObject({
      id: null,
      projectid: 7,
      clientid: 3,
      width: 4000,
      height: 3000,
      ploshad: 12,
      perimetr: 14000,
      DI: { url: '', edited: false, in_smeta: true },
    });
    expect(calc.sketch).toMatch(/^<svg/);
    expect(calc.sketch).toContain('12,00');
    expect(calc.polygons.L1.coords).toEqual([
      { x: 0, y: 0 },
      { x: 4000, y: 0 },
      { x: 4000, y: 3000 },
      { x: 0, y: 3000 },
    ]);
    // the control diagonal is marked as the editor proposed it
    expect(calc.polygons.L1.diagonals).toEqual([
      { from: 'A', to: 'C', length: 5000, control: true },
      { from: 'B', to: 'D', length: 5000 },
    ]);

    const curved = setCurve(d, 0, 300);
    const withArc = withPolygons(calc, curved, solve(curved, proposalsFor(curved)));
    // a 4 m chord with a 30 cm sagitta: R = (2000² + 300²)/600 = 6816,7 mm, arc ≈ 4059,7 mm
    expect(withArc.perimetr).toBe(14060);
    expect(withArc.ploshad).toBeGreaterThan(12);
  });

  it('reads back from the draft row what it wrote, so an unchanged draft compares equal', () => {
    const d = measuredRoom();
    const calc = {
      ...newCalc(link, d, solve(d, proposalsFor(d))),
      id: 41,
      name: 'Кухня',
      smeta_exclude: 1 as const,
    };
    const row = { id: 41, project: 'Квартира на Мира', ...draftFieldsOf(calc) };
    const back = calcFromRow(JSON.parse(JSON.stringify(row)));
    expect(calcSignature(back)).toBe(calcSignature(calc));
    expect(drawingFromPolygons(back.polygons)).toEqual(d);
    // the server's jsonb gives keys back in another order: still the same draft
    const reordered = { ...row, polygons: { comment: row.polygons.comment, L1: { ...row.polygons.L1 } } };
    expect(calcSignature(calcFromRow(reordered))).toBe(calcSignature(calc));
  });

  it('keeps the ceiling height with the draft; a change of it is a change of the draft', () => {
    const d = measuredRoom();
    const calc = { ...newCalc(link, d, solve(d, proposalsFor(d))), id: 41 };
    expect(calc.ceiling_height).toBe(0);
    const high = { ...calc, ceiling_height: 3.2 };
    const fields = draftFieldsOf(high);
    expect(fields).toMatchObject({ ceiling_height: 3.2, height: 3000 });
    const back = calcFromRow(JSON.parse(JSON.stringify({ id: 41, ...fields })));
    expect(back.ceiling_height).toBe(3.2);
    expect(calcSignature(back)).toBe(calcSignature(high));
    expect(calcSignature(back)).not.toBe(calcSignature(calc));
    // cleared: written as 0, so the draft loses the old height rather than keeping it
    expect(draftFieldsOf({ ...high, ceiling_height: 0 })).toMatchObject({ ceiling_height: 0 });
    // stored as given by another device: read as metres with two decimals, or not measured
    for (const [stored, read] of [
      [2.755, 2.76],
      ['3,2', 0],
      [-3, 0],
      [null, 0],
      [undefined, 0],
    ] as const)
      expect(calcFromRow({ id: 1, ceiling_height: stored }).ceiling_height, String(stored)).toBe(read);
  });

  it('reads a draft whose drawing fields are missing or malformed as a rectangle to start from', () => {
    for (const polygons of [
      undefined,
      null,
      'x',
      { L1: { coords: [[0, 0]] } },
      { L1: { sketch: [{ x: 'a' }] } },
    ]) {
      const calc = calcFromRow({ id: 5, name: 'Старый', projectid: 2, polygons });
      expect(drawingFromPolygons(calc.polygons).corners).toHaveLength(4);
      expect(calc).toMatchObject({ id: 5, name: 'Старый', projectid: 2 });
    }
  });
});

describe('what /calc/ opens', () => {
  const stored = (calc: ReturnType<typeof freshCalc>, saved: boolean) => ({ userId: 1, calc, saved });

  it('opens a draft from the offline copy, or the unsaved work on it', () => {
    const target = targetOf(new URLSearchParams('?draft=41'));
    expect(decide({ target, stored: null, draft: undefined, project: undefined })).toEqual({
      kind: 'loading',
    });
    expect(decide({ target, stored: null, draft: null, project: undefined })).toEqual({
      kind: 'missing',
      id: 41,
    });
    const open = decide({ target, stored: null, draft: { id: 41, name: 'Кухня' }, project: undefined });
    expect(open).toMatchObject({ kind: 'open', saved: true, calc: { id: 41, name: 'Кухня' } });
    const work = { ...freshCalc(NO_PROJECT), id: 41, name: 'Недописанная' };
    expect(
      decide({ target, stored: stored(work, false), draft: { id: 41, name: 'Кухня' }, project: undefined }),
    ).toMatchObject({ kind: 'open', saved: false, calc: { name: 'Недописанная' } });
    // unsaved work on another draft is never dropped silently
    const other = { ...work, id: 40 };
    expect(decide({ target, stored: stored(other, false), draft: { id: 41 }, project: undefined }).kind).toBe(
      'conflict',
    );
    expect(decide({ target, stored: stored(other, true), draft: { id: 41 }, project: undefined }).kind).toBe(
      'open',
    );
  });

  it('starts a draft for a project and its client, or without one when the project is not found (docs/spec.md §4)', () => {
    const target = targetOf(new URLSearchParams('?project=7'));
    const project = { id: 7, name: 'Квартира на Мира', clientid: 3, client: 'Олег' };
    expect(decide({ target, stored: null, draft: undefined, project })).toMatchObject({
      kind: 'open',
      saved: true,
      calc: { id: null, ...link },
    });
    const missing = decide({ target, stored: null, draft: undefined, project: null });
    expect(missing).toMatchObject({
      kind: 'open',
      calc: { projectid: 0, project: '', clientid: 0, client: '' },
    });
    expect(missing.kind === 'open' && missing.notice).toMatch(/не найден/);
  });

  it('with no address reopens the current calculation, or offers to start one', () => {
    const target = targetOf(new URLSearchParams(''));
    expect(decide({ target, stored: null, draft: undefined, project: undefined })).toEqual({ kind: 'start' });
    const untouched = freshCalc(link);
    expect(decide({ target, stored: stored(untouched, true), draft: undefined, project: undefined })).toEqual(
      {
        kind: 'start',
      },
    );
    const saved = { ...untouched, id: 12 };
    const open = decide({ target, stored: stored(saved, true), draft: undefined, project: undefined });
    expect(open).toMatchObject({ kind: 'open', calc: { id: 12 } });
    expect(searchOf(saved)).toBe('?draft=12');
    expect(searchOf(untouched)).toBe('?project=7');
    expect(searchOf({ ...untouched, projectid: 0 })).toBe('?new=1');
  });

  it('reads only plain positive ids from the address', () => {
    expect(targetOf(new URLSearchParams('?draft=abc'))).toEqual({ kind: 'none' });
    expect(targetOf(new URLSearchParams('?draft=0&project=3'))).toEqual({ kind: 'project', id: 3 });
    expect(targetOf(new URLSearchParams('?new'))).toEqual({ kind: 'new' });
  });
});
