import { describe, expect, it } from 'vitest';
import { isValidRange, presetOf, presetRange } from './period';

describe('report periods', () => {
  it('gives this month, last month across a year end, and this year', () => {
    expect(presetRange('this_month', '2028-02-14')).toEqual({
      start_date: '2028-02-01',
      end_date: '2028-02-29',
    });
    expect(presetRange('last_month', '2026-01-05')).toEqual({
      start_date: '2025-12-01',
      end_date: '2025-12-31',
    });
    expect(presetRange('this_year', '2026-07-01')).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
  });

  it('recognises a preset range and refuses an end before the start', () => {
    expect(presetOf({ start_date: '2026-06-01', end_date: '2026-06-30' }, '2026-07-10')).toBe(
      'last_month',
    );
    expect(presetOf({ start_date: '2026-06-02', end_date: '2026-06-30' }, '2026-07-10')).toBe(
      undefined,
    );
    expect(isValidRange({ start_date: '2026-06-02', end_date: '2026-06-01' })).toBe(false);
    expect(isValidRange({ start_date: '2024-01-01', end_date: '2026-12-31' })).toBe(true);
    expect(isValidRange({ start_date: '2024-01-01', end_date: '2027-01-01' })).toBe(false);
  });
});
