/**
 * `GET /api/student/exams`: the exams assigned to the signed-in student (published or closed
 * exams of the courses they are seated in: the Exam row scope), each with its parts, the
 * student's attempt and what they may do now. Attempts whose time ran out are settled first, so
 * the list never shows a finished attempt as running.
 */
import {
  ExamType,
  type StudentAttemptSummary,
  type StudentExam,
  type StudentExamList,
} from '../../../../schema';
import type { Executor, Row } from '../../../db/types';
import { authorize, scopedSelect } from '../../../resources/access';
import type { Context } from '../../../resources/context';
import { phrase } from '../../../i18n/translate';
import { refusal } from './problems';
import { planParts, totalMinutes } from './plan';
import {
  loadFormModules,
  loadParts,
  loadQuestionRefs,
  toAttempt,
  toExam,
  type AttemptRecord,
  type ExamRecord,
} from './records';
import { settleAttempt } from './settle';
import { exam as examResource } from '../../../../resources/exams';
import { startRefusal } from './timing';
import { inAttemptTransaction } from './transaction';

async function studentIdOf(ctx: Context): Promise<number> {
  const actor = ctx.actor!;
  const row =
    actor.kind === 'student'
      ? await ctx.db
          .selectFrom('students')
          .select('id')
          .where('user_id', '=', actor.id)
          .executeTakeFirst()
      : undefined;
  if (!row) throw refusal(403, phrase('attempts.studentsOnly'));
  return Number(row.id);
}

/** The student's attempts at these exams, those in progress brought up to date first. */
async function attemptsOf(
  ctx: Context,
  exams: ExamRecord[],
  studentId: number,
): Promise<Map<number, AttemptRecord>> {
  const load = async (db: Executor) =>
    exams.length === 0
      ? []
      : (
          await db
            .selectFrom('exam_attempts')
            .selectAll()
            .where('student_id', '=', studentId)
            .where(
              'exam_id',
              'in',
              exams.map((e) => e.id),
            )
            .execute()
        ).map(toAttempt);
  const running = (await load(ctx.db)).filter((a) => a.status === 'in_progress');
  if (running.length > 0) {
    const byId = new Map(exams.map((e) => [e.id, e]));
    await inAttemptTransaction(ctx, async (tx, txCtx) => {
      for (const attempt of running)
        await settleAttempt(tx, txCtx, byId.get(attempt.exam_id)!, attempt, { advance: false });
    });
  }
  return new Map((await load(ctx.db)).map((a) => [a.exam_id, a]));
}

async function summaryOf(db: Executor, attempt: AttemptRecord): Promise<StudentAttemptSummary> {
  const parts = await loadParts(db, attempt.id);
  const open = parts.find((p) => p.started_at !== null && p.submitted_at === null);
  const next = open ?? parts.find((p) => p.started_at === null);
  return {
    id: attempt.id,
    status: attempt.status,
    started_at: attempt.started_at,
    submitted_at: attempt.submitted_at,
    deadline_at: open?.deadline_at ?? null,
    part_position: attempt.status === 'in_progress' ? (next?.position ?? null) : null,
    part_count: parts.length,
  };
}

/** Newest first: by the window's start, else when the exam was made. */
const newestFirst = (a: Row, b: Row) =>
  String(b.starts_at ?? b.created_at).localeCompare(String(a.starts_at ?? a.created_at)) ||
  Number(b.id) - Number(a.id);

export async function listStudentExams(ctx: Context): Promise<StudentExamList> {
  const resource = examResource;
  authorize(ctx, 'read', resource);
  const studentId = await studentIdOf(ctx);
  const rows = await scopedSelect(ctx, ctx.db, resource)
    .innerJoin('courses', 'courses.id', 'exams.course_id')
    .selectAll('exams')
    .select('courses.title as course_title')
    .execute();
  rows.sort(newestFirst);
  const exams = rows.map(toExam);
  const formIds = [
    ...new Set(exams.flatMap((e) => (e.test_form_id === null ? [] : [e.test_form_id]))),
  ];
  const modules = await loadFormModules(ctx.db, formIds);
  const refs = await loadQuestionRefs(
    ctx.db,
    exams.map((e) => e.id),
  );
  const attempts = await attemptsOf(ctx, exams, studentId);
  const now = new Date();
  const data: StudentExam[] = [];
  for (const [index, exam] of exams.entries()) {
    const plan = planParts(
      exam,
      refs.filter((q) => q.exam_id === exam.id),
      exam.type === ExamType.Sat ? modules.filter((m) => m.test_form_id === exam.test_form_id) : [],
    );
    const attempt = attempts.get(exam.id);
    const refusal = attempt ? null : startRefusal(exam, plan.length, now);
    const parts = plan.map(
      ({ section_name, section_name_bn, module_number, question_count, time_limit_minutes }) => ({
        section_name,
        section_name_bn,
        module_number,
        question_count,
        time_limit_minutes,
      }),
    );
    data.push({
      id: exam.id,
      title: exam.title,
      course_id: exam.course_id,
      course_title: String(rows[index]!.course_title),
      type: exam.type,
      status: exam.status,
      window_type: exam.window_type,
      starts_at: exam.starts_at,
      ends_at: exam.ends_at,
      instructions: exam.instructions,
      parts,
      question_count: plan.reduce((sum, p) => sum + p.question_count, 0),
      total_minutes: totalMinutes(parts),
      attempt: attempt ? await summaryOf(ctx.db, attempt) : null,
      can_start: !attempt && refusal === null,
      can_resume: attempt?.status === 'in_progress',
      start_refusal: refusal,
      results_released: exam.results_released,
    });
  }
  return { data, meta: { server_time: new Date().toISOString() } };
}
