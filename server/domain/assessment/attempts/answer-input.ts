/**
 * The body of a saved answer, checked against its question: `{answer: string[]}` holding option
 * keys of the question (multiple choice) or one typed text (short answer, grid-in). An empty list
 * or null clears the answer; it is then omitted when scored.
 */
import type { Translator } from '../../../i18n/translate';
import { ValidationError } from '../../../resources/errors';
import type { QuestionRow } from './questions';

/** Longest typed answer kept: a grid-in is a few characters, a short answer a sentence or two. */
const MAX_TEXT = { grid_in: 20, short: 2000 } as const;

export function checkAnswer(
  question: QuestionRow,
  body: Record<string, unknown>,
  tr: Translator,
): string[] {
  for (const field of Object.keys(body))
    if (field !== 'answer')
      throw ValidationError.field(field, tr.t('validation.prohibited', { attribute: field }));
  const raw = body.answer;
  if (raw === null || raw === undefined) return [];
  if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string'))
    throw ValidationError.field('answer', tr.t('attempts.answerList'));
  const values = (raw as string[]).map((v) => v.trim()).filter((v) => v !== '');
  if (question.type === 'single' || question.type === 'multiple') {
    const keys = new Map(question.options.map((o) => [o.key.toUpperCase(), o.key]));
    const chosen = values.map((v) => keys.get(v.toUpperCase()));
    if (chosen.some((key) => key === undefined))
      throw ValidationError.field('answer', tr.t('attempts.answerNotOption'));
    return [...new Set(chosen as string[])];
  }
  if (values.length > 1) throw ValidationError.field('answer', tr.t('attempts.answerSingle'));
  const max = MAX_TEXT[question.type];
  if ((values[0]?.length ?? 0) > max)
    throw ValidationError.field('answer', tr.t('attempts.answerTooLong', { max }));
  return values;
}
