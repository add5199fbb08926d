import { describe, expect, it } from 'vitest';
import { addDays } from '../scheduling/calendar';
import { splitSpan, type DaySpan } from './money-days-sums';
import { monthOf } from './period';

/** Every day a split covers, whole months expanded, in order. */
function daysOf({ months, days }: ReturnType<typeof splitSpan>, since: string): string[] {
  const covered: string[] = [];
  const runs: DaySpan[] = [...days];
  if (months) runs.push({ from: months.from ?? since, to: monthOf(months.to).end });
  for (const run of runs)
    for (let day = run.from ?? since; day <= run.to; day = addDays(day, 1)) covered.push(day);
  return covered.sort();
}

describe('splitSpan', () => {
  it('reads a span inside one month as days only', () => {
    expect(splitSpan({ from: '2026-11-03', to: '2026-11-20' })).toEqual({
      days: [{ from: '2026-11-03', to: '2026-11-20' }],
    });
  });

  it('reads whole months as months, and the days before the first and after the last as days', () => {
    expect(splitSpan({ from: '2026-08-31', to: '2026-11-28' })).toEqual({
      months: { from: '2026-09-01', to: '2026-10-01' },
      days: [
        { from: '2026-08-31', to: '2026-08-31' },
        { from: '2026-11-01', to: '2026-11-28' },
      ],
    });
  });

  it('reads a span of whole months, February of a leap year among them, without any days', () => {
    expect(splitSpan({ from: '2024-01-01', to: '2024-02-29' })).toEqual({
      months: { from: '2024-01-01', to: '2024-02-01' },
      days: [],
    });
  });

  it('reads everything up to a day as every month before its month and its month’s days', () => {
    expect(splitSpan({ to: '2026-11-14' })).toEqual({
      months: { to: '2026-10-01' },
      days: [{ from: '2026-11-01', to: '2026-11-14' }],
    });
    expect(splitSpan({ to: '2026-10-31' })).toEqual({ months: { to: '2026-10-01' }, days: [] });
  });

  it('covers every day of a span exactly once, whatever its ends', () => {
    const since = '2025-11-01';
    for (let from = '2025-12-25'; from <= '2026-03-05'; from = addDays(from, 3))
      for (let to = from; to <= '2026-04-02'; to = addDays(to, 5)) {
        const expected: string[] = [];
        for (let day = from; day <= to; day = addDays(day, 1)) expected.push(day);
        expect(daysOf(splitSpan({ from, to }), since), `${from}…${to}`).toEqual(expected);
      }
  });
});
