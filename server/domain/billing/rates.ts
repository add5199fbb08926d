/**
 * Reading a tutor's rates and pricing their work with them (rate-choice.ts picks, work-time.ts
 * counts and rounds). Amounts are minor units, as stored.
 */
import type { Executor } from '../../db/types';
import { chooseRate, type RateRow } from './rate-choice';
import { minutesBetween, payFor } from './work-time';

export interface Work {
  employee_id: number;
  course_id: number | null;
  date: string;
  start_time: string;
  end_time: string;
}

export interface PricedWork {
  minutes: number;
  /** Null: the tutor has no rate for this work; so is the amount. */
  hourly_rate: number | null;
  amount: number | null;
}

export async function ratesOf(db: Executor, employeeId: number): Promise<RateRow[]> {
  const rows = await db
    .selectFrom('employee_rates')
    .select(['subject_id', 'hourly_rate', 'effective_from'])
    .where('employee_id', '=', employeeId)
    .execute();
  return rows.map((r) => ({
    subject_id: r.subject_id === null ? null : Number(r.subject_id),
    hourly_rate: Number(r.hourly_rate),
    effective_from: String(r.effective_from),
  }));
}

/** The subjects of each course named, by course id. */
export async function subjectsOfCourses(
  db: Executor,
  courseIds: readonly number[],
): Promise<Map<number, number[]>> {
  const subjects = new Map<number, number[]>();
  if (courseIds.length === 0) return subjects;
  const rows = await db
    .selectFrom('course_subjects')
    .select(['course_id', 'subject_id'])
    .where('course_id', 'in', [...new Set(courseIds)])
    .execute();
  for (const row of rows) {
    const list = subjects.get(Number(row.course_id)) ?? [];
    list.push(Number(row.subject_id));
    subjects.set(Number(row.course_id), list);
  }
  return subjects;
}

/** Minutes, rate and amount of a piece of work; null when its times are not a span. */
export async function priceWork(db: Executor, work: Work): Promise<PricedWork | null> {
  const minutes = minutesBetween(work.start_time, work.end_time);
  if (minutes === null) return null;
  const subjects =
    work.course_id === null
      ? []
      : ((await subjectsOfCourses(db, [work.course_id])).get(work.course_id) ?? []);
  const rate = chooseRate(await ratesOf(db, work.employee_id), subjects, work.date);
  return { minutes, hourly_rate: rate, amount: rate === null ? null : payFor(minutes, rate) };
}
