/**
 * Judging one answer against its question's key (the outcomes: Correct, Multiple
 * response, Omitted, Unscoreable; plus incorrect). Pure: the caller loads and stores.
 */
import type { EnumValue } from '../../../../schema';
import { decimalApproximations, parseRational, sameValue } from './rational';

export type QuestionType = EnumValue<'questionType'>;
export type AnswerOutcome = EnumValue<'answerOutcome'>;

export interface KeyedQuestion {
  type: QuestionType;
  /** Option keys of a multiple-choice question. */
  optionKeys: string[];
  /** Correct option keys, or the accepted forms of a typed answer. */
  answers: string[];
  marks: number;
}

export interface Judgement {
  outcome: AnswerOutcome;
  marks: number;
}

/**
 * How many characters a student-produced response may take: the paper SAT's grid has four
 * columns and no minus sign; the digital SAT takes five characters for a positive answer and six
 * for a negative one. A decimal that fills the grid may approximate a longer value (2/3 as .666,
 * .667, or on the digital SAT .6666, .6667, 0.666, 0.667), as the College Board accepts.
 */
export interface GridRules {
  width: number;
  negatives: boolean;
}

export const GRID_RULES: Record<'legacy' | 'digital', GridRules> = {
  legacy: { width: 4, negatives: false },
  digital: { width: 5, negatives: true },
};

const mark = (outcome: AnswerOutcome, question: KeyedQuestion): Judgement => ({
  outcome,
  marks: outcome === 'correct' ? question.marks : 0,
});

const normaliseText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function judgeChoice(question: KeyedQuestion, given: string[]): Judgement {
  const keys = [...new Set(given.map((k) => k.trim().toUpperCase()))];
  if (keys.some((k) => !question.optionKeys.includes(k))) return mark('unscoreable', question);
  if (question.type === 'single' && keys.length > 1) return mark('multiple', question);
  const correct = new Set(question.answers.map((a) => a.toUpperCase()));
  const exact = keys.length === correct.size && keys.every((k) => correct.has(k));
  return mark(exact ? 'correct' : 'incorrect', question);
}

function fillsGrid(text: string, rules: GridRules): boolean {
  return text.length === rules.width + (text.startsWith('-') ? 1 : 0);
}

function judgeGridIn(question: KeyedQuestion, text: string, rules: GridRules): Judgement {
  const value = parseRational(text);
  const tooLong = text.length > rules.width + (text.startsWith('-') ? 1 : 0);
  if (!value || tooLong || (value.num < 0n && !rules.negatives))
    return mark('unscoreable', question);
  const decimals = text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
  const approximates = !text.includes('/') && decimals > 0 && fillsGrid(text, rules);
  const accepted = question.answers.map(parseRational).filter((v) => v !== null);
  const correct = accepted.some(
    (key) =>
      sameValue(key, value) ||
      (approximates && decimalApproximations(key, decimals).some((a) => sameValue(a, value))),
  );
  return mark(correct ? 'correct' : 'incorrect', question);
}

function judgeShort(question: KeyedQuestion, text: string): Judgement {
  const value = parseRational(text);
  const correct = question.answers.some((accepted) => {
    const acceptedValue = parseRational(accepted.trim());
    if (value && acceptedValue) return sameValue(value, acceptedValue);
    return normaliseText(accepted) === normaliseText(text);
  });
  return mark(correct ? 'correct' : 'incorrect', question);
}

/** The outcome and marks of `given` (null or empty: omitted). */
export function judgeAnswer(
  question: KeyedQuestion,
  given: readonly string[] | null,
  rules: GridRules = GRID_RULES.digital,
): Judgement {
  const entries = (given ?? []).map((g) => g.trim()).filter((g) => g !== '');
  if (entries.length === 0) return mark('omitted', question);
  switch (question.type) {
    case 'single':
    case 'multiple':
      return judgeChoice(question, entries);
    case 'grid_in':
      return entries.length > 1
        ? mark('multiple', question)
        : judgeGridIn(question, entries[0]!, rules);
    case 'short':
      return judgeShort(question, entries.join(' '));
  }
}
