/**
 * A small seeded generator (mulberry32): the demo company is the same on every machine and every run, so
 * tests can count what it holds and a screenshot shows the same rooms.
 */

/** Any fixed number: changing it gives another, equally believable company. */
export const DEMO_SEED = 20_261_125;

export interface Random {
  /** [0, 1) */
  next(): number;
  /** an integer in [min, max] */
  int(min: number, max: number): number;
  /** a length in [min, max] mm, in whole centimetres as a tape reads it */
  cm(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number = DEMO_SEED): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    cm: (min, max) => int(Math.ceil(min / 10), Math.floor(max / 10)) * 10,
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}
