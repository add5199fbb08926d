/**
 * A student's scores over time (`GET /api/student/{id}/scores`): SAT scores and regular exams'
 * results together, oldest first. The student must lie in the caller's Students scope (404
 * otherwise), and each kind of row is read through its own row scope: a tutor sees the results of
 * the courses they teach, a student and a parent only those of exams whose results are released.
 */
import type { ScaleScore, ScoreHistoryEntry } from '../../../../schema';
import type { Executor, Row } from '../../../db/types';
import { authorize, findScoped, scopedSelect } from '../../../resources/access';
import { can, type Context } from '../../../resources/context';
import { ForbiddenError } from '../../../resources/errors';
import { markingTotal } from '../results/exam-total';
import {
  examResult as resultResource,
  satScore as satScoreResource,
} from '../../../../resources/exams';
import { student as studentResource } from '../../../../resources/people';

const SITTING_COLUMNS = [
  'exams.title as exam_title',
  'exams.type as exam_type',
  'exams.starts_at as starts_at',
  'exams.total_marks as total_marks',
  'courses.title as course_title',
  'exam_attempts.id as attempt_id',
  'exam_attempts.submitted_at as submitted_at',
  'exam_attempts.source as attempt_source',
] as const;

/** The result rows of `resource` for the student, in the caller's scope, with their exam. */
function sittings(
  ctx: Context,
  resource: typeof resultResource | typeof satScoreResource,
  studentId: number,
  courseId: number | undefined,
) {
  const table = resource.table;
  const query = scopedSelect(ctx, ctx.db, resource)
    .innerJoin('exams', 'exams.id', `${table}.exam_id`)
    .innerJoin('courses', 'courses.id', 'exams.course_id')
    .leftJoin('exam_attempts', (join) =>
      join
        .onRef('exam_attempts.exam_id', '=', `${table}.exam_id`)
        .onRef('exam_attempts.student_id', '=', `${table}.student_id`),
    )
    .where(`${table}.student_id`, '=', studentId);
  return courseId === undefined ? query : query.where('exams.course_id', '=', courseId);
}

/**
 * When the test was sat: an online attempt's submission; else the exam's start (marks entered and
 * sheets imported after a paper sitting); else when the result was recorded.
 */
const dateOf = (row: Row, recorded: unknown) =>
  String(
    (row.attempt_source === 'online' ? row.submitted_at : null) ?? row.starts_at ?? recorded ?? '',
  );

const common = (row: Row) => ({
  exam_id: Number(row.exam_id),
  exam_title: String(row.exam_title),
  type: Number(row.exam_type),
  course_title: String(row.course_title),
  attempt_id:
    row.attempt_id === null || row.attempt_id === undefined ? null : Number(row.attempt_id),
});

async function regularEntries(
  ctx: Context,
  studentId: number,
  courseId: number | undefined,
): Promise<ScoreHistoryEntry[]> {
  const rows = await sittings(ctx, resultResource, studentId, courseId)
    .select([
      'exam_results.exam_id as exam_id',
      'exam_results.marks as marks',
      'exam_results.percent as percent',
      'exam_results.passed as passed',
      'exam_results.created_at as recorded_at',
      ...SITTING_COLUMNS,
    ])
    .execute();
  const entries: ScoreHistoryEntry[] = [];
  for (const row of rows) {
    entries.push({
      ...common(row),
      date: dateOf(row, row.recorded_at),
      total_score: Number(row.marks),
      max_total: await markingTotal(ctx.db, Number(row.exam_id), row.total_marks),
      percent: row.percent === null ? null : Number(row.percent),
      section_scores: null,
      passed: row.passed === null ? null : Number(row.passed) === 1,
    });
  }
  return entries;
}

/** The highest total a SAT form gives: each section scale's maximum times its weight. */
async function formMaximum(db: Executor, formId: number): Promise<number | null> {
  const row = await db
    .selectFrom('sat_scales')
    .select((eb) => eb.fn.sum(eb(eb.ref('max_score'), '*', eb.ref('total_weight'))).as('maximum'))
    .where('test_form_id', '=', formId)
    .where('kind', '=', 'section')
    .executeTakeFirst();
  const maximum = Number(row?.maximum ?? 0);
  return maximum > 0 ? maximum : null;
}

const parseScales = (json: unknown): Record<string, ScaleScore> =>
  typeof json === 'string' && json !== '' ? (JSON.parse(json) as Record<string, ScaleScore>) : {};

async function satEntries(
  ctx: Context,
  studentId: number,
  courseId: number | undefined,
): Promise<ScoreHistoryEntry[]> {
  const rows = await sittings(ctx, satScoreResource, studentId, courseId)
    .select([
      'sat_scores.exam_id as exam_id',
      'sat_scores.test_form_id as test_form_id',
      'sat_scores.total_score as total_score',
      'sat_scores.section_scores as section_scores',
      'sat_scores.scored_at as scored_at',
      ...SITTING_COLUMNS,
    ])
    .execute();
  const maxima = new Map<number, number | null>();
  const entries: ScoreHistoryEntry[] = [];
  for (const row of rows) {
    const formId = Number(row.test_form_id);
    if (!maxima.has(formId)) maxima.set(formId, await formMaximum(ctx.db, formId));
    entries.push({
      ...common(row),
      date: dateOf(row, row.scored_at),
      total_score: Number(row.total_score),
      max_total: maxima.get(formId) ?? null,
      percent: null,
      section_scores: parseScales(row.section_scores),
      passed: null,
    });
  }
  return entries;
}

/** The history of one student, of every course or of `courseId` only. */
export async function scoreHistory(
  ctx: Context,
  studentId: number,
  courseId?: number,
): Promise<ScoreHistoryEntry[]> {
  authorize(ctx, 'read', studentResource);
  await findScoped(ctx, ctx.db, studentResource, studentId);
  const readsResults = can(ctx.actor, 'read', resultResource.subject);
  const readsScores = can(ctx.actor, 'read', satScoreResource.subject);
  if (!readsResults && !readsScores) throw new ForbiddenError();
  const entries = [
    ...(readsResults ? await regularEntries(ctx, studentId, courseId) : []),
    ...(readsScores ? await satEntries(ctx, studentId, courseId) : []),
  ];
  // Dates are ISO strings of one shape, so text order is time order.
  return entries.sort((a, b) => a.date.localeCompare(b.date) || a.exam_id - b.exam_id);
}
