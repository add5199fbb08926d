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

export const isValidRange = (range: DateRange): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(range.start_date) &&
  /^\d{4}-\d{2}-\d{2}$/.test(range.end_date) &&
  range.start_date <= range.end_date;

/** `start_date=…&end_date=…` for the API. */
export const rangeQuery = (range: DateRange): string =>
  new URLSearchParams({ start_date: range.start_date, end_date: range.end_date }).toString();
