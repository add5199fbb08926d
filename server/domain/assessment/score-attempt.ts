/**
 * Scores a submitted attempt on the server (the original product did it in the browser):
 * judges every answer, stores each outcome, and writes the student's result — marks for a
 * regular exam, the SAT score report for a practice test — replacing an earlier one.
 */
import { examResult, satScore } from '../../../resources/exams';
import type { Row, Tx } from '../../db/types';
import { openTables } from '../../db/types';
import type { Context } from '../../resources/context';
import { now } from '../../resources/records';
import { saveRow } from '../../resources/row-writes';
import { examResultLabel, satScoreLabel, type Labeller } from '../academics/labels';
import { loadScales } from './form-scales';
import {
  GRID_RULES,
  judgeAnswer,
  scoreRegular,
  scoreSat,
  type Judgement,
  type KeyedQuestion,
  type QuestionType,
} from './scoring';
import { ExamType } from '../../../schema';

const parseList = (json: unknown): string[] => {
  if (typeof json !== 'string' || json === '') return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
};

const optionKeys = (json: unknown): string[] => {
  if (typeof json !== 'string' || json === '') return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value)
    ? value.map((o) => String((o as { key?: unknown }).key ?? '').toUpperCase())
    : [];
};

interface ExamQuestionRow {
  id: number;
  question: KeyedQuestion;
  sectionScale: string | null;
  subScale: string | null;
  crossScale: string | null;
}

async function questionsOf(tx: Tx, examId: number): Promise<ExamQuestionRow[]> {
  const rows = await tx
    .selectFrom('exam_questions as q')
    .leftJoin('sat_modules as m', 'm.id', 'q.module_id')
    .leftJoin('sat_sections as s', 's.id', 'm.section_id')
    .leftJoin('sat_scales as section_scale', 'section_scale.id', 's.scale_id')
    .leftJoin('sat_scales as sub', 'sub.id', 'q.sub_score_id')
    .leftJoin('sat_scales as cross', 'cross.id', 'q.cross_test_id')
    .select([
      'q.id',
      'q.type',
      'q.options',
      'q.answers',
      'q.marks',
      'section_scale.code as section_code',
      'sub.code as sub_code',
      'cross.code as cross_code',
    ])
    .where('q.exam_id', '=', examId)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    question: {
      type: r.type as QuestionType,
      optionKeys: optionKeys(r.options),
      answers: parseList(r.answers),
      marks: Number(r.marks),
    },
    sectionScale: (r.section_code as string | null) ?? null,
    subScale: (r.sub_code as string | null) ?? null,
    crossScale: (r.cross_code as string | null) ?? null,
  }));
}

/**
 * Inserts or replaces the one row of `table` for this exam and student. The result's hooks are
 * for marks staff enter (they grade from the stored exam and mark the source 'entered'); a scored
 * result carries its own grade, source and label.
 */
async function saveResult(
  tx: Tx,
  ctx: Context,
  { resource, label }: { resource: typeof examResult | typeof satScore; label: Labeller },
  attempt: Row,
  values: Row,
): Promise<void> {
  const keys = { exam_id: attempt.exam_id, student_id: attempt.student_id };
  const row: Row = { ...keys, course_id: attempt.course_id, ...values };
  row.label = await label(tx, row);
  const existing = await openTables(tx)
    .selectFrom(resource.table)
    .selectAll()
    .where('exam_id', '=', keys.exam_id)
    .where('student_id', '=', keys.student_id)
    .executeTakeFirst();
  await saveRow(tx, ctx, resource, row, existing, { hooks: false });
}

/** Scores the attempt as the context's actor (the student whose call ended it, or staff). */
export async function scoreAttempt(tx: Tx, ctx: Context, attemptId: number): Promise<void> {
  const attempt = await tx
    .selectFrom('exam_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  if (attempt.status !== 'submitted')
    throw new Error(`Attempt #${attemptId} is not submitted and cannot be scored`);
  const exam = await tx
    .selectFrom('exams')
    .leftJoin('sat_test_forms', 'sat_test_forms.id', 'exams.test_form_id')
    .select([
      'exams.type',
      'exams.test_form_id',
      'exams.total_marks',
      'exams.pass_mark',
      'sat_test_forms.kind as form_kind',
    ])
    .where('exams.id', '=', Number(attempt.exam_id))
    .executeTakeFirstOrThrow();
  const isSat = Number(exam.type) === ExamType.Sat;
  const gridRules = exam.form_kind === 'legacy' ? GRID_RULES.legacy : GRID_RULES.digital;

  const questions = await questionsOf(tx, Number(attempt.exam_id));
  const stored = new Map(
    (
      await tx
        .selectFrom('exam_answers')
        .select(['id', 'question_id', 'answer'])
        .where('attempt_id', '=', attemptId)
        .execute()
    ).map((a) => [Number(a.question_id), a]),
  );
  const judged = new Map<number, Judgement>();
  for (const { id, question } of questions) {
    const answer = stored.get(id);
    const judgement = judgeAnswer(question, parseList(answer?.answer), gridRules);
    judged.set(id, judgement);
    const values = { outcome: judgement.outcome, marks_awarded: judgement.marks };
    if (answer) {
      await tx.updateTable('exam_answers').set(values).where('id', '=', answer.id).execute();
    } else {
      await tx
        .insertInto('exam_answers')
        .values({
          attempt_id: attemptId,
          question_id: id,
          answer: null,
          saved_at: attempt.submitted_at ?? now(),
          ...values,
        })
        .execute();
    }
  }

  const source = attempt.source;
  if (isSat) {
    const report = scoreSat(
      await loadScales(tx, Number(exam.test_form_id)),
      questions
        .filter((q) => q.sectionScale !== null)
        .map((q) => ({
          judgement: judged.get(q.id)!,
          section: q.sectionScale!,
          subScore: q.subScale,
          crossTest: q.crossScale,
        })),
    );
    await saveResult(tx, ctx, { resource: satScore, label: satScoreLabel }, attempt, {
      test_form_id: exam.test_form_id,
      total_score: report.total,
      section_scores: report.sections,
      sub_scores: report.sub,
      cross_scores: report.cross,
      source,
      scored_at: now(),
    });
  } else {
    const report = scoreRegular([...judged.values()], {
      totalMarks: exam.total_marks === null ? null : Number(exam.total_marks),
      passMark: exam.pass_mark === null ? null : Number(exam.pass_mark),
      questionMarks: questions.reduce((sum, q) => sum + q.question.marks, 0),
    });
    await saveResult(tx, ctx, { resource: examResult, label: examResultLabel }, attempt, {
      marks: report.marks,
      percent: report.percent,
      passed: report.passed === null ? null : Number(report.passed),
      source,
    });
  }
}
