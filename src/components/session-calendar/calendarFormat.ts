import type { DayKey } from './dates';

/**
 * Labels come from Intl, which writes Bangla names and Bangla digits for `bn` (dayjs's bn locale
 * keeps Latin digits unless a formatting plugin is enabled app-wide). Days and times are already
 * Dhaka wall-clock values, so they are formatted as UTC instants to stop any further shift.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(id, f);
  }
  return f;
}

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
  const f = (options: Intl.DateTimeFormatOptions) => formatter(locale, options);
  const numbers = new Intl.NumberFormat(locale);
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
