/**
 * The property tests' independent oracle of the money rounding (BigInt, not the code under test). Not
 * exported from the package.
 */

/** round(n / d) half away from zero. */
export function oracle(n: bigint, d: bigint): number {
  const q = n / d;
  const r = n % d;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= d) return Number(n < 0n ? q - 1n : q + 1n);
  return Number(q);
}

/** A quantity or percent with two decimals as a whole number of hundredths. */
export const hundredths = (x: number) => BigInt(Math.round(x * 100));
