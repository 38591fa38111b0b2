import { describe, expect, it } from 'vitest';
import { daysBetween, periodEnd, periodPrice, quotePlan } from './index.js';

describe('periodPrice', () => {
  it('makes longer periods cheaper per month', () => {
    expect(periodPrice(990_00, 1)).toBe(990_00);
    expect(periodPrice(990_00, 3)).toBe(2673_00);
    expect(periodPrice(990_00, 12)).toBe(9504_00);
    expect(periodPrice(990_00, 12) / 12).toBeLessThan(periodPrice(990_00, 3) / 3);
  });
});

describe('periodEnd', () => {
  it('ends the day before the same date months later, clamped to short months', () => {
    expect(periodEnd('2026-11-25', 1)).toBe('2026-12-24');
    expect(periodEnd('2026-11-25', 3)).toBe('2027-02-24');
    expect(periodEnd('2026-11-25', 12)).toBe('2027-11-24');
    expect(periodEnd('2027-01-31', 1)).toBe('2027-02-28');
    expect(periodEnd('2028-01-31', 1)).toBe('2028-02-29');
    expect(periodEnd('2027-01-28', 1)).toBe('2027-02-27');
  });
});

describe('quotePlan', () => {
  const free = { monthly: 0, end: null };
  it('charges the full price from today on the free plan', () => {
    expect(
      quotePlan({ today: '2026-11-25', current: free, samePlan: false, monthly: 990_00, months: 1 }),
    ).toEqual({
      price: 990_00,
      credit: 0,
      amount: 990_00,
      unusedDays: 0,
      start: '2026-11-25',
      end: '2026-12-24',
    });
  });

  it('credits the unused days of a cheaper plan on an upgrade, today included', () => {
    const q = quotePlan({
      today: '2026-11-25',
      current: { monthly: 990_00, end: '2026-12-04' },
      samePlan: false,
      monthly: 2490_00,
      months: 1,
    });
    expect(q.unusedDays).toBe(10);
    expect(q.credit).toBe(330_00);
    expect(q.amount).toBe(2160_00);
    expect(q.start).toBe('2026-11-25');
  });

  it('adds the period after the end when the same plan is paid again', () => {
    const q = quotePlan({
      today: '2026-11-25',
      current: { monthly: 990_00, end: '2026-12-04' },
      samePlan: true,
      monthly: 990_00,
      months: 3,
    });
    expect(q).toMatchObject({ credit: 0, start: '2026-12-05', end: '2027-03-04', amount: 2673_00 });
  });

  it('counts nothing for a plan that has ended, caps the credit and applies a percent discount', () => {
    const ended = quotePlan({
      today: '2026-11-25',
      current: { monthly: 4990_00, end: '2026-11-24' },
      samePlan: false,
      monthly: 990_00,
      months: 1,
    });
    expect(ended).toMatchObject({ unusedDays: 0, credit: 0, amount: 990_00 });
    const capped = quotePlan({
      today: '2026-11-25',
      current: { monthly: 4990_00, end: '2027-11-24' },
      samePlan: false,
      monthly: 990_00,
      months: 1,
    });
    expect(capped).toMatchObject({ credit: 990_00, amount: 0 });
    const discounted = quotePlan({
      today: '2026-11-25',
      current: free,
      samePlan: false,
      monthly: 990_00,
      months: 1,
      discountPercent: 15,
    });
    expect(discounted.amount).toBe(841_50);
    expect(daysBetween('2026-11-25', '2026-12-04')).toBe(9);
  });
});
