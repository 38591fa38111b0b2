import { describe, expect, it } from 'vitest';
import {
  amountDue,
  paidSum,
  paymentStage,
  paymentSummary,
  shownPaymentStatus,
  statusForStage,
} from './status.js';

const defaults = [
  { id: 11, name: 'Не оплачен', sort: 1 },
  { id: 12, name: 'Предоплата', sort: 2 },
  { id: 13, name: 'Оплачен', sort: 3 },
];

describe('paid sum and debt', () => {
  it('adds payments and takes returns away', () => {
    expect(
      paidSum([
        { amount: 30_000_00, kind: 'predoplata' },
        { amount: 50_000_00, kind: 'doplata' },
        { amount: 5_000_00, kind: 'vozvrat' },
      ]),
    ).toBe(75_000_00);
    expect(paidSum([])).toBe(0);
  });

  it('owes the rest of the due sum, never less than nothing', () => {
    expect(paymentSummary([{ amount: 30_000_00, kind: 'predoplata' }], 100_000_00)).toEqual({
      due: 100_000_00,
      paid: 30_000_00,
      debt: 70_000_00,
      stage: 'partial',
    });
    const over = paymentSummary([{ amount: 120_000_00, kind: 'doplata' }], 100_000_00);
    expect(over.debt).toBe(0);
    expect(over.stage).toBe('paid');
  });

  it('takes the approved estimate total when there is one, else the project amount', () => {
    expect(amountDue(90_000_00, 80_000_00)).toBe(90_000_00);
    expect(amountDue(null, 80_000_00)).toBe(80_000_00);
    expect(amountDue(0, 80_000_00)).toBe(0);
  });
});

describe('payment stage', () => {
  it('moves from none to a prepayment to paid as money comes in', () => {
    expect(paymentStage(0, 100)).toBe('none');
    expect(paymentStage(1, 100)).toBe('partial');
    expect(paymentStage(99, 100)).toBe('partial');
    expect(paymentStage(100, 100)).toBe('paid');
    expect(paymentStage(101, 100)).toBe('paid');
  });

  it('counts money back to nothing as unpaid, and money on an unpriced project as a prepayment', () => {
    expect(paymentStage(-500, 100)).toBe('none');
    expect(paymentStage(500, 0)).toBe('partial');
    expect(paymentStage(0, 0)).toBe('none');
  });
});

describe('the status shown', () => {
  it('finds the default statuses by name, whatever their order', () => {
    const shuffled = [defaults[2]!, defaults[0]!, defaults[1]!].map((s, i) => ({ ...s, sort: i }));
    expect(statusForStage('none', shuffled)).toBe(11);
    expect(statusForStage('partial', shuffled)).toBe(12);
    expect(statusForStage('paid', shuffled)).toBe(13);
  });

  it('falls back to the first, second and last renamed status', () => {
    const renamed = [
      { id: 5, name: 'Ждём денег', sort: 1 },
      { id: 6, name: 'Аванс', sort: 2 },
      { id: 7, name: 'Частично', sort: 3 },
      { id: 8, name: 'Рассчитались', sort: 4 },
    ];
    expect(statusForStage('none', renamed)).toBe(5);
    expect(statusForStage('partial', renamed)).toBe(6);
    expect(statusForStage('paid', renamed)).toBe(8);
    expect(statusForStage('partial', [{ id: 9, name: 'Один', sort: 1 }])).toBe(9);
    expect(statusForStage('paid', [])).toBe(0);
  });

  it('lets a status set by hand win over the money, and follows the money otherwise', () => {
    expect(shownPaymentStatus(13, 'none', defaults)).toEqual({ id: 13, manual: true });
    expect(shownPaymentStatus(0, 'partial', defaults)).toEqual({ id: 12, manual: false });
    // a status the company deleted since is not a choice any more
    expect(shownPaymentStatus(99, 'paid', defaults)).toEqual({ id: 13, manual: false });
  });
});
