import { dateTimeFormat, numberFormat } from '../../lib/format';
import type { DayKey } from './dates';

/**
 * Labels come from the app's Intl formatters (src/lib/format: Bangla names and digits for `bn`).
 * Days and times are already Dhaka wall-clock values, formatted as UTC instants (the formatters'
 * default) to stop any further shift.
 */
const dayInstant = (key: DayKey): Date => new Date(`${key}T00:00:00Z`);
const timeInstant = (time: string): Date => new Date(`2000-01-01T${time}:00Z`);
const hourInstant = (hour: number): Date => new Date(Date.UTC(2000, 0, 1, hour));

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

export interface CalendarFormat {
  weekdayShort: (key: DayKey) => string;
  dayNumber: (key: DayKey) => string;
  /** e.g. "Saturday, January 3, 2026". */
  longDate: (key: DayKey) => string;
  monthTitle: (key: DayKey) => string;
  /** e.g. "Jan 3 – 9, 2026", shared month and year written once. */
  rangeTitle: (from: DayKey, to: DayKey) => string;
  time: (time: string) => string;
  timeRange: (start: string, end: string) => string;
  hour: (hour: number) => string;
  count: (n: number) => string;
}

export function createCalendarFormat(locale: string): CalendarFormat {
  const f = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, options);
  const numbers = numberFormat(locale);
  return {
    weekdayShort: (key) => f({ weekday: 'short' }).format(dayInstant(key)),
    dayNumber: (key) => f({ day: 'numeric' }).format(dayInstant(key)),
    longDate: (key) =>
      f({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
        dayInstant(key),
      ),
    monthTitle: (key) => f({ month: 'long', year: 'numeric' }).format(dayInstant(key)),
    rangeTitle: (from, to) =>
      f({ day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
        dayInstant(from),
        dayInstant(to),
      ),
    time: (time) => f(TIME).format(timeInstant(time)),
    timeRange: (start, end) => {
      const a = timeInstant(start);
      const b = timeInstant(end);
      return b > a ? f(TIME).formatRange(a, b) : f(TIME).format(a);
    },
    hour: (hour) => f({ hour: 'numeric' }).format(hourInstant(hour)),
    count: (n) => numbers.format(n),
  };
}
