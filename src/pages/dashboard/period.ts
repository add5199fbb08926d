/**
 * The date range the dashboard report and the ledger read, and its presets, all in days at the
 * centre (Asia/Dhaka): this month (the default), last month, this year.
 */
import { todayInDhaka } from '../../components/session-calendar/dates';

export interface DateRange {
  start_date: string;
  end_date: string;
}

export const PRESETS = ['this_month', 'last_month', 'this_year'] as const;
export type Preset = (typeof PRESETS)[number];

const pad = (n: number) => String(n).padStart(2, '0');

function monthRange(year: number, month: number): DateRange {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start_date: `${year}-${pad(month)}-01`, end_date: `${year}-${pad(month)}-${pad(last)}` };
}

export function presetRange(preset: Preset, today: string = todayInDhaka()): DateRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'this_month':
      return monthRange(year, month);
    case 'last_month':
      return month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1);
    case 'this_year':
      return { start_date: `${year}-01-01`, end_date: `${year}-12-31` };
  }
}

/** The preset the range equals, if any. */
export function presetOf(range: DateRange, today: string = todayInDhaka()): Preset | undefined {
  return PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.start_date === range.start_date && r.end_date === range.end_date;
  });
}

/** The server's bound (server/domain/finance/period.ts): three years and a day. */
const MAX_PERIOD_DAYS = 1096;
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Both dates given, in order, and at most three years apart. */
export function isValidRange(range: DateRange): boolean {
  if (!ISO_DATE.test(range.start_date) || !ISO_DATE.test(range.end_date)) return false;
  const days =
    (Date.parse(`${range.end_date}T00:00:00Z`) - Date.parse(`${range.start_date}T00:00:00Z`)) /
    DAY_MS;
  return days >= 0 && days < MAX_PERIOD_DAYS;
}

/** `start_date=…&end_date=…` for the API. */
export const rangeQuery = (range: DateRange): string =>
  new URLSearchParams({ start_date: range.start_date, end_date: range.end_date }).toString();
