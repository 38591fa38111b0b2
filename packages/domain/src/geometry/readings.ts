/**
 * Which tape readings a room still lacks, and whether the ones taken were checked. A room is only given an
 * area (and so a price) once its readings fix it: a half-measured room shows what is missing instead of a
 * figure built on a guess.
 */

/** A diagonal the plan offers to measure. */
export interface DiagonalReading {
  /** «AC» */
  name: string;
  /** mm; null = not typed */
  length: number | null;
  /** the one left over to check the others */
  control: boolean;
}

export interface ReadingsInput {
  /** 'hand': drawn, not measured (nothing is missing); 'ortho': sides and right angles; 'measure': tape */
  mode: 'measure' | 'ortho' | 'hand';
  /** side names (AB first) with their readings, mm; null = not typed */
  sides: readonly { name: string; length: number | null }[];
  /** the diagonals offered (measure mode), triangulating ones first */
  diagonals: readonly DiagonalReading[];
}

export interface ReadingsStatus {
  /** «сторона BC», «диагональ AC», in the order to take them */
  missing: string[];
  /**
   * Every reading needed is there but none is spare: nothing checks them (a room of four or more corners
   * measured without a control diagonal).
   */
  unchecked: boolean;
}

/** Diagonals a room of n corners needs to be fixed by its sides: it splits into n − 2 triangles. */
const neededDiagonals = (corners: number) => Math.max(0, corners - 3);

export function readingsStatus({ mode, sides, diagonals }: ReadingsInput): ReadingsStatus {
  if (mode === 'hand') return { missing: [], unchecked: false };
  const missing = sides.filter((s) => s.length === null).map((s) => `сторона ${s.name}`);
  if (mode === 'ortho') return { missing, unchecked: false };
  const typed = diagonals.filter((d) => d.length !== null).length;
  const short = neededDiagonals(sides.length) - typed;
  if (short > 0) {
    // the triangulating ones first, the control one only when it would have to build the room
    const untyped = diagonals.filter((d) => d.length === null);
    const order = [...untyped.filter((d) => !d.control), ...untyped.filter((d) => d.control)];
    missing.push(...order.slice(0, short).map((d) => `диагональ ${d.name}`));
  }
  const unchecked = missing.length === 0 && sides.length > 3 && typed <= neededDiagonals(sides.length);
  return { missing, unchecked };
}

/** «Не хватает замеров: сторона BC, диагональ AC». */
export function missingReadingsText(missing: readonly string[]): string {
  return `Не хватает замеров: ${missing.join(', ')}`;
}

export const UNCHECKED_TEXT = 'Не проверено контрольной диагональю';
