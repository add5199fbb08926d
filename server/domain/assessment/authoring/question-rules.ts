/**
 * Rules of an exam question (resource `exam-question`): a sound content for its exam
 * (schema/question-content.ts), its place in a SAT form's module or none for a regular exam
 * (question-placement.ts), and no moving to another exam. Before the row is stored, option texts
 * are cleaned like any rich text and answers trimmed; a module's capacity is checked again inside
 * the write's transaction with the exam row locked (PostgreSQL), so that two tutors entering the
 * last question of a module at once cannot both store it.
 */
import { ExamType, questionProblems, type QuestionOption } from '../../../../schema';
import type { Row, Tx } from '../../../db/types';
import { translatorFor } from '../../../i18n/translate';
import type { Context } from '../../../resources/context';
import { ValidationError } from '../../../resources/errors';
import { cleanHtml } from '../../html';
import type { examQuestion } from '../../../../resources/exams';
import type { ChangeOf, HooksOf } from '../../../resources/hooks';
import { loadExam, parsedJson, settingOf } from './exam-of-question';
import { problemErrors } from './problem-messages';
import {
  entersModule,
  idOf,
  moduleFullMessage,
  regularPlacementErrors,
  satPlacementErrors,
} from './question-placement';

type QuestionChange = ChangeOf<typeof examQuestion>;

/** The question as it would be stored, JSON columns parsed. */
function nextOf({ values, current }: QuestionChange): Row {
  const stored = current
    ? { ...current, options: parsedJson(current.options), answers: parsedJson(current.answers) }
    : {};
  return { ...stored, ...values };
}

const checkQuestion: NonNullable<HooksOf<typeof examQuestion>['check']> = async (
  ctx,
  db,
  change,
) => {
  const { values, current } = change;
  const tr = translatorFor(ctx.language ?? 'en');
  if (current && 'exam_id' in values && Number(values.exam_id) !== Number(current.exam_id))
    return { exam_id: [tr.t('questionAuthoring.movedExam')] };
  const next = nextOf(change);
  const exam = await loadExam(db, Number(next.exam_id));
  if (!exam) return {};
  const content = problemErrors(
    questionProblems(
      { type: next.type, stem: next.stem, options: next.options, answers: next.answers },
      settingOf(exam),
    ),
    tr,
  );
  const placement =
    exam.type === ExamType.Sat
      ? await satPlacementErrors(db, exam, next, current, tr)
      : regularPlacementErrors(next, tr);
  return { ...content, ...placement };
};

const isOption = (v: unknown): v is QuestionOption =>
  typeof v === 'object' && v !== null && 'key' in v && 'text' in v;

/** Option texts cleaned like rich text; answers trimmed, and correct keys in option order. */
function normalise(values: Row, next: Row): void {
  if (Array.isArray(values.options)) {
    values.options = values.options.length
      ? values.options.filter(isOption).map((o) => ({ key: o.key, text: cleanHtml(o.text).trim() }))
      : null;
  }
  if (Array.isArray(values.answers)) {
    const answers = values.answers.map((a) => String(a).trim()).filter((a) => a !== '');
    const keys = Array.isArray(next.options) ? next.options.filter(isOption).map((o) => o.key) : [];
    const choice = next.type === 'single' || next.type === 'multiple';
    values.answers = choice
      ? [...answers].sort((a, b) => keys.indexOf(a) - keys.indexOf(b))
      : answers;
  }
}

async function guardCapacity(
  tx: Tx,
  ctx: Context,
  change: QuestionChange,
  next: Row,
): Promise<void> {
  if (!entersModule(next, change.current)) return;
  const examId = Number(next.exam_id);
  // Writers of the same exam queue here until the first commits; SQLite runs one write
  // transaction at a time already.
  if (ctx.dialect === 'postgres')
    await tx.selectFrom('exams').select('id').where('id', '=', examId).forUpdate().execute();
  const tr = translatorFor(ctx.language ?? 'en');
  const moduleId = Number(next.module_id);
  const full = await moduleFullMessage(tx, examId, moduleId, idOf(change.current), tr);
  if (full) throw ValidationError.field('module_id', full);
}

export const questionRules: HooksOf<typeof examQuestion> = {
  check: checkQuestion,
  async beforeSave(tx, ctx, change) {
    const next = nextOf(change);
    normalise(change.values, next);
    await guardCapacity(tx, ctx, change, next);
  },
};
