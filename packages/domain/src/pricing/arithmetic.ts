/**
 * Exact integer arithmetic for money. Quantities and percentages are carried as integers of hundredths
 * (0.01 m², 0.01 %) so that every product is an exact integer and the only rounding is the one the rules
 * name, half away from zero.
 */

const FAST = 2 ** 50;

/** round(a × b / d) half away from zero, for safe integers a, b and d ≠ 0; exact (BigInt when large). */
export function mulDiv(a: number, b: number, d: number): number {
  const n = a * b;
  if (Math.abs(n) < FAST && Math.abs(d) < FAST) {
    const q = Math.floor((2 * Math.abs(n) + Math.abs(d)) / (2 * Math.abs(d)));
    return n < 0 !== d < 0 && q !== 0 ? -q : q;
  }
  const bn = BigInt(a) * BigInt(b);
  const bd = BigInt(d);
  const an = bn < 0n ? -bn : bn;
  const ad = bd < 0n ? -bd : bd;
  const q = Number((2n * an + ad) / (2n * ad));
  return bn < 0n !== bd < 0n && q !== 0 ? -q : q;
}

/**
 * A decimal number → integer hundredths, half away from zero. The tiny nudge makes a value typed as
 * 1.005 (stored as 1.00499999…) round as typed.
 */
export function toHundredths(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const scaled = Math.round(Math.abs(value) * 100 + 1e-7);
  return value < 0 ? -scaled : scaled;
}

/** A factor such as 1.3 → integer ten-thousandths (13000). */
export function toTenThousandths(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const scaled = Math.round(Math.abs(value) * 10000 + 1e-7);
  return value < 0 ? -scaled : scaled;
}

/** Round a sum of kopecks up (towards +∞) to a multiple of `step` kopecks. */
export function roundUpTo(kopecks: number, step: number): number {
  if (step <= 1) return kopecks;
  const r = kopecks % step;
  if (r === 0) return kopecks;
  return r > 0 ? kopecks - r + step : kopecks - r;
}

/** A non-negative finite number, else 0 (geometry not drawn yet, a count cleared while typing). */
export function nonNegative(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
