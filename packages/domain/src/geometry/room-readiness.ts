import { missingReadingsText, type ReadingsStatus } from './readings.js';

/**
 * Whether a room may be given a figure: one rule for the calculation screen and the estimates (decision
 * 0024). A room is priced only when its readings fix it and its outline was built from them; otherwise
 * every screen and document says what is missing instead of showing an area or a price.
 */
export type RoomReadiness =
  /** Fixed by its readings (or drawn by hand): it has an area and a price. */
  | { state: 'measured'; unchecked: boolean }
  /** Readings still to take, in the order to take them («сторона BC», «диагональ AC»). */
  | { state: 'missing'; missing: readonly string[] }
  /** Every reading is typed but no outline came of them (they contradict each other). */
  | { state: 'unbuilt' };

/** `built`: the room has an outline from its readings (the screen's solve, or a stored area). */
export function roomReadiness(readings: ReadingsStatus, built: boolean): RoomReadiness {
  if (readings.missing.length > 0) return { state: 'missing', missing: [...readings.missing] };
  return built ? { state: 'measured', unchecked: readings.unchecked } : { state: 'unbuilt' };
}

export const UNBUILT_TEXT = 'Контур не построен: проверьте замеры';

/** What a room that cannot be priced says; null for a measured room. */
export function readinessText(readiness: RoomReadiness): string | null {
  if (readiness.state === 'missing') return missingReadingsText(readiness.missing);
  if (readiness.state === 'unbuilt') return UNBUILT_TEXT;
  return null;
}
