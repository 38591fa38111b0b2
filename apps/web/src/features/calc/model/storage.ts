import { lightPointsOf } from '@glad/domain';
import { type CurrentCalc, ceilingHeightOf } from './calc';

/**
 * docs/spec.md §3: local browser storage keeps the current calculation and its saved flag, so a reload (or a
 * phone that killed the tab) restores the work in progress. The user id is kept beside it: another
 * person signing in on the same phone must not get someone else's unsaved room.
 */
export const CALC_KEY = 'glad.calc';
export const SAVED_KEY = 'glad.calc.saved';

export interface StoredCalc {
  userId: number | null;
  calc: CurrentCalc;
  /** docs/spec.md §4 saved flag: true when the draft holds everything the editor shows */
  saved: boolean;
}

export function loadStoredCalc(userId: number | null): StoredCalc | null {
  try {
    const raw = localStorage.getItem(CALC_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { userId?: unknown; calc?: unknown };
    if (!parsed || typeof parsed !== 'object' || !parsed.calc || typeof parsed.calc !== 'object') return null;
    if ((parsed.userId ?? null) !== userId) return null;
    const calc = parsed.calc as CurrentCalc;
    if (!calc.polygons || typeof calc.name !== 'string') return null;
    // a calculation stored before the ceiling height existed has none
    calc.ceiling_height = ceilingHeightOf(calc.ceiling_height);
    // nor light points
    calc.lightPoints = lightPointsOf(calc.lightPoints);
    return { userId, calc, saved: localStorage.getItem(SAVED_KEY) !== '0' };
  } catch {
    // a broken entry (another version, a full disk) is no calculation
    return null;
  }
}

export function storeCalc(stored: StoredCalc): void {
  try {
    localStorage.setItem(CALC_KEY, JSON.stringify({ userId: stored.userId, calc: stored.calc }));
    localStorage.setItem(SAVED_KEY, stored.saved ? '1' : '0');
  } catch {
    // storage full or denied: the draft itself is still saved through the offline copy
  }
}

/** The saved flag alone (docs/spec.md §4: it can be reset). */
export function storeSavedFlag(saved: boolean): void {
  try {
    localStorage.setItem(SAVED_KEY, saved ? '1' : '0');
  } catch {
    // see storeCalc
  }
}

export function clearStoredCalc(): void {
  localStorage.removeItem(CALC_KEY);
  localStorage.removeItem(SAVED_KEY);
}
