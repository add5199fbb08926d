/**
 * Records that are mostly references get a stored label ("SAT Math Intensive · Mon 16:30–18:00")
 * so that lists, pickers and search can name them without joins. Labels are written in the
 * save's transaction from the rows referenced at that moment.
 */
import { storedWeeklySlot, type Resource } from '../../../schema';
import type { Executor, Row, Tx } from '../../db/types';
import { openTables } from '../../db/types';
import type { Context } from '../../resources/context';
import { updateRow } from '../../resources/row-writes';
import type { Change, ResourceHooks } from '../../resources/hooks';

async function field(db: Executor, table: string, id: unknown, column: string): Promise<string> {
  if (id === null || id === undefined) return '';
  const row = await openTables(db)
    .selectFrom(table)
    .select(column)
    .where('id', '=', Number(id))
    .executeTakeFirst();
  return row ? String(row[column] ?? '') : '';
}

const courseOfSchedule = async (db: Executor, scheduleId: unknown) =>
  field(db, 'courses', await field(db, 'schedules', scheduleId, 'course_id'), 'title');

/** Makes a row's label from the row as it would be stored and the rows it references. */
export type Labeller = (db: Executor, next: Row) => Promise<string>;

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

export const scheduleLabel: Labeller = async (db, next) =>
  `${await field(db, 'courses', next.course_id, 'title')} · ${storedWeeklySlot(next.day_of_week, next.start_time, next.end_time)}`;
export const classSessionLabel: Labeller = async (db, next) =>
  `${await courseOfSchedule(db, next.schedule_id)} · ${String(next.date)}`;
export const cancelRequestLabel: Labeller = async (db, next) =>
  `${await courseOfSchedule(db, next.schedule_id)} · ${String(next.date)}`;
export const enrolmentLabel: Labeller = async (db, next) =>
  studentAnd(db, next, 'courses', 'course_id');
export const attendanceLabel: Labeller = async (db, next) =>
  `${await studentAnd(db, next, 'courses', 'course_id')} · ${String(next.date)}`;
export const submissionLabel: Labeller = async (db, next) =>
  studentAnd(db, next, 'home_works', 'home_work_id');
export const examAttemptLabel: Labeller = async (db, next) =>
  studentAnd(db, next, 'exams', 'exam_id');
export const examResultLabel: Labeller = async (db, next) =>
  studentAnd(db, next, 'exams', 'exam_id');
export const satScoreLabel: Labeller = async (db, next) => studentAnd(db, next, 'exams', 'exam_id');
export const examQuestionLabel: Labeller = async (_db, next) => plainStart(next.stem);
export const satScaleLabel: Labeller = async (db, next) =>
  `${await field(db, 'sat_test_forms', next.test_form_id, 'name')} · ${String(next.code)}`;
export const satConversionLabel: Labeller = async (db, next) =>
  `${await field(db, 'sat_scales', next.scale_id, 'label')} · ${String(next.raw_score)}`;
export const satSectionLabel: Labeller = async (db, next) =>
  `${await field(db, 'sat_test_forms', next.test_form_id, 'name')} · ${String(next.name)}`;
export const orderPaymentLabel: Labeller = async (db, next) =>
  `${await field(db, 'orders', next.order_id, 'order_no')} · ${await field(db, 'students', next.student_id, 'full_name')}`;
export const employeeRateLabel: Labeller = async (db, next) =>
  `${await tutorName(db, next)} · ${(await field(db, 'subjects', next.subject_id, 'name')) || '*'} · ${String(next.effective_from)}`;
export const workingHourLabel: Labeller = async (db, next) =>
  `${await tutorName(db, next)} · ${String(next.date)}`;
export const overTimeLabel: Labeller = async (db, next) =>
  `${await tutorName(db, next)} · ${String(next.week_start)}`;
export const tutorPaymentLabel: Labeller = async (db, next) =>
  `${await tutorName(db, next)} · ${String(next.period)}`;
export const satModuleLabel: Labeller = async (db, next) =>
  `${await field(db, 'sat_sections', next.section_id, 'label')} · ${String(next.number)}`;

/**
 * The before-save hook that keeps `label` current from `labeller`, for a resource with a `label`
 * field (it is typed so that no other resource takes it).
 */
export function labelHook(
  labeller: Labeller,
): (tx: Tx, ctx: Context, change: Change<{ label: string | null }, Row>) => Promise<void> {
  return async (tx, _ctx, { values, current }) => {
    values.label = await labeller(tx, { ...current, ...values });
  };
}

/**
 * A labelled resource whose rows name a renamed row: the column holding the renamed row's id (or,
 * `viaSchedule`, the id of one of the course's slots), and how its label is made.
 */
export interface DependentLabel {
  resource: Resource;
  label: Labeller;
  column: string;
  viaSchedule?: true;
}

async function relabel(
  tx: Tx,
  ctx: Context,
  { resource, label: labeller }: DependentLabel,
  rows: Row[],
) {
  for (const row of rows) {
    const label = await labeller(tx, row);
    if (label === row.label) continue;
    // Their hooks are for changes of their own fields, and refuse some (a paid pay run's hours):
    // a new name of the row they point at changes only the label those hooks would derive.
    await updateRow(tx, ctx, resource, row, { label }, { hooks: false });
  }
}

/**
 * Before-save hook of a resource others' labels name (a course, a student): when renamed, the
 * labels of `dependents` are written again in the same transaction, so lists, pickers and search
 * never show the old name.
 */
export function relabelDependents<R extends Resource>(
  owner: R,
  nameField: keyof R['fields'] & string,
  dependents: readonly DependentLabel[],
): NonNullable<ResourceHooks['beforeSave']> {
  return async (tx, ctx, { values, current }) => {
    if (!current || !(nameField in values) || values[nameField] === current[nameField]) return;
    // The new name must be stored before the labels read it: write it first.
    await openTables(tx)
      .updateTable(owner.table)
      .set({ [nameField]: values[nameField] })
      .where('id', '=', Number(current.id))
      .execute();
    const id = Number(current.id);
    for (const dependent of dependents) {
      const { resource, column, viaSchedule } = dependent;
      const rows = openTables(tx)
        .selectFrom(resource.table)
        .selectAll()
        .where(
          column,
          'in',
          viaSchedule ? tx.selectFrom('schedules').select('id').where('course_id', '=', id) : [id],
        );
      await relabel(tx, ctx, dependent, await rows.execute());
    }
  };
}
