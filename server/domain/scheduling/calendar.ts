/**
 * Calendar dates of the centre. Dates are `YYYY-MM-DD` strings of the Asia/Dhaka calendar
 * and times `HH:mm` wall-clock times there. A date names a day, not an instant, so arithmetic on
 * dates is done in UTC, where no daylight-saving shift can move a day.
 */

import type { DayOfWeek } from '../../../schema';
import { YEAR_RANGE } from '../../resources/input-bounds';

export const CENTRE_TIME_ZONE = 'Asia/Dhaka';

/** The centre's days of week, by number: 1 Saturday … 7 Friday. */
export const DAY_NAMES = [
  '',
  'Saturday',
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * True for a real calendar date written `YYYY-MM-DD` (no 30 February) within the years the
 * product handles (docs/API.md "Input bounds").
 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < YEAR_RANGE.min || year > YEAR_RANGE.max) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const epochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

export function addDays(date: string, days: number): string {
  return new Date((epochDay(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`: 0 for the same date, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round(epochDay(to) - epochDay(from));
}

/** Every date from `from` to `to`, both included. */
export function datesIn(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

/**
 * The centre's day of week of a date. JavaScript counts 0 Sunday … 6 Saturday; the centre counts
 * from Saturday, so Saturday (6) becomes 1, Sunday (0) 2, and Friday (5) 7.
 */
export function specDayOf(date: string): DayOfWeek {
  const jsDay = new Date(`${date}T00:00:00Z`).getUTCDay();
  // 0…6 shifted by one and counted from 1: always one of the seven days.
  return (((jsDay + 1) % 7) + 1) as DayOfWeek;
}

export const dayName = (day: number): string => DAY_NAMES[day] ?? `day ${day}`;

/**
 * Made once: building a formatter costs about a millisecond, and the dashboard and the scheduling
 * rules ask for the centre's time on every request.
 */
const CENTRE_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: CENTRE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The date and time it is now at the centre. */
export function centreNow(at: Date = new Date()): { date: string; time: string } {
  const parts = CENTRE_CLOCK.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * A stored day or instant as the centre's calendar date: a `YYYY-MM-DD` day as it is, a timestamp
 * as the day it fell on at the centre, which is not always its UTC day.
 */
export function centreDateOf(value: string): string {
  if (ISO_DATE.test(value)) return value;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : centreNow(at).date;
}
