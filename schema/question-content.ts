/**
 * What makes an exam question answerable and scoreable, whatever exam it belongs to: a stem,
 * options with unique keys A–J for multiple choice, correct keys among them, and accepted answers
 * for typed responses (grid-in ones a student could enter, grid-in.ts). The server refuses a
 * question with any of these problems (in English) and checks them again before an exam is
 * published; the question editor shows the same problems, translated, as the tutor types.
 *
 * Stored shapes (docs/API.md "Exam questions"): `options` `[{key: 'A', text: '<html>'}]`,
 * `answers` `string[]` (correct keys, or the accepted forms of a typed answer).
 */
import type { QuestionOption } from './exam-attempt';
import { gridInProblem, GRID_IN_MAX_LENGTH, type GridInKind, type GridInProblem } from './grid-in';

export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = OPTION_KEYS.length;
/** Longest accepted short answer, in characters. */
export const MAX_SHORT_ANSWER = 200;

/** The exam a question belongs to: a regular one, or a SAT practice test of a form's kind. */
export type QuestionSetting = { exam: 'regular' } | { exam: 'sat'; form: GridInKind };

export interface QuestionContent {
  type: unknown;
  stem: unknown;
  options: unknown;
  answers: unknown;
}

export type QuestionProblemCode =
  | 'stem_empty'
  | 'type_not_sat'
  | 'type_sat_only'
  | 'options_format'
  | 'options_count'
  | 'options_not_used'
  | 'option_key'
  | 'option_key_repeated'
  | 'option_text_empty'
  | 'answers_format'
  | 'answer_not_option'
  | 'answer_repeated'
  | 'single_needs_one'
  | 'multiple_needs_one'
  | 'typed_needs_answer'
  | 'short_too_long'
  | `grid_in_${Exclude<GridInProblem, 'empty'>}`;

export interface QuestionProblem {
  field: 'stem' | 'type' | 'options' | 'answers';
  code: QuestionProblemCode;
  /** Values the message names: an option key, an answer, a limit. */
  params: Record<string, string | number>;
}

/**
 * The types a SAT question can have: multiple choice (one answer on today's tests; several on some
 * older practice material) or a student-produced response (grid-in); never a free short answer.
 */
export const SAT_QUESTION_TYPES = ['single', 'multiple', 'grid_in'] as const;
export const REGULAR_QUESTION_TYPES = ['single', 'multiple', 'short'] as const;

/** True when rich text holds something to read: text, a formula or an image. */
export function hasContent(html: unknown): boolean {
  if (typeof html !== 'string') return false;
  if (/<img\s/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  );
}

const problem = (
  field: QuestionProblem['field'],
  code: QuestionProblemCode,
  params: QuestionProblem['params'] = {},
): QuestionProblem => ({ field, code, params });

const isOption = (v: unknown): v is QuestionOption =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as QuestionOption).key === 'string' &&
  typeof (v as QuestionOption).text === 'string';

/** `[]` for null: short and grid-in questions store no options. */
const listOf = (value: unknown): unknown[] | null =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : null;

function optionProblems(options: unknown): { problems: QuestionProblem[]; keys: string[] } {
  const list = listOf(options);
  if (list === null || !list.every(isOption))
    return { problems: [problem('options', 'options_format')], keys: [] };
  const problems: QuestionProblem[] = [];
  if (list.length < MIN_OPTIONS || list.length > MAX_OPTIONS)
    problems.push(problem('options', 'options_count', { min: MIN_OPTIONS, max: MAX_OPTIONS }));
  const seen = new Set<string>();
  for (const { key, text } of list) {
    if (!(OPTION_KEYS as readonly string[]).includes(key))
      problems.push(problem('options', 'option_key', { key }));
    else if (seen.has(key)) problems.push(problem('options', 'option_key_repeated', { key }));
    seen.add(key);
    if (!hasContent(text)) problems.push(problem('options', 'option_text_empty', { key }));
  }
  return { problems, keys: [...seen] };
}

function answerList(answers: unknown): string[] | null {
  const list = listOf(answers);
  return list !== null && list.every((a) => typeof a === 'string') ? (list as string[]) : null;
}

function repeated(values: string[], normalise: (v: string) => string): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    const key = normalise(value);
    if (seen.has(key)) return value;
    seen.add(key);
  }
  return undefined;
}

function choiceProblems(type: 'single' | 'multiple', options: unknown, answers: string[]) {
  const { problems, keys } = optionProblems(options);
  for (const answer of answers)
    if (!keys.includes(answer)) problems.push(problem('answers', 'answer_not_option', { answer }));
  const twice = repeated(answers, (a) => a);
  if (twice !== undefined) problems.push(problem('answers', 'answer_repeated', { answer: twice }));
  if (type === 'single' && answers.length !== 1)
    problems.push(problem('answers', 'single_needs_one'));
  if (type === 'multiple' && answers.length === 0)
    problems.push(problem('answers', 'multiple_needs_one'));
  return problems;
}

function typedProblems(
  type: 'short' | 'grid_in',
  options: unknown,
  answers: string[],
  form: GridInKind,
): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  if ((listOf(options) ?? [null]).length > 0) problems.push(problem('options', 'options_not_used'));
  const given = answers.map((a) => a.trim()).filter((a) => a !== '');
  if (given.length === 0) return [...problems, problem('answers', 'typed_needs_answer')];
  for (const answer of given) {
    if (type === 'short' && answer.length > MAX_SHORT_ANSWER)
      problems.push(problem('answers', 'short_too_long', { answer, max: MAX_SHORT_ANSWER }));
    const grid = type === 'grid_in' ? gridInProblem(answer, form) : null;
    if (grid !== null && grid !== 'empty')
      problems.push(
        problem('answers', `grid_in_${grid}`, { answer, max: GRID_IN_MAX_LENGTH[form] }),
      );
  }
  const twice = repeated(given, (a) => a.toLowerCase());
  if (twice !== undefined) problems.push(problem('answers', 'answer_repeated', { answer: twice }));
  return problems;
}

/** Every problem of a question's content, for the exam it belongs to; [] when it is sound. */
export function questionProblems(
  question: QuestionContent,
  setting: QuestionSetting,
): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  if (!hasContent(question.stem)) problems.push(problem('stem', 'stem_empty'));
  const { type } = question;
  if (setting.exam === 'sat' && !(SAT_QUESTION_TYPES as readonly unknown[]).includes(type))
    return [...problems, problem('type', 'type_not_sat')];
  if (setting.exam === 'regular' && type === 'grid_in')
    return [...problems, problem('type', 'type_sat_only')];
  const answers = answerList(question.answers);
  if (answers === null) return [...problems, problem('answers', 'answers_format')];
  if (type === 'single' || type === 'multiple')
    return [...problems, ...choiceProblems(type, question.options, answers)];
  if (type === 'short' || type === 'grid_in') {
    const form = setting.exam === 'sat' ? setting.form : 'digital';
    return [...problems, ...typedProblems(type, question.options, answers, form)];
  }
  return problems;
}
