/**
 * Public shapes of the ceiling geometry (docs/design.md §3 «Ceiling geometry»).
 *
 * Coordinate convention, used everywhere in this folder:
 * - lengths and coordinates are millimetres;
 * - x grows to the right and **y grows downwards**, as on a screen and in SVG, so a plan can be drawn
 *   without flipping;
 * - corners are lettered A, B, C … clockwise as seen from above. On a y-down plane a clockwise outline has a
 *   **positive** shoelace sum Σ(xᵢ·yᵢ₊₁ − xᵢ₊₁·yᵢ), so "positive orientation" below means "clockwise on
 *   screen", and the inside of the room is on the right of a person walking A → B → C;
 * - a built outline has A at (0, 0) and B on the positive x axis, so a convex room lies in y ≥ 0.
 */

export interface Point {
  x: number;
  y: number;
}

/** A measured distance between two corners that are not neighbours (or a repeated side). */
export interface DiagonalInput {
  /** Corner letter: A … Z, then A1 … Z1, A2 … (see `cornerLetter`). */
  from: string;
  to: string;
  /** mm */
  length: number;
  /**
   * Marks a control diagonal: it is used last when building, so it checks the others. Unmarked extra
   * diagonals are checks too; the mark only decides which one is left over.
   */
  control?: boolean;
}

/**
 * A curved wall between two neighbouring corners, measured as an arc: the side's length in `sides` is the
 * chord (the straight laser distance corner to corner) and `sagitta` is the deepest distance from the chord
 * to the wall, measured at the chord's middle. The arc is expanded into a chain of short segments
 * (about 100 mm each) for drawing; area and length use the exact arc.
 */
export interface CurvedWallInput {
  /** Index of the side: 0 = AB, 1 = BC, …, n − 1 = the closing side back to A. */
  side: number;
  /** mm; positive bulges out of the room, negative bulges into it. */
  sagitta: number;
}

/** 'R' = a right turn walking clockwise (an ordinary inside corner), 'L' = a left turn (a jutting corner). */
export type Turn = 'L' | 'R';

export interface OrthogonalOptions {
  /** One turn per corner, A first. Without it (and without a sketch) the room is a rectangle. */
  turns?: Turn[];
}

export interface OutlineInput {
  /** mm: AB, BC, …, and the closing side back to A — one per corner. */
  sides: number[];
  diagonals?: DiagonalInput[];
  /**
   * Rough corner positions in any units, y down (e.g. the freehand drawing). Used only to choose between
   * mirror solutions (and, in orthogonal mode, to read the turns). Ignored unless it has one point per corner.
   * Without it every triangle is taken as lying inside the room in corner order, which is exact for
   * diagonals that triangulate the room and assumes a convex room otherwise.
   */
  sketch?: Point[];
  /** Every corner is 90°: no diagonals needed. `true` = a rectangle, or turns read from the sketch. */
  orthogonal?: OrthogonalOptions | boolean;
  curvedWalls?: CurvedWallInput[];
}

export type ProblemCode =
  | 'invalid-input'
  | 'not-enough-measurements'
  | 'triangle-impossible'
  | 'self-intersection'
  | 'closure-error'
  | 'control-mismatch'
  | 'short-wall'
  | 'sharp-angle'
  | 'orthogonal-turns';

export interface Problem {
  code: ProblemCode;
  /** Russian, ready to show. */
  message: string;
  /** What to mark on the drawing: corner letters ("B") and measurement names ("AB", "AC"). */
  where: string[];
}

export interface Residual {
  /** "AB" for a side, "AC" for a diagonal (letters joined, see `pairName`). */
  name: string;
  /**
   * mm, adjusted length minus measured length, one decimal: positive means the reading is shorter than the
   * adjusted outline.
   */
  mm: number;
  /**
   * True for the readings most likely wrong when the measurements disagree by more than 10 mm: the ones
   * with the largest normalised residual. With a single control reading several readings tie (one extra
   * reading detects an error but cannot tell which one), so all of them are marked.
   */
  suspect: boolean;
}

export interface OutlineResult {
  /** mm, A first, in corner order, clockwise (y down). */
  points: Point[];
  /** mm, the contour to draw: the corners plus the points of curved walls, starting at A. */
  outline: Point[];
  /** mm, the side lengths used for labels: the measured ones (chords for curved walls). */
  sides: number[];
  /** m², two decimals (shoelace; curved walls add or remove their exact circular segment). */
  area: number;
  /** m, two decimals: the sum of the sides, curved walls counted along the arc. */
  perimeter: number;
  /** m, two decimals: the bounding box. */
  width: number;
  height: number;
  /** Degrees inside the room at each corner, one decimal (tangents at the ends of curved walls). */
  angles: number[];
  /** Corners under 180° seen from inside (ordinary corners). */
  innerCorners: number;
  /** Corners over 180° seen from inside (jutting corners, e.g. around a column or the start of a bay). */
  outerCorners: number;
  /** Corners beyond 4: n − 4, at least 0. */
  extraCorners: number;
  /** m, two decimals: total length of curved walls along their arcs. */
  curvedLength: number;
  /**
   * mm, one decimal: how far the closing side misses when the rest is built without it. Non-zero only
   * when the other readings can build the room alone — more diagonals than needed, none marked as
   * control; a marked control diagonal is used before the closing side, so then the control reports.
   */
  closureError: number;
  /** One per measurement (sides, then diagonals) when there are more readings than needed; otherwise empty. */
  residuals: Residual[];
  problems: Problem[];
}

export interface ProposedDiagonal {
  from: string;
  to: string;
  /** True for the one control diagonal that is not needed to build the room and checks the others. */
  control: boolean;
}
