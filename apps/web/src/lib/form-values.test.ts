import { describe, expect, it } from 'vitest';
import { amountFromText, amountToText, todayIso } from './form-values';

describe('form values', () => {
  it('reads roubles typed the Russian way into kopecks, refusing zero and words', () => {
    expect(amountFromText('1 250,50')).toBe(125_050);
    expect(amountFromText('749.5')).toBe(74_950);
    expect(amountFromText('0')).toBeNull();
    expect(amountFromText('ноль')).toBeNull();
    expect(amountFromText('-5')).toBeNull();
    expect(amountToText(125_050)).toBe('1250,50');
  });

  it('gives the day in the device zone', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
