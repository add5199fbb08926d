import { describe, expect, it } from 'vitest';
import { netPay, payFigures, periodBounds } from './pay-figures';
import { payFor } from './work-time';

describe('the month of a pay run', () => {
  it.each([
    ['2026-11', '2026-11-01', '2026-11-30'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2026-12', '2026-12-01', '2026-12-31'],
  ])('%s runs %s to %s', (period, from, to) => {
    expect(periodBounds(period)).toEqual({ from, to });
  });
  it.each(['2026-13', '2026-1', '26-11', '2026-11-01', ''])('%s is no month', (period) => {
    expect(periodBounds(period)).toBeNull();
  });
});

describe('pay run figures, worked by hand', () => {
  it('sums each row at its own rate, adds overtime and takes off the advance', () => {
    // 10:30–12:00 at 12.50/h = 18.75; 09:00–09:50 at 10.00/h = 8.33; 16:00–16:25 at 10.00/h = 4.17
    const hours = [
      { minutes: 90, amount: payFor(90, 1250) },
      { minutes: 50, amount: payFor(50, 1000) },
      { minutes: 25, amount: payFor(25, 1000) },
    ];
    // 1 h 30 min of overtime at 15.00/h = 22.50
    const overtime = [{ minutes: 90, amount: payFor(90, 1500) }];
    const figures = payFigures(hours, overtime);
    expect(figures).toEqual({
      regular_minutes: 165,
      regular_amount: 1875 + 833 + 417, // 31.25, not 165 min at the 11.xx average rate
      overtime_minutes: 90,
      overtime_amount: 2250,
    });
    expect(netPay(figures, 1000)).toBe(3125 + 2250 - 1000); // 43.75
  });
});
