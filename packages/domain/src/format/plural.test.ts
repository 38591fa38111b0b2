import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, type PluralForms, pluralRu } from './plural.js';

const clients: PluralForms = ['клиент', 'клиента', 'клиентов'];

describe('Russian plural forms', () => {
  it('chooses the form by the number', () => {
    expect(formatCount(1, clients)).toBe('1\u00a0клиент');
    expect(formatCount(2, clients)).toBe('2\u00a0клиента');
    expect(formatCount(5, clients)).toBe('5\u00a0клиентов');
    expect(formatCount(0, clients)).toBe('0\u00a0клиентов');
    expect(formatCount(11, clients)).toBe('11\u00a0клиентов');
    expect(formatCount(21, clients)).toBe('21\u00a0клиент');
    expect(formatCount(104, clients)).toBe('104\u00a0клиента');
    expect(formatCount(1_000_001, clients)).toBe('1\u00a0000\u00a0001\u00a0клиент');
    expect(pluralRu(1.5, clients)).toBe('клиента');
  });
  it('agrees with the textbook rule for every whole number', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (n) => {
        const d10 = n % 10;
        const d100 = n % 100;
        const expected =
          d10 === 1 && d100 !== 11
            ? 'клиент'
            : d10 >= 2 && d10 <= 4 && (d100 < 12 || d100 > 14)
              ? 'клиента'
              : 'клиентов';
        expect(pluralRu(n, clients)).toBe(expected);
      }),
    );
  });
  it('agrees with Intl.PluralRules, whole numbers and fractions as formatNumber shows them', () => {
    const rules = new Intl.PluralRules('ru-RU');
    const byCategory = { one: 'клиент', few: 'клиента', many: 'клиентов', other: 'клиента' } as const;
    const check = (n: number) => {
      expect(pluralRu(n, clients)).toBe(byCategory[rules.select(n) as keyof typeof byCategory]);
    };
    fc.assert(fc.property(fc.integer({ min: -2_000_000, max: 2_000_000 }), check));
    fc.assert(fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (k) => check(k / 100)));
  });
});
