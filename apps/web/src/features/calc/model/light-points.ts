import {
  formatLengthCm,
  type LightPoint,
  type LightPointKind,
  lightPointLabels,
  type Point,
  pointInPolygon,
  wallOffsets,
} from '@glad/domain';

/**
 * The light points of the current calculation: placed by a tap on the drawing or by typed coordinates,
 * listed with their distances from the walls (as the installer will mark them), taken away one by one.
 */

/** A new point's id: the kind and the first free number («spot-3»). */
function freeId(points: readonly LightPoint[], kind: LightPointKind): string {
  const taken = new Set(points.map((p) => p.id));
  let k = 1;
  while (taken.has(`${kind}-${k}`)) k++;
  return `${kind}-${k}`;
}

export type PlaceResult = { ok: true; points: LightPoint[] } | { ok: false; error: string };

/** A point placed at `at` (mm, the outline's coordinates, rounded to whole mm); refused outside the room. */
export function placePoint(
  points: readonly LightPoint[],
  kind: LightPointKind,
  at: Point,
  outline: readonly Point[],
): PlaceResult {
  if (outline.length < 3) return { ok: false, error: 'Сначала постройте контур комнаты' };
  const p = { x: Math.round(at.x), y: Math.round(at.y) };
  if (!pointInPolygon(p, outline))
    return { ok: false, error: 'Точка вне комнаты: поставьте её внутри контура' };
  return { ok: true, points: [...points, { id: freeId(points, kind), kind, ...p }] };
}

export function removePoint(points: readonly LightPoint[], id: string): LightPoint[] {
  return points.filter((p) => p.id !== id);
}

/** «Светильник 2»: the kind and the point's number among those of its kind, in the order placed. */
export function pointName(points: readonly LightPoint[], point: LightPoint): string {
  const same = points.filter((p) => p.kind === point.kind);
  return `${lightPointLabels[point.kind]} ${same.indexOf(point) + 1}`;
}

/** «AB — 80 см, DA — 120 см»: where the installer marks the point, from the two nearest crossing walls. */
export function pointPlace(corners: readonly Point[], point: LightPoint): string {
  return wallOffsets(corners, point)
    .map((o) => `${o.wall} — ${formatLengthCm(o.distance)}`)
    .join(', ');
}
