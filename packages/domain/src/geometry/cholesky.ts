/** Dense Cholesky for the small symmetric positive definite systems of the adjustment (row-major, in place). */

/** Replaces the lower triangle of `a` (size × size) with L where a = L·Lᵀ. False if `a` is not positive definite. */
export function cholesky(a: Float64Array, size: number): boolean {
  for (let j = 0; j < size; j++) {
    let diagonal = a[j * size + j]!;
    for (let k = 0; k < j; k++) diagonal -= a[j * size + k]! * a[j * size + k]!;
    if (!(diagonal > 0)) return false;
    const root = Math.sqrt(diagonal);
    a[j * size + j] = root;
    for (let i = j + 1; i < size; i++) {
      let sum = a[i * size + j]!;
      for (let k = 0; k < j; k++) sum -= a[i * size + k]! * a[j * size + k]!;
      a[i * size + j] = sum / root;
    }
  }
  return true;
}

/** Solves L·y = b. */
export function forwardSubstitute(l: Float64Array, size: number, b: ArrayLike<number>): Float64Array {
  const y = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    let sum = b[i]!;
    for (let k = 0; k < i; k++) sum -= l[i * size + k]! * y[k]!;
    y[i] = sum / l[i * size + i]!;
  }
  return y;
}

/** Solves (L·Lᵀ)·x = b with the factor from `cholesky`. */
export function choleskySolve(l: Float64Array, size: number, b: ArrayLike<number>): Float64Array {
  const y = forwardSubstitute(l, size, b);
  const x = new Float64Array(size);
  for (let i = size - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let k = i + 1; k < size; k++) sum -= l[k * size + i]! * x[k]!;
    x[i] = sum / l[i * size + i]!;
  }
  return x;
}
