import { describe, expect, it } from 'vitest';
import { retryDelay } from './backoff.js';

describe('retry delay', () => {
  it('doubles from the base up to the ceiling', () => {
    const plain = { random: () => 0.5 };
    expect([1, 2, 3, 4].map((n) => retryDelay(n, plain))).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelay(50, plain)).toBe(300_000);
    expect(retryDelay(3, { baseMs: 100, maxMs: 250, random: () => 0.5 })).toBe(250);
  });

  it('spreads retries by at most a fifth either way and never above the ceiling', () => {
    expect(retryDelay(1, { random: () => 0 })).toBe(1600);
    expect(retryDelay(1, { random: () => 1 })).toBe(2400);
    expect(retryDelay(40, { random: () => 1 })).toBe(300_000);
  });
});
