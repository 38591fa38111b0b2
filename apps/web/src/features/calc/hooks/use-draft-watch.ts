import { useEffect, useRef, useState } from 'react';
import { type DraftRow, useRecord } from '../../../lib/offline-db';
import { type CurrentCalc, calcFromRow, calcSignature } from '../model/calc';
import type { EditorInit } from './use-calc-editor';

export type DraftState = 'new' | 'loading' | 'live' | 'deleted';

/**
 * Follows the open draft in the offline copy (this tab's saves, other tabs, the pull from other devices).
 * A change made elsewhere replaces what the editor shows when it holds nothing unsaved; with unsaved work
 * it is only reported (saving then writes over it, and the server keeps the other values as lost ones).
 */
export function useDraftWatch(calc: CurrentCalc, saved: boolean, reset: (init: EditorInit) => void) {
  const row = useRecord('drafts', calc.id) as DraftRow | null | undefined;
  /** the signature of the draft as this editor last knew it (loaded or saved) */
  const known = useRef<string | null>(calc.id === null ? null : calcSignature(calc));
  const seen = useRef(false);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const savedRef = useRef(saved);
  savedRef.current = saved;

  useEffect(() => {
    if (!row) return;
    seen.current = true;
    const fromRow = calcFromRow(row);
    const signature = calcSignature(fromRow);
    if (known.current === null || signature === known.current) {
      known.current = signature;
      return;
    }
    known.current = signature;
    if (savedRef.current) {
      reset({ calc: fromRow, saved: true });
      setChangedElsewhere(false);
    } else setChangedElsewhere(true);
  }, [row, reset]);

  const state: DraftState =
    calc.id === null
      ? 'new'
      : row === undefined
        ? 'loading'
        : row === null
          ? seen.current
            ? 'deleted'
            : 'loading'
          : 'live';
  return {
    row: row ?? null,
    state,
    changedElsewhere,
    /** call right before writing `next` to the draft, so its own echo is not taken for someone else's */
    expect: (next: CurrentCalc) => {
      known.current = calcSignature(next);
      setChangedElsewhere(false);
    },
  };
}
