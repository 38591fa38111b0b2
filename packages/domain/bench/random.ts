/** Deterministic pseudo-random numbers in [0, 1) (a linear congruential generator), so every run measures the same input. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}
