/**
 * Records that are mostly references get a stored label ("SAT Math Intensive · Mon 16:30–18:00")
 * so that lists, pickers and search can name them without joins. Labels are written in the
 * save's transaction from the rows referenced at that moment.
 */
import { resourcesByName } from '../../../resources.config';
import type { Executor, Row, Tx } from '../../db/types';
import { indexRecord } from '../../resources/search-index';
import type { BeforeSave, ResourceHooks } from '../hooks/types';

/** The centre's days of week: 1 Saturday … 7 Friday. */
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

const studentAnd = async (db: Executor, next: Row, table: string, column: string) =>
  `${await field(db, 'students', next.student_id, 'full_name')} · ${await field(db, table, next[column], 'title')}`;

const tutorName = (db: Executor, next: Row) =>
  field(db, 'employees', next.employee_id, 'full_name');

/** The first words of a question, without its markup, to name it in lists and search. */
const plainStart = (html: unknown) =>
  String(html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

const labellers: Record<string, Labeller> = {
  schedule: async (db, next) =>
    `${await field(db, 'courses', next.course_id, 'title')} · ${DAY_NAMES[Number(next.day_of_week)] ?? ''} ${String(next.start_time)}–${String(next.end_time)}`,
  'class-session': async (db, next) =>
    `${await courseOfSchedule(db, next.schedule_id)} · ${String(next.date)}`,
  'schedule-cancel-request': async (db, next) =>
    `${await courseOfSchedule(db, next.schedule_id)} · ${String(next.date)}`,
  'student-course': async (db, next) => studentAnd(db, next, 'courses', 'course_id'),
  attendance: async (db, next) =>
    `${await studentAnd(db, next, 'courses', 'course_id')} · ${String(next.date)}`,
  'student-home-work': async (db, next) => studentAnd(db, next, 'home_works', 'home_work_id'),
  'exam-attempt': async (db, next) => studentAnd(db, next, 'exams', 'exam_id'),
  'exam-result': async (db, next) => studentAnd(db, next, 'exams', 'exam_id'),
  'sat-score': async (db, next) => studentAnd(db, next, 'exams', 'exam_id'),
  'exam-question': async (_db, next) => plainStart(next.stem),
  'sat-scale': async (db, next) =>
    `${await field(db, 'sat_test_forms', next.test_form_id, 'name')} · ${String(next.code)}`,
  'sat-conversion': async (db, next) =>
    `${await field(db, 'sat_scales', next.scale_id, 'label')} · ${String(next.raw_score)}`,
  'sat-section': async (db, next) =>
    `${await field(db, 'sat_test_forms', next.test_form_id, 'name')} · ${String(next.name)}`,
  'order-payment': async (db, next) =>
    `${await field(db, 'orders', next.order_id, 'order_no')} · ${await field(db, 'students', next.student_id, 'full_name')}`,
  'employee-rate': async (db, next) =>
    `${await tutorName(db, next)} · ${(await field(db, 'subjects', next.subject_id, 'name')) || '*'} · ${String(next.effective_from)}`,
  'working-hour': async (db, next) => `${await tutorName(db, next)} · ${String(next.date)}`,
  'over-time': async (db, next) => `${await tutorName(db, next)} · ${String(next.week_start)}`,
  'tutor-payment': async (db, next) => `${await tutorName(db, next)} · ${String(next.period)}`,
  'sat-module': async (db, next) =>
    `${await field(db, 'sat_sections', next.section_id, 'label')} · ${String(next.number)}`,
};

/** The label of a row of `resource` as it would be stored (for rows the domain writes itself). */
export const labelOf = (db: Executor, resource: keyof typeof labellers, row: Row) =>
  labellers[resource]!(db, row);

/** The before-save hook that keeps `label` current for a resource of `labellers`. */
export function labelHook(resource: keyof typeof labellers): ResourceHooks['beforeSave'] {
  const labeller = labellers[resource]!;
  return async (tx, _ctx, { values, current }) => {
    values.label = await labeller(tx, { ...current, ...values });
  };
}

/**
 * Labelled rows to write again when a course or a student is renamed: the resource, and the
 * column holding the renamed row's id (or, `viaSchedule`, the id of one of the course's slots).
 */
const DEPENDENT_LABELS = {
  course: [
    { resource: 'schedule', column: 'course_id' },
    { resource: 'student-course', column: 'course_id' },
    { resource: 'attendance', column: 'course_id' },
    { resource: 'class-session', column: 'schedule_id', viaSchedule: true },
    { resource: 'schedule-cancel-request', column: 'schedule_id', viaSchedule: true },
  ],
  student: [
    'student-course',
    'attendance',
    'student-home-work',
    'exam-attempt',
    'exam-result',
    'sat-score',
  ].map((resource) => ({ resource, column: 'student_id' })),
  'home-work': [{ resource: 'student-home-work', column: 'home_work_id' }],
  exam: ['exam-attempt', 'exam-result', 'sat-score'].map((resource) => ({
    resource,
    column: 'exam_id',
  })),
} satisfies Record<string, { resource: string; column: string; viaSchedule?: true }[]>;

async function relabel(tx: Tx, resource: string, rows: Row[]): Promise<void> {
  const config = resourcesByName.get(resource)!;
  const labeller = labellers[resource]!;
  for (const row of rows) {
    const label = await labeller(tx, row);
    if (label === row.label) continue;
    const saved = await tx
      .updateTable(config.table)
      .set({ label })
      .where('id', '=', Number(row.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    await indexRecord(tx, config, Number(saved.id), saved);
  }
}

/**
 * Before-save hook of courses and students: when renamed, the labels naming them are written
 * again in the same transaction, so lists, pickers and search never show the old name.
 */
export function relabelDependents(
  kind: keyof typeof DEPENDENT_LABELS,
  nameField: string,
): BeforeSave {
  return async (tx, _ctx, { values, current }) => {
    if (!current || !(nameField in values) || values[nameField] === current[nameField]) return;
    // The new name must be stored before the labels read it: write it first.
    const owner = resourcesByName.get(kind)!;
    await tx
      .updateTable(owner.table)
      .set({ [nameField]: values[nameField] })
      .where('id', '=', Number(current.id))
      .execute();
    const id = Number(current.id);
    for (const { resource, column, ...via } of DEPENDENT_LABELS[kind] as {
      resource: string;
      column: string;
      viaSchedule?: true;
    }[]) {
      const viaSchedule = via.viaSchedule === true;
      const rows = tx
        .selectFrom(resourcesByName.get(resource)!.table)
        .selectAll()
        .where(
          column,
          'in',
          viaSchedule ? tx.selectFrom('schedules').select('id').where('course_id', '=', id) : [id],
        );
      await relabel(tx, resource, await rows.execute());
    }
  };
}
