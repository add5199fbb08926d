import dayjs from 'dayjs';
import { TIME_ZONE } from '../../lib/format';
import type { CalendarView } from './types';

/**
 * Calendar days as `YYYY-MM-DD` strings. Arithmetic runs in UTC, where no day is 23 or 25 hours
 * long, so the browser's own time zone can never shift a day; the strings are Dhaka days.
 */
export type DayKey = string;

const KEY_FORMAT = 'YYYY-MM-DD';
const day = (key: DayKey) => dayjs.utc(key);

/** dayjs counts Sunday as 0; the centre's week (its day 1) starts on Saturday, 6. */
const SATURDAY = 6;

export const todayInDhaka = (now: Date = new Date()): DayKey =>
  dayjs(now).tz(TIME_ZONE).format(KEY_FORMAT);

export const addDays = (key: DayKey, days: number): DayKey =>
  day(key).add(days, 'day').format(KEY_FORMAT);

export const startOfWeek = (key: DayKey): DayKey => {
  const d = day(key);
  return d.subtract((d.day() - SATURDAY + 7) % 7, 'day').format(KEY_FORMAT);
};

/** The centre's day of week: 1 Saturday … 7 Friday. */
export const specDayOfWeek = (key: DayKey): number => ((day(key).day() - SATURDAY + 7) % 7) + 1;

export const isSameMonth = (a: DayKey, b: DayKey): boolean => a.slice(0, 7) === b.slice(0, 7);

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: DayKey, to: DayKey): DayKey[] {
  const days: DayKey[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The days a view shows around `anchor`: its week, or the whole weeks covering its month. */
export function visibleRange(view: CalendarView, anchor: DayKey): { from: DayKey; to: DayKey } {
  if (view === 'week') {
    const from = startOfWeek(anchor);
    return { from, to: addDays(from, 6) };
  }
  const month = day(anchor);
  const first = month.startOf('month').format(KEY_FORMAT);
  const last = month.endOf('month').format(KEY_FORMAT);
  return { from: startOfWeek(first), to: addDays(startOfWeek(last), 6) };
}

/** The anchor `steps` weeks or months away; months land on the 1st so short months never skip. */
export function shiftAnchor(view: CalendarView, anchor: DayKey, steps: number): DayKey {
  if (view === 'week') return addDays(anchor, steps * 7);
  return day(anchor).startOf('month').add(steps, 'month').format(KEY_FORMAT);
}
