import { type LightPoint, type LightPointKind, wallOffsets } from '../geometry/light-points.js';
import { readinessText } from '../geometry/room-readiness.js';
import type { Point } from '../geometry/types.js';
import type {
  EstimateDraftInput,
  EstimateKind,
  EstimatePoint,
  EstimateRoom,
  EstimateSettings,
  EstimateUnmeasuredRoom,
} from './types.js';

/** What a light point is called on the installer's estimate, numbered per kind: «Светильник 1». */
export const lightPointNames: Record<LightPointKind, string> = {
  spot: 'Светильник',
  chandelier: 'Люстра',
  pipe: 'Труба',
};

/** Every light point of a room with its offsets from the walls, in the order they were placed. */
export function estimatePoints(points: readonly LightPoint[], corners: readonly Point[]): EstimatePoint[] {
  const numbers: Record<LightPointKind, number> = { spot: 0, chandelier: 0, pipe: 0 };
  const out: EstimatePoint[] = [];
  for (const point of points) {
    if (!(point.kind in numbers)) continue;
    numbers[point.kind] += 1;
    out.push({
      kind: point.kind,
      label: `${lightPointNames[point.kind]} ${numbers[point.kind]}`,
      offsets: wallOffsets(corners, point),
    });
  }
  return out;
}

const positive = (x: number) => (Number.isFinite(x) && x > 0 ? x : 0);

/** A room's name on the estimate: its own, else its place among the estimate's rooms («Помещение 2»). */
export const roomName = (draft: Pick<EstimateDraftInput, 'name'>, index: number) =>
  draft.name.trim() || `Помещение ${index + 1}`;

/** What the estimate says of a room it cannot price yet; null when the room is measured. */
export function unmeasuredOf(draft: EstimateDraftInput, index: number): EstimateUnmeasuredRoom | null {
  const note = draft.readiness ? readinessText(draft.readiness) : null;
  return note === null ? null : { draftId: draft.id ?? null, name: roomName(draft, index), note };
}

/**
 * A room as the estimate prints it. The installer's gets the drawing's comment and the light points'
 * positions (he marks them on the film); the client's gets neither.
 */
export function roomOf(
  draft: EstimateDraftInput,
  index: number,
  settings: EstimateSettings,
  kind: EstimateKind,
): EstimateRoom {
  const g = draft.geometry;
  const installer = kind === 'installer';
  const comment = installer ? draft.comment?.trim() : '';
  return {
    draftId: draft.id ?? null,
    name: roomName(draft, index),
    area: positive(g.area),
    perimeter: positive(g.perimeter),
    corners: positive(g.corners),
    ceilingHeight: positive(g.height ?? 0) || null,
    sketchSvg: settings.SMETA_SKETCH && draft.sketchSvg ? draft.sketchSvg : null,
    comment: comment ? comment : null,
    points: installer ? estimatePoints(draft.lightPoints ?? [], draft.corners ?? []) : [],
  };
}
