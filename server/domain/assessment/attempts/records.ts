/**
 * The rows an attempt is made of, read into typed records: the exam, its form's modules, its
 * questions (references only), the attempt and its parts. Timestamps are ISO strings on both
 * databases (server/db/connection.ts).
 */
import { ExamType, type EnumValue } from '../../../../schema';
import type { Executor, Row } from '../../../db/types';
import { planParts, type PartPlan } from './plan';

export interface ExamRecord {
  id: number;
  title: string;
  course_id: number;
  type: EnumValue<'examType'>;
  test_form_id: number | null;
  window_type: EnumValue<'examWindow'>;
  starts_at: string | null;
  ends_at: string | null;
  duration_minutes: number | null;
  status: EnumValue<'examStatus'>;
  results_released: boolean;
  instructions: string | null;
}

export interface FormModule {
  id: number;
  test_form_id: number;
  section_name: string;
  section_name_bn: string | null;
  number: number;
  time_limit_minutes: number;
}

export interface QuestionRef {
  id: number;
  exam_id: number;
  module_id: number | null;
  position: number | null;
}

export interface AttemptRecord {
  id: number;
  exam_id: number;
  student_id: number;
  course_id: number;
  status: EnumValue<'attemptStatus'>;
  source: EnumValue<'resultSource'>;
  started_at: string;
  submitted_at: string | null;
}

export interface PartRecord {
  id: number;
  attempt_id: number;
  position: number;
  module_id: number | null;
  started_at: string | null;
  deadline_at: string | null;
  submitted_at: string | null;
}

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const int = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export function toExam(row: Row): ExamRecord {
  return {
    id: Number(row.id),
    title: String(row.title),
    course_id: Number(row.course_id),
    type: Number(row.type) === ExamType.Sat ? ExamType.Sat : ExamType.Regular,
    test_form_id: int(row.test_form_id),
    window_type: row.window_type === 'fixed' ? 'fixed' : 'open',
    starts_at: text(row.starts_at),
    ends_at: text(row.ends_at),
    duration_minutes: int(row.duration_minutes),
    status: String(row.status) as ExamRecord['status'],
    results_released: Number(row.results_released) === 1,
    instructions: text(row.instructions),
  };
}

export function toAttempt(row: Row): AttemptRecord {
  return {
    id: Number(row.id),
    exam_id: Number(row.exam_id),
    student_id: Number(row.student_id),
    course_id: Number(row.course_id),
    status: row.status === 'submitted' ? 'submitted' : 'in_progress',
    source: String(row.source) as AttemptRecord['source'],
    started_at: String(row.started_at),
    submitted_at: text(row.submitted_at),
  };
}

function toPart(row: Row): PartRecord {
  return {
    id: Number(row.id),
    attempt_id: Number(row.attempt_id),
    position: Number(row.position),
    module_id: int(row.module_id),
    started_at: text(row.started_at),
    deadline_at: text(row.deadline_at),
    submitted_at: text(row.submitted_at),
  };
}

export async function loadExam(db: Executor, id: number): Promise<ExamRecord> {
  return toExam(
    await db.selectFrom('exams').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  );
}

export async function loadAttempt(db: Executor, id: number): Promise<AttemptRecord> {
  return toAttempt(
    await db.selectFrom('exam_attempts').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  );
}

export async function loadParts(db: Executor, attemptId: number): Promise<PartRecord[]> {
  const rows = await db
    .selectFrom('exam_attempt_parts')
    .selectAll()
    .where('attempt_id', '=', attemptId)
    .orderBy('position')
    .execute();
  return rows.map(toPart);
}

function moduleQuery(db: Executor) {
  return db
    .selectFrom('sat_modules')
    .innerJoin('sat_sections', 'sat_sections.id', 'sat_modules.section_id')
    .select([
      'sat_modules.id',
      'sat_sections.test_form_id',
      'sat_sections.name as section_name',
      'sat_sections.name_bn as section_name_bn',
      'sat_sections.id as section_id',
      'sat_sections.position as section_position',
      'sat_modules.number',
      'sat_modules.time_limit_minutes',
    ]);
}

/** In the form's order; sorted here, since the databases disagree on where no position goes. */
function toModules(rows: Row[]): FormModule[] {
  const place = (row: Row) => int(row.section_position) ?? Number.MAX_SAFE_INTEGER;
  return [...rows]
    .sort(
      (a, b) =>
        place(a) - place(b) ||
        Number(a.section_id) - Number(b.section_id) ||
        Number(a.number) - Number(b.number),
    )
    .map((row) => ({
      id: Number(row.id),
      test_form_id: Number(row.test_form_id),
      section_name: String(row.section_name),
      section_name_bn:
        typeof row.section_name_bn === 'string' && row.section_name_bn !== ''
          ? row.section_name_bn
          : null,
      number: Number(row.number),
      time_limit_minutes: Number(row.time_limit_minutes),
    }));
}

/** The modules of these forms' active sections, in each form's order. */
export async function loadFormModules(db: Executor, formIds: number[]): Promise<FormModule[]> {
  if (formIds.length === 0) return [];
  return toModules(
    await moduleQuery(db)
      .where('sat_sections.test_form_id', 'in', formIds)
      .where('sat_sections.is_active', '=', 1)
      .execute(),
  );
}

/** Modules by id, whatever their section's state (an attempt keeps the modules it began with). */
export async function loadModules(db: Executor, ids: number[]): Promise<Map<number, FormModule>> {
  if (ids.length === 0) return new Map();
  const modules = toModules(await moduleQuery(db).where('sat_modules.id', 'in', ids).execute());
  return new Map(modules.map((m) => [m.id, m]));
}

export async function loadQuestionRefs(db: Executor, examIds: number[]): Promise<QuestionRef[]> {
  if (examIds.length === 0) return [];
  const rows = await db
    .selectFrom('exam_questions')
    .select(['id', 'exam_id', 'module_id', 'position'])
    .where('exam_id', 'in', examIds)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    exam_id: Number(row.exam_id),
    module_id: int(row.module_id),
    position: int(row.position),
  }));
}

/** The parts an attempt at this exam has (plan.ts), read from the database. */
export async function planExam(db: Executor, exam: ExamRecord): Promise<PartPlan[]> {
  const modules =
    exam.type === ExamType.Sat && exam.test_form_id !== null
      ? await loadFormModules(db, [exam.test_form_id])
      : [];
  return planParts(exam, await loadQuestionRefs(db, [exam.id]), modules);
}
