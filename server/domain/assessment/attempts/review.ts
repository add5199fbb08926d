/**
 * `GET /api/exam-attempt/{id}/review`: the whole attempt, each question with the student's
 * answer, the correct one, its outcome, marks and explanation, and the stored result. Tutors of
 * the course and admins see it at any time; the student and their parents once the exam's results
 * are released and the attempt is submitted. Who sees which attempt is the row scope's answer.
 */
import type { AttemptReview, ReviewPart, ReviewQuestion } from '../../../../schema';
import type { Executor } from '../../../db/types';
import { authorize, findScoped } from '../../../resources/access';
import type { Context } from '../../../resources/context';
import { describeParts, type DescribedPart } from './parts';
import { phrase } from '../../../i18n/translate';
import { conflict, refusal } from './problems';
import { loadAnswers, loadQuestions, toAttemptQuestion } from './questions';
import {
  loadExam,
  loadParts,
  planExam,
  toAttempt,
  type AttemptRecord,
  type ExamRecord,
  type PartRecord,
} from './records';
import { loadResult } from './result';
import { settleAttempt } from './settle';
import { examAttempt as attemptResource } from '../../../../resources/exams';
import { inAttemptTransaction } from './transaction';

/** The stored parts; an answer sheet entered without taking the exam has none, so its plan. */
async function partsOf(db: Executor, exam: ExamRecord, attempt: AttemptRecord) {
  let records: PartRecord[] = await loadParts(db, attempt.id);
  if (records.length === 0) {
    records = (await planExam(db, exam)).map((plan, index) => ({
      id: 0,
      attempt_id: attempt.id,
      position: index + 1,
      module_id: plan.module_id,
      started_at: null,
      deadline_at: null,
      submitted_at: null,
    }));
  }
  return describeParts(db, exam, records);
}

async function reviewParts(
  db: Executor,
  attemptId: number,
  parts: DescribedPart[],
): Promise<ReviewPart[]> {
  const answers = await loadAnswers(db, attemptId);
  const reviewed: ReviewPart[] = [];
  for (const part of parts) {
    const questions = await loadQuestions(db, part.question_ids);
    reviewed.push({
      ...part.view,
      questions: questions.map((q, index): ReviewQuestion => {
        const stored = answers.get(q.id);
        return {
          ...toAttemptQuestion(q, index),
          answer: stored?.answer ?? null,
          correct_answers: q.answers,
          outcome: (stored?.outcome ?? null) as ReviewQuestion['outcome'],
          marks_awarded: stored?.marks_awarded ?? null,
          explanation: q.explanation,
        };
      }),
    });
  }
  return reviewed;
}

async function namesOf(db: Executor, attempt: AttemptRecord) {
  const student = await db
    .selectFrom('students')
    .select('full_name')
    .where('id', '=', attempt.student_id)
    .executeTakeFirst();
  const course = await db
    .selectFrom('courses')
    .select('title')
    .where('id', '=', attempt.course_id)
    .executeTakeFirst();
  return { student: String(student?.full_name ?? ''), course: String(course?.title ?? '') };
}

export async function attemptReview(ctx: Context, attemptId: number): Promise<AttemptReview> {
  const resource = attemptResource;
  authorize(ctx, 'read', resource);
  let attempt = toAttempt(await findScoped(ctx, ctx.db, resource, attemptId));
  const exam = await loadExam(ctx.db, attempt.exam_id);
  const learner = ctx.actor?.kind === 'student' || ctx.actor?.kind === 'parent';
  if (learner && !exam.results_released) throw refusal(403, phrase('attempts.resultsNotReleased'));
  if (attempt.status === 'in_progress') {
    const open = attempt;
    attempt = await inAttemptTransaction(ctx, (tx, txCtx) =>
      settleAttempt(tx, txCtx, exam, open, { advance: false }),
    );
  }
  if (learner && attempt.status !== 'submitted') throw conflict('attempts.notSubmittedYet');
  const names = await namesOf(ctx.db, attempt);
  return {
    attempt_id: attempt.id,
    exam_id: exam.id,
    exam_title: exam.title,
    exam_type: exam.type,
    student_id: attempt.student_id,
    student_name: names.student,
    course_id: attempt.course_id,
    course_title: names.course,
    status: attempt.status,
    source: attempt.source,
    started_at: attempt.started_at,
    submitted_at: attempt.submitted_at,
    results_released: exam.results_released,
    parts: await reviewParts(ctx.db, attempt.id, await partsOf(ctx.db, exam, attempt)),
    result:
      attempt.status === 'submitted' ? await loadResult(ctx.db, exam, attempt.student_id) : null,
  };
}
