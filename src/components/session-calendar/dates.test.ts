import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  shiftAnchor,
  specDayOfWeek,
  startOfWeek,
  todayInDhaka,
  visibleRange,
} from './dates';

describe('calendar days', () => {
  it("starts the week on Saturday (the centre's day 1)", () => {
    // 2026-01-03 is a Saturday, 2026-01-09 a Friday.
    expect(startOfWeek('2026-01-03')).toBe('2026-01-03');
    expect(startOfWeek('2026-01-04')).toBe('2026-01-03');
    expect(startOfWeek('2026-01-09')).toBe('2026-01-03');
    expect(startOfWeek('2026-01-10')).toBe('2026-01-10');
    expect(specDayOfWeek('2026-01-03')).toBe(1);
    expect(specDayOfWeek('2026-01-09')).toBe(7);
  });

  it('covers a week, or the whole Saturday-to-Friday weeks of a month', () => {
    expect(visibleRange('week', '2026-01-07')).toEqual({ from: '2026-01-03', to: '2026-01-09' });
    // January 2026 starts on a Thursday and ends on a Saturday.
    expect(visibleRange('month', '2026-01-20')).toEqual({ from: '2025-12-27', to: '2026-02-06' });
    const { from, to } = visibleRange('month', '2026-01-20');
    expect(daysBetween(from, to)).toHaveLength(42);
  });

  it('moves by weeks, and by months from the 1st so short months are not skipped', () => {
    expect(shiftAnchor('week', '2026-01-07', 1)).toBe('2026-01-14');
    expect(shiftAnchor('week', '2026-01-07', -1)).toBe('2025-12-31');
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('month', '2026-03-31', -1)).toBe('2026-02-01');
  });

  it('takes today in Dhaka, already tomorrow there late in the UTC evening', () => {
    expect(todayInDhaka(new Date('2026-01-05T19:00:00Z'))).toBe('2026-01-06');
    expect(todayInDhaka(new Date('2026-01-05T17:00:00Z'))).toBe('2026-01-05');
  });
});
