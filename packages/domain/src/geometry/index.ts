/** Ceiling geometry (docs/design.md §3): outlines from tape readings, diagonals to measure, sketches. */
export { arcMeasure } from './curved.js';
export { isInsideDiagonal, proposeDiagonals } from './diagonals.js';
export { type OutlineFigures, outlineFigures, perimeterMm } from './figures.js';
export {
  cornerIndex,
  cornerLetter,
  pairName,
  type StoredDiagonal,
  sideName,
  storedDiagonals,
} from './letters.js';
export {
  countLightPoints,
  type LightPoint,
  type LightPointKind,
  lightPointKinds,
  OFFSET_WALLS,
  type WallOffset,
  wallOffsets,
} from './light-points.js';
export { buildOutline, outlineFromPoints, TOLERANCE_MM } from './outline.js';
export { isSimple, pointInPolygon, polygonArea, signedArea } from './polygon.js';
export {
  type DiagonalReading,
  missingReadingsText,
  type ReadingsInput,
  type ReadingsStatus,
  readingsStatus,
  UNCHECKED_TEXT,
} from './readings.js';
export {
  type RoomReadiness,
  readinessText,
  roomReadiness,
  UNBUILT_TEXT,
} from './room-readiness.js';
export { lightPointSymbol, type SketchOptions, sketchSvg } from './sketch-svg.js';
export type * from './types.js';
