import { describe, expect, it } from 'vitest';
import { createCalendarFormat } from './calendarFormat';

/** ICU puts thin and narrow no-break spaces in ranges and times; compare with plain ones. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('createCalendarFormat', () => {
  it('writes English labels', () => {
    const f = createCalendarFormat('en');
    expect(f.weekdayShort('2026-01-03')).toBe('Sat');
    expect(f.monthTitle('2026-01-03')).toBe('January 2026');
    expect(plain(f.rangeTitle('2026-01-03', '2026-01-09'))).toBe('Jan 3 – 9, 2026');
    expect(plain(f.time('14:05'))).toBe('2:05 PM');
    expect(plain(f.timeRange('10:00', '11:30'))).toBe('10:00 – 11:30 AM');
    expect(f.longDate('2026-01-03')).toBe('Saturday, January 3, 2026');
  });

  it('writes Bangla names and Bangla digits', () => {
    const f = createCalendarFormat('bn');
    expect(f.weekdayShort('2026-01-03')).toBe('শনি');
    expect(f.dayNumber('2026-01-09')).toBe('৯');
    expect(f.monthTitle('2026-01-03')).toBe('জানুয়ারি ২০২৬');
    expect(f.count(12)).toBe('১২');
    expect(f.time('14:05')).toMatch(/^২:০৫/);
  });
});
