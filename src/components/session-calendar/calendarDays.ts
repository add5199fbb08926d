import { daysBetween, isSameMonth, type DayKey } from './dates';
import { toMinutes } from './timeOfDay';
import type { ClassSession, ClassSessionsResult, Holiday } from './types';

/** One visible day with what happens on it, sessions in time order. */
export interface CalendarDay {
  key: DayKey;
  sessions: ClassSession[];
  holiday: Holiday | undefined;
  isToday: boolean;
  /** False for the previous and next month's days that fill a month grid's first and last week. */
  inPeriod: boolean;
}

const byTime = (a: ClassSession, b: ClassSession) =>
  toMinutes(a.start_time) - toMinutes(b.start_time) ||
  toMinutes(a.end_time) - toMinutes(b.end_time);

/** The range's days with their sessions and holiday; `month` marks the days that belong to it. */
export function calendarDays(
  range: { from: DayKey; to: DayKey },
  result: ClassSessionsResult | undefined,
  today: DayKey,
  month?: DayKey,
): CalendarDay[] {
  const sessionsByDay = new Map<DayKey, ClassSession[]>();
  for (const session of result?.sessions ?? []) {
    const list = sessionsByDay.get(session.date) ?? [];
    list.push(session);
    sessionsByDay.set(session.date, list);
  }
  const holidays = new Map((result?.holidays ?? []).map((h) => [h.date, h]));
  return daysBetween(range.from, range.to).map((key) => ({
    key,
    sessions: (sessionsByDay.get(key) ?? []).sort(byTime),
    holiday: holidays.get(key),
    isToday: key === today,
    inPeriod: month === undefined || isSameMonth(key, month),
  }));
}
