import { describe, expect, it } from 'vitest';
import { parseRuDay } from './smety-filters';

describe('a day typed the Russian way', () => {
  it('reads dd.mm.yyyy and refuses days that do not exist', () => {
    expect(parseRuDay('22.11.2026')).toBe('2026-11-22');
    expect(parseRuDay(' 2.3.2026 ')).toBe('2026-03-02');
    expect(parseRuDay('31.02.2026')).toBeNull();
    expect(parseRuDay('2026-11-22')).toBeNull();
  });
});
