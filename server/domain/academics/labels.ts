/**
 * Records that are mostly references get a stored label ("SAT Math Intensive · Mon 16:30–18:00")
 * so that lists, pickers and search can name them without joins. Labels are written in the
 * save's transaction from the rows referenced at that moment.
 */
import type { Executor, Row } from '../../db/types';
import type { ResourceHooks } from '../hooks';

/** SPEC 3 days of week: 1 Saturday … 7 Friday. */
export const DAY_NAMES = ['', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

async function field(db: Executor, table: string, id: unknown, column: string): Promise<string> {
  if (id === null || id === undefined) return '';
  const row = await db
    .selectFrom(table)
    .select(column)
    .where('id', '=', Number(id))
    .executeTakeFirst();
  return row ? String(row[column] ?? '') : '';
}

const courseOfSchedule = async (db: Executor, scheduleId: unknown) =>
  field(db, 'courses', await field(db, 'schedules', scheduleId, 'course_id'), 'title');

type Labeller = (db: Executor, next: Row) => Promise<string>;

const labellers: Record<string, Labeller> = {
  schedule: async (db, next) =>
    `${await field(db, 'courses', next.course_id, 'title')} · ${DAY_NAMES[Number(next.day_of_week)] ?? ''} ${String(next.start_time)}–${String(next.end_time)}`,
  'class-session': async (db, next) =>
    `${await courseOfSchedule(db, next.schedule_id)} · ${String(next.date)}`,
  'schedule-cancel-request': async (db, next) =>
    `${await courseOfSchedule(db, next.schedule_id)} · ${String(next.date)}`,
  'student-course': async (db, next) =>
    `${await field(db, 'students', next.student_id, 'full_name')} · ${await field(db, 'courses', next.course_id, 'title')}`,
};

/** The before-save hook that keeps `label` current for a resource of `labellers`. */
export function labelHook(resource: keyof typeof labellers): ResourceHooks['beforeSave'] {
  const labeller = labellers[resource]!;
  return async (tx, _ctx, { values, current }) => {
    values.label = await labeller(tx, { ...current, ...values });
  };
}
