import { describe, expect, it } from 'vitest';
import { lastTwelveMonths, monthlySeries, profitAndLoss, sumFlows } from './figures';
import { emptyTotals } from './money-flows';

describe('profit and loss', () => {
  it('adds payments and income, takes refunds off revenue, and counts tutor pay as expense', () => {
    // 1,250.50 paid, 200.25 refunded, 99.99 other income → 1,150.24 revenue;
    // 300.00 expenses + 450.10 tutor pay → 750.10; profit 400.14.
    expect(
      profitAndLoss({
        order_payments: 125050,
        order_refunds: 20025,
        additional_income: 9999,
        expenses: 30000,
        tutor_payments: 45010,
        affiliate_payouts: 0,
      }),
    ).toEqual({ revenue: 115024, expenses: 75010, profit: 40014 });
  });

  it('counts affiliate payouts as expense, like tutor pay', () => {
    // 100.00 paid; 20.00 tutor pay + 12.50 paid out to affiliates → 32.50; profit 67.50.
    expect(
      profitAndLoss({
        ...emptyTotals(),
        order_payments: 10000,
        tutor_payments: 2000,
        affiliate_payouts: 1250,
      }),
    ).toEqual({ revenue: 10000, expenses: 3250, profit: 6750 });
  });

  it('is a loss when expenses exceed revenue', () => {
    expect(profitAndLoss({ ...emptyTotals(), expenses: 1 }).profit).toBe(-1);
  });

  it('sums months source by source', () => {
    const a = { ...emptyTotals(), order_payments: 100, expenses: 5 };
    const b = { ...emptyTotals(), order_payments: 1, tutor_payments: 7 };
    expect(
      sumFlows([
        { month: '2026-01', totals: a },
        { month: '2026-02', totals: b },
      ]),
    ).toEqual({ ...emptyTotals(), order_payments: 101, expenses: 5, tutor_payments: 7 });
  });
});

describe('monthly series', () => {
  it('covers the twelve months ending with the range, across a year end', () => {
    const months = lastTwelveMonths('2026-03-15');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months[11]).toBe('2026-03');
  });

  it('puts months without money at zero', () => {
    const series = monthlySeries(
      ['2026-01', '2026-02'],
      [{ month: '2026-02', totals: { ...emptyTotals(), additional_income: 500 } }],
    );
    expect(series).toEqual([
      { month: '2026-01', revenue: 0, expenses: 0, profit: 0 },
      { month: '2026-02', revenue: 500, expenses: 0, profit: 500 },
    ]);
  });
});
