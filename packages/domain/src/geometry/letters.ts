/**
 * Corner letters as measurers write them: A … Z, then A1 … Z1, A2 … Z2 and so on, so any room size has a
 * short unambiguous name for each corner. Measurements are named by joining letters: "AB", "AC", "Z1A".
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 0 → "A", 25 → "Z", 26 → "A1", 53 → "B2". */
export function cornerLetter(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Неверный номер угла: ${index}`);
  const round = Math.floor(index / ALPHABET.length);
  const letter = ALPHABET[index % ALPHABET.length]!;
  return round === 0 ? letter : `${letter}${round}`;
}

/** Inverse of `cornerLetter`; -1 for anything that is not a corner letter. Case and spaces are forgiven. */
export function cornerIndex(letter: string): number {
  const match = /^([A-Z])(\d*)$/.exec(letter.trim().toUpperCase());
  if (!match) return -1;
  const round = match[2] ? Number(match[2]) : 0;
  // "A0" or "A01" would alias "A"; refuse them so each corner has one spelling.
  if (match[2] && (round === 0 || match[2].startsWith('0'))) return -1;
  return round * ALPHABET.length + ALPHABET.indexOf(match[1]!);
}

/** Name of the distance between two corners: "AC". */
export function pairName(a: number, b: number): string {
  return cornerLetter(a) + cornerLetter(b);
}

/** Name of side i of an n-corner room: 0 → "AB", n − 1 → the closing side, e.g. "DA". */
export function sideName(index: number, cornerCount: number): string {
  return pairName(index, (index + 1) % cornerCount);
}

/** A diagonal as a saved draft keeps it (`polygons.L1.diagonals`, docs/spec.md §3). */
export interface StoredDiagonal {
  from: string;
  to: string;
  length: number;
  control?: true;
}

/**
 * Diagonals in the saved draft's form: each named by its corners' letters, the lower corner first, and the
 * list sorted by those names, their numbers compared as numbers (A2 before A10), so the same room always
 * saves the same list.
 */
export function storedDiagonals(
  diagonals: readonly { corners: readonly [number, number]; length: number; control?: boolean }[],
): StoredDiagonal[] {
  return diagonals
    .map(({ corners, length, control }) => {
      const [i, j] = corners[0] <= corners[1] ? corners : [corners[1], corners[0]];
      return {
        from: cornerLetter(i),
        to: cornerLetter(j),
        length,
        ...(control ? { control: true as const } : {}),
      };
    })
    .sort(
      (a, b) =>
        a.from.localeCompare(b.from, 'en', { numeric: true }) ||
        a.to.localeCompare(b.to, 'en', { numeric: true }),
    );
}
