/**
 * Item analysis of an exam for its tutors (docs/API.md "Item analysis"): for each question, how
 * the submitted attempts answered it — the share correct, each outcome, and how often each option
 * was chosen — so a tutor sees which questions the class found hard and which wrong answer
 * attracted them.
 */
import { authorize, findScoped } from '../../resources/access';
import type { Context } from '../../resources/context';
import { enums, type ExamAnalysis } from '../../../schema';
import { numberedQuestions } from './answer-sheets/question-order';
import type { AnswerOutcome } from './scoring';
import { exam as exams, examQuestion } from '../../../resources/exams';

const parseList = (json: unknown): string[] => {
  if (typeof json !== 'string' || json === '') return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
};

const noOutcomes = () =>
  Object.fromEntries(enums.answerOutcome.map((o) => [o, 0])) as Record<AnswerOutcome, number>;

export async function analyseExam(ctx: Context, examId: number): Promise<ExamAnalysis> {
  authorize(ctx, 'read', examQuestion);
  const exam = await findScoped(ctx, ctx.db, exams, examId);
  const questions = await ctx.db
    .selectFrom('exam_questions as q')
    .leftJoin('sat_modules as m', 'm.id', 'q.module_id')
    .select([
      'q.id',
      'q.position',
      'q.label',
      'q.type',
      'q.module_id',
      'm.label as module_label',
      'q.quality',
      'q.tags',
      'q.options',
      'q.answers',
    ])
    .where('q.exam_id', '=', examId)
    .execute();
  // Numbered as students meet them and answer sheets count them.
  const order = new Map((await numberedQuestions(ctx.db, examId)).map((q) => [q.id, q.number]));
  const numberOf = (id: unknown) => order.get(Number(id)) ?? Number.MAX_SAFE_INTEGER;
  questions.sort((a, b) => numberOf(a.id) - numberOf(b.id));
  const answers = await ctx.db
    .selectFrom('exam_answers as a')
    .innerJoin('exam_attempts as t', 't.id', 'a.attempt_id')
    .select(['a.question_id', 'a.answer', 'a.outcome'])
    .where('t.exam_id', '=', examId)
    .where('t.status', '=', 'submitted')
    .where('a.outcome', 'is not', null)
    .execute();
  const attempts = await ctx.db
    .selectFrom('exam_attempts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('exam_id', '=', examId)
    .where('status', '=', 'submitted')
    .executeTakeFirst();

  const byQuestion = new Map<number, { answer: unknown; outcome: unknown }[]>();
  for (const a of answers) {
    const list = byQuestion.get(Number(a.question_id)) ?? [];
    list.push(a);
    byQuestion.set(Number(a.question_id), list);
  }
  return {
    exam: { id: Number(exam.id), title: String(exam.title), type: Number(exam.type) },
    attempts: Number(attempts?.n ?? 0),
    questions: questions.map((q, index) => {
      const scored = byQuestion.get(Number(q.id)) ?? [];
      const outcomes = noOutcomes();
      const choices: Record<string, number> = {};
      const options = q.options ? (JSON.parse(String(q.options)) as { key: string }[]) : [];
      for (const option of options) choices[option.key] = 0;
      for (const answer of scored) {
        outcomes[answer.outcome as AnswerOutcome] += 1;
        for (const key of parseList(answer.answer)) {
          const upper = key.trim().toUpperCase();
          if (upper in choices) choices[upper] = (choices[upper] ?? 0) + 1;
        }
      }
      return {
        id: Number(q.id),
        position: index + 1,
        label: String(q.label),
        type: String(q.type),
        module_id: q.module_id === null ? null : Number(q.module_id),
        module_label: (q.module_label as string | null) ?? null,
        quality: (q.quality as string | null) ?? null,
        tags: (q.tags as string | null) ?? null,
        answers: parseList(q.answers),
        attempts: scored.length,
        outcomes,
        correct_rate: scored.length === 0 ? null : outcomes.correct / scored.length,
        choices,
      };
    }),
  };
}
