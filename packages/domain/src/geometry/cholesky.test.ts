import { describe, expect, it } from 'vitest';
import { cholesky, choleskySolve } from './cholesky.js';

describe('cholesky', () => {
  it('solves a symmetric positive definite system', () => {
    // A = [[4, 2, 0], [2, 5, 1], [0, 1, 3]], x = [1, -2, 3] → b = A·x
    const a = new Float64Array([4, 2, 0, 2, 5, 1, 0, 1, 3]);
    expect(cholesky(a, 3)).toBe(true);
    const x = choleskySolve(a, 3, [0, -5, 7]);
    expect([...x].map((v) => Math.round(v * 1e9) / 1e9)).toEqual([1, -2, 3]);
  });

  it('refuses a matrix that is not positive definite', () => {
    expect(cholesky(new Float64Array([1, 2, 2, 1]), 2)).toBe(false);
  });
});
