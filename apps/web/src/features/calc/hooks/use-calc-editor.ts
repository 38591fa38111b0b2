import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { currentUserId } from '../../../lib/tokens';
import { type CurrentCalc, drawingFromPolygons, withPolygons } from '../model/calc';
import type { Drawing } from '../model/drawing';
import { canRedo, canUndo, type History, record, redo, startHistory, undo } from '../model/history';
import { proposalsFor, type Solved, solve } from '../model/solve';
import { storeCalc } from '../model/storage';

export interface EditorInit {
  calc: CurrentCalc;
  /** docs/spec.md §4 saved flag: true when the draft (or, for a new one, nothing) holds unsaved work */
  saved: boolean;
}

interface State {
  /** the calculation's own fields; its drawing-derived fields are recomputed from `history.present` */
  base: CurrentCalc;
  history: History<Drawing>;
  saved: boolean;
}

type Action =
  | { type: 'draw'; next: Drawing; key: string | null }
  | { type: 'undo' }
  | { type: 'redo' }
  | {
      type: 'fields';
      patch: Partial<
        Pick<
          CurrentCalc,
          | 'name'
          | 'smeta_exclude'
          | 'ceiling_height'
          | 'DI'
          | 'projectid'
          | 'project'
          | 'clientid'
          | 'client'
          | 'lightPoints'
        >
      >;
    }
  | { type: 'comment'; text: string }
  | { type: 'calculation'; patch: CalculationPatch }
  | { type: 'follow'; from: CurrentCalc['calculation'] | null; patch: CalculationPatch }
  | { type: 'reset'; init: EditorInit }
  | { type: 'saved'; id: number }
  | { type: 'unsaved' };

/** The editor's state for a calculation loaded (or new). */
export function initEditor({ calc, saved }: EditorInit): State {
  return { base: calc, history: startHistory(drawingFromPolygons(calc.polygons)), saved };
}

type CalculationPatch = Pick<CurrentCalc, 'calculation' | 'price'>;

/** The editor's state changes; exported for its tests. */
export function editorReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'draw': {
      const history = record(state.history, action.next, action.key);
      return history === state.history ? state : { ...state, history, saved: false };
    }
    case 'undo':
    case 'redo': {
      if (action.type === 'undo' ? !canUndo(state.history) : !canRedo(state.history)) return state;
      return {
        ...state,
        history: action.type === 'undo' ? undo(state.history) : redo(state.history),
        saved: false,
      };
    }
    case 'fields':
      return { ...state, base: { ...state.base, ...action.patch }, saved: false };
    case 'comment':
      return {
        ...state,
        base: { ...state.base, polygons: { ...state.base.polygons, comment: action.text } },
        saved: false,
      };
    case 'calculation':
      return { ...state, base: { ...state.base, ...action.patch }, saved: false };
    case 'follow':
      // derived from the calculation as a render showed it: an edit made since wins (an effect runs
      // right before the next render, after the input that caused it)
      if ((state.base.calculation ?? null) !== action.from) return state;
      return { ...state, base: { ...state.base, ...action.patch } };
    case 'reset':
      return initEditor(action.init);
    case 'saved':
      return { ...state, base: { ...state.base, id: action.id }, saved: true };
    case 'unsaved':
      return { ...state, saved: false };
  }
}

/**
 * The editor's state: the drawing with undo and redo, the draft's own fields, and the saved flag. The
 * current calculation (docs/spec.md §3) is derived from them and written to local storage on every change.
 */
export function useCalcEditor(initial: EditorInit) {
  const [state, dispatch] = useReducer(editorReducer, initial, initEditor);
  const drawing = state.history.present;
  // the diagonals to measure depend on the sketch only: typing a reading must not recompute them
  const { corners, mode } = drawing;
  const proposals = useMemo(() => proposalsFor({ corners, mode }), [corners, mode]);
  const solved = useMemo<Solved>(() => solve(drawing, proposals), [drawing, proposals]);
  const calc = useMemo(() => withPolygons(state.base, drawing, solved), [state.base, drawing, solved]);

  useEffect(() => {
    storeCalc({ userId: currentUserId(), calc, saved: state.saved });
  }, [calc, state.saved]);

  const draw = useCallback(
    (next: Drawing, key: string | null = null) => dispatch({ type: 'draw', next, key }),
    [],
  );
  return {
    calc,
    saved: state.saved,
    drawing,
    solved,
    proposals,
    history: state.history,
    draw,
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    setFields: useCallback(
      (patch: Extract<Action, { type: 'fields' }>['patch']) => dispatch({ type: 'fields', patch }),
      [],
    ),
    /** the calculator part, as the user changes it */
    setCalculation: useCallback((patch: CalculationPatch) => dispatch({ type: 'calculation', patch }), []),
    /**
     * Bookkeeping derived from the calculation `from` (the default calculator taken, the price following the
     * total), which the draft need not be saved for: applied only while `from` is still the current one.
     */
    followCalculation: useCallback(
      (from: CurrentCalc['calculation'] | null, patch: CalculationPatch) =>
        dispatch({ type: 'follow', from, patch }),
      [],
    ),
    setComment: useCallback((text: string) => dispatch({ type: 'comment', text }), []),
    reset: useCallback((next: EditorInit) => dispatch({ type: 'reset', init: next }), []),
    markSaved: useCallback((id: number) => dispatch({ type: 'saved', id }), []),
    /** docs/spec.md §4: the saved flag can be reset */
    markUnsaved: useCallback(() => dispatch({ type: 'unsaved' }), []),
  };
}

export type CalcEditorState = ReturnType<typeof useCalcEditor>;
