import { proposeDiagonals } from '../geometry/diagonals.js';
import { sideName } from '../geometry/letters.js';
import { readingsStatus } from '../geometry/readings.js';
import { type RoomReadiness, roomReadiness } from '../geometry/room-readiness.js';
import { finite, isObject, type Loose, outlinePoints } from './loose.js';

/**
 * A stored draft's readiness (decision 0024): the readings its drawing records, judged by the rule the
 * calculation screen applies while they are typed (`readingsStatus`, `roomReadiness`), so an estimate
 * says of a room exactly what /calc/ says of it — and prices it only when /calc/ would.
 */

/** What an empty draft (nothing drawn, no area) lacks: every reading of the room. */
export const ROOM_NOT_MEASURED = 'размеры помещения';

type ReadingsMode = 'measure' | 'ortho' | 'hand';

/**
 * The mode a drawing was made in. Drawings of this app's editor name it (an older save of it may have
 * only its sides: the tape); a drawing without either (docs/spec.md §3's bare coords, from another system) records
 * no readings: null.
 */
function modeOf(l1: Loose): ReadingsMode | null {
  if (l1.mode === 'measure' || l1.mode === 'ortho' || l1.mode === 'hand') return l1.mode;
  return Array.isArray(l1.sides) ? 'measure' : null;
}

/** Stored diagonal readings by their corners, either way round: «AC» and «CA» are one reading. */
function diagonalLengths(value: unknown): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const d of Array.isArray(value) ? value : []) {
    if (!isObject(d) || typeof d.from !== 'string' || typeof d.to !== 'string') continue;
    const length = finite(d.length);
    if (length <= 0) continue;
    lengths.set(`${d.from}|${d.to}`, length);
    lengths.set(`${d.to}|${d.from}`, length);
  }
  return lengths;
}

/**
 * The stored draft `row` → measured, or what it still lacks. The corners are the rough sketch the readings
 * were typed over (`L1.sketch`, else the outline), as /calc/ opens it; sides stored for another number of
 * corners are not readings of this outline. A drawing that records no readings is judged by its stored
 * area alone.
 */
export function draftReadiness(row: Loose): RoomReadiness {
  const area = finite(row.ploshad) > 0;
  const polygons = isObject(row.polygons) ? row.polygons : {};
  const l1 = isObject(polygons.L1) ? polygons.L1 : null;
  const corners = l1 ? (outlinePoints(l1.sketch) ?? outlinePoints(l1.coords)) : null;
  const mode = l1 ? modeOf(l1) : null;
  if (!l1 || !corners || mode === null) {
    return area
      ? { state: 'measured', unchecked: false }
      : { state: 'missing', missing: [ROOM_NOT_MEASURED] };
  }
  const n = corners.length;
  const stored = Array.isArray(l1.sides) && l1.sides.length === n ? l1.sides : [];
  const sides = corners.map((_, i) => {
    const length = finite(stored[i]);
    return { name: sideName(i, n), length: length > 0 ? length : null };
  });
  const typed = diagonalLengths(l1.diagonals);
  const diagonals =
    mode === 'measure'
      ? proposeDiagonals(corners).map((p) => ({
          name: p.from + p.to,
          length: typed.get(`${p.from}|${p.to}`) ?? null,
          control: p.control,
        }))
      : [];
  return roomReadiness(readingsStatus({ mode, sides, diagonals }), area);
}
