import { outlineFromPoints } from '@glad/domain';
import { describe, expect, it } from 'vitest';
import {
  drawingOf,
  insertCorner,
  pairKey,
  presets,
  removeCorner,
  setCurve,
  setDiagonal,
  setDrawnSide,
  setMode,
  setSide,
  turnsOf,
} from './drawing';

const rect = () => drawingOf(presets[0]!.corners());

describe('drawing edits', () => {
  it('inserts a corner in the middle of a side: that side becomes two unmeasured ones, diagonals keep their corners', () => {
    let d = setSide(setSide(rect(), 0, 4000), 1, 3000);
    d = setDiagonal(d, 1, 3, 5000);
    d = setCurve(d, 2, 150);
    const next = insertCorner(d, 1);
    expect(next.corners).toHaveLength(5);
    expect(next.corners[2]).toEqual({ x: 4000, y: 1500 });
    expect(next.sides).toEqual([4000, null, null, null, null]);
    // B–D became B–E: corner D moved to index 4
    expect(next.diagonals).toEqual({ [pairKey(1, 4)]: 5000 });
    expect(next.curvedWalls).toEqual([{ side: 3, sagitta: 150 }]);
    expect(next.turns).toHaveLength(5);
  });

  it('removes a corner: its two sides merge, its diagonals go, one that became a side goes too', () => {
    let d = drawingOf(presets.find((p) => p.id === '5')!.corners());
    d = setSide(setSide(setSide(d, 0, 3000), 3, 4000), 4, 3000);
    d = setDiagonal(setDiagonal(d, 0, 2, 4123), 1, 3, 3162);
    d = setDiagonal(d, 2, 4, 5000);
    const next = removeCorner(d, 2);
    expect(next.corners).toHaveLength(4);
    expect(next.sides).toEqual([3000, null, 4000, 3000]);
    // AC and CE named the removed corner; BD is now B–C, a side
    expect(next.diagonals).toEqual({});
    expect(removeCorner(drawingOf(presets.find((p) => p.id === 'n3')!.corners()), 0).corners).toHaveLength(3);
  });

  it('sets a drawn side by sliding the next corners, so earlier sides keep their lengths', () => {
    const d = setMode(rect(), 'hand');
    const next = setDrawnSide(d, 0, 5000);
    expect(next.corners).toEqual([
      { x: 0, y: 0 },
      { x: 5000, y: 0 },
      { x: 5000, y: 3000 },
      { x: 1000, y: 3000 },
    ]);
    const closing = setDrawnSide(d, 3, 2000);
    expect(closing.corners[3]).toEqual({ x: 0, y: 2000 });
    expect(outlineFromPoints(closing.corners).sides[3]).toBe(2000);
  });

  it('reads turns from the corners: the L-shaped preset has one jutting corner', () => {
    expect(turnsOf(presets.find((p) => p.id === 'L')!.corners())).toEqual(['R', 'R', 'R', 'L', 'R', 'R']);
  });

  it('every preset is a simple clockwise room without problems', () => {
    for (const preset of presets) {
      const result = outlineFromPoints(preset.corners());
      expect(result.problems, preset.label).toEqual([]);
      expect(result.area, preset.label).toBeGreaterThan(1);
    }
  });

  it('switching to the hand drawing continues from the built outline', () => {
    const built = [
      { x: 0, y: 0 },
      { x: 4100.4, y: 0 },
      { x: 4100, y: 2990.6 },
      { x: 0, y: 3000 },
    ];
    const next = setMode(rect(), 'hand', built);
    expect(next.mode).toBe('hand');
    expect(next.corners).toEqual([
      { x: 0, y: 0 },
      { x: 4100, y: 0 },
      { x: 4100, y: 2991 },
      { x: 0, y: 3000 },
    ]);
  });
});
