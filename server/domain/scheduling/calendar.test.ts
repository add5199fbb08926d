import { describe, expect, it } from 'vitest';
import {
  addDays,
  centreDateOf,
  centreNow,
  datesIn,
  daysBetween,
  isIsoDate,
  specDayOf,
} from './calendar';

describe('centre days of week, Saturday = 1 … Friday = 7', () => {
  it.each([
    ['2026-12-05', 1, 'Saturday'],
    ['2026-12-06', 2, 'Sunday'],
    ['2026-12-07', 3, 'Monday'],
    ['2026-12-08', 4, 'Tuesday'],
    ['2026-12-09', 5, 'Wednesday'],
    ['2026-12-10', 6, 'Thursday'],
    ['2026-12-11', 7, 'Friday'],
    ['2028-02-29', 4, 'Tuesday (leap day)'],
  ])('%s is day %i (%s)', (date, day) => {
    expect(specDayOf(date)).toBe(day);
  });
});

describe('calendar dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });

  it('counts and lists days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
    expect(datesIn('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(datesIn('2027-01-02', '2027-01-01')).toEqual([]);
  });

  it('tells the date and time in Dhaka (UTC+6), which runs ahead of UTC', () => {
    expect(centreNow(new Date('2026-12-04T18:30:00Z'))).toEqual({
      date: '2026-12-05',
      time: '00:30',
    });
    expect(centreNow(new Date('2026-12-05T03:59:00Z'))).toEqual({
      date: '2026-12-05',
      time: '09:59',
    });
  });

  it('takes a stored day as it is and a timestamp as its day at the centre', () => {
    expect(centreDateOf('2026-12-04')).toBe('2026-12-04');
    expect(centreDateOf('2026-12-04T18:30:00.000Z')).toBe('2026-12-05');
    expect(centreDateOf('2026-12-04T17:59:00.000Z')).toBe('2026-12-04');
  });
});
