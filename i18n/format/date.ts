import { intlLocale } from './intlLocale';
import { numberFormat } from './number';
import { TIME_ZONE } from './zone';

const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options. Without a `timeZone` in the options the
 * values are wall-clock values (a calendar day, a class time) read as UTC instants, so nothing
 * shifts them, whatever the browser's zone.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: 'UTC', ...options });
    cache.set(key, f);
  }
  return f;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const valid = (d: Date) => !Number.isNaN(d.getTime());

/** A `YYYY-MM-DD` date (a calendar day, never shifted): `January 5, 2026` / `৫ জানুয়ারি, ২০২৬`. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const d = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return valid(d) ? dateTimeFormat(locale, LONG_DATE).format(d) : '';
}

/**
 * A `YYYY-MM` pay period, kept in that short shape (lists and payslips name a period so) with the
 * locale's digits: `2026-10` / `২০২৬-১০`.
 */
export function formatYearMonth(value: string | null | undefined, locale: string): string {
  const [, year, month] = /^(\d{4})-(\d{2})/.exec(value ?? '') ?? [];
  if (!year || !month) return value ?? '';
  const digits = (n: string, width: number) =>
    numberFormat(locale, { useGrouping: false, minimumIntegerDigits: width }).format(Number(n));
  return `${digits(year, 4)}-${digits(month, 2)}`;
}

/** An ISO date-time in UTC, shown in Dhaka time: `January 6, 2026 2:30 AM`. */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const d = new Date(value);
  if (!valid(d)) return '';
  const inDhaka = { timeZone: TIME_ZONE };
  const date = dateTimeFormat(locale, { ...LONG_DATE, ...inDhaka }).format(d);
  return `${date} ${dateTimeFormat(locale, { ...TIME, ...inDhaka }).format(d)}`;
}

/**
 * An `HH:mm` time of day as an instant on a fixed day, in UTC as TIME writes it. The day is one of
 * the first week of 2000, which began on a Saturday as the centre's week does: day 1 (Saturday) …
 * 7 (Friday) of `DayOfWeek` is 1 … 7 January, so Intl names the weekday.
 */
const timeOfDay = (value: string, day = 1) => new Date(`2000-01-0${day}T${value.slice(0, 5)}:00Z`);

/** An `HH:mm` time of day in the locale's clock style: `2:05 PM` / `২:০৫ PM`. */
export function formatTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const d = timeOfDay(value);
  return valid(d) ? dateTimeFormat(locale, TIME).format(d) : value;
}

/**
 * A span between two `HH:mm` times of a day, the day half written once where both share it, as
 * Intl words a range: `8:00 – 9:00 AM` / `৮:০০–৯:০০ AM`. An end not after the start (a row being
 * corrected) shows the start alone rather than a backward span.
 */
export function formatTimeRange(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: string,
): string {
  if (!start) return '';
  const from = timeOfDay(start);
  const to = end ? timeOfDay(end) : from;
  if (!valid(from)) return start;
  if (!valid(to) || to <= from) return formatTime(start, locale);
  return dateTimeFormat(locale, TIME).formatRange(from, to);
}

const WEEKLY: Intl.DateTimeFormatOptions = { weekday: 'short', ...TIME };

/**
 * A weekly slot, its day of week (1 Saturday … 7 Friday) and span of times as Intl words them
 * together: `Mon, 4:30 – 6:00 PM` / `সোম ৪:৩০–৬:০০ PM`. A day outside the week writes the span
 * alone, and an end not after the start the start alone, as formatTimeRange does.
 */
export function formatWeeklySlot(
  day: number,
  start: string | null | undefined,
  end: string | null | undefined,
  locale: string,
): string {
  if (!Number.isInteger(day) || day < 1 || day > 7) return formatTimeRange(start, end, locale);
  if (!start) return '';
  const from = timeOfDay(start, day);
  const to = end ? timeOfDay(end, day) : from;
  if (!valid(from)) return formatTimeRange(start, end, locale);
  const f = dateTimeFormat(locale, WEEKLY);
  return valid(to) && to > from ? f.formatRange(from, to) : f.format(from);
}
