import type { Point, Turn } from '@glad/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  applyPreset,
  insertCorner,
  type Mode,
  moveCorner,
  presets,
  removeCorner,
  setCurve,
  setDiagonal,
  setDrawnSide,
  setMode,
  setSide,
  setTurn,
} from '../model/drawing';
import type { CalcEditorState } from './use-calc-editor';

/**
 * Every change the tables, the drawing and the toolbar make, as stable callbacks (the table rows are
 * memoised and must not re-render when another row changes). Keystrokes in one field, and arrow presses on
 * one corner, make one undo step.
 */
export function useDrawingActions(editor: CalcEditorState) {
  const { draw } = editor;
  const latest = useRef(editor);
  latest.current = editor;
  // the drawing as it is now, read when a change happens (the callbacks themselves never change)
  const d = useCallback(() => latest.current.drawing, []);
  const [selected, setSelected] = useState<number | null>(null);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const n = editor.drawing.corners.length;

  useEffect(() => {
    if (selected !== null && selected >= n) setSelected(n - 1);
  }, [selected, n]);

  const remove = useCallback(
    (index: number) => {
      if (d().corners.length <= 3) return;
      draw(removeCorner(d(), index));
      setSelected(Math.max(0, index - 1));
    },
    [draw, d],
  );
  const insert = useCallback(
    (index: number) => {
      draw(insertCorner(d(), index));
      setSelected(index + 1);
    },
    [draw, d],
  );

  const actions = useMemo(
    () => ({
      select: setSelected,
      setSide: (side: number, mm: number | null) => draw(setSide(d(), side, mm), `side:${side}`),
      setDrawnSide: (side: number, mm: number) => draw(setDrawnSide(d(), side, mm), `drawn:${side}`),
      setCurve: (side: number, sagitta: number | null) => draw(setCurve(d(), side, sagitta), `curve:${side}`),
      setDiagonal: (i: number, j: number, mm: number | null) =>
        draw(setDiagonal(d(), i, j, mm), `diagonal:${i}-${j}`),
      setTurn: (index: number, turn: Turn) => draw(setTurn(d(), index, turn)),
      setCorner: (index: number, to: Point) => draw(moveCorner(d(), index, to), `corner:${index}`),
      nudge: (index: number, dx: number, dy: number) => {
        const p = d().corners[index];
        if (p) draw(moveCorner(d(), index, { x: p.x + dx, y: p.y + dy }), `nudge:${index}`);
      },
      /** a drag ended: one undo step for the whole drag */
      dropCorner: (index: number, to: Point) => draw(moveCorner(d(), index, to)),
      remove,
      insert,
      addCorner: () => insert(selectedRef.current ?? d().corners.length - 1),
      removeCorner: () => remove(selectedRef.current ?? d().corners.length - 1),
      setMode: (mode: Mode) => {
        const { solved } = latest.current;
        draw(setMode(d(), mode, solved.measured ? solved.result.points : undefined));
      },
      preset: (id: string) => {
        const preset = presets.find((p) => p.id === id);
        if (preset) {
          draw(applyPreset(d(), preset));
          setSelected(null);
        }
      },
    }),
    [draw, d, remove, insert],
  );
  return { selected, actions };
}

export type DrawingActions = ReturnType<typeof useDrawingActions>['actions'];

/** Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) anywhere but in a text field, which keeps its own undo. */
export function useUndoKeys(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      // by physical key, so a Russian layout (Я in place of Z) works the same
      if (event.code === 'KeyZ') {
        event.preventDefault();
        if (event.shiftKey) redo();
        else undo();
      } else if (event.code === 'KeyY') {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}
