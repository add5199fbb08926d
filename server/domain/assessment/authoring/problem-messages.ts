/** The server's English wording of a question's problems (schema/question-content.ts). */
import type { QuestionProblem, QuestionProblemCode } from '../../../../schema';
import type { FieldErrors } from '../../../resources/errors';

type Params = QuestionProblem['params'];

const MESSAGES: Record<QuestionProblemCode, (p: Params) => string> = {
  stem_empty: () => 'The question needs a stem: text, a formula or an image.',
  type_not_sat: () =>
    'A SAT question is multiple choice or a student-produced response (grid-in), not a short answer.',
  type_sat_only: () => 'Student-produced responses (grid-in) belong to SAT practice tests only.',
  options_format: () => 'The options must be a list of {key, text} pairs.',
  options_count: (p) => `A multiple-choice question needs ${p.min} to ${p.max} options.`,
  options_not_used: () => 'Only multiple-choice questions have options: leave them empty.',
  option_key: (p) => `Option key "${p.key}" is not one of the letters A to J.`,
  option_key_repeated: (p) => `Option ${p.key} appears more than once.`,
  option_text_empty: (p) => `Option ${p.key} needs text, a formula or an image.`,
  answers_format: () => 'The correct answers must be a list of texts.',
  answer_not_option: (p) => `The correct answer "${p.answer}" is not one of the options.`,
  answer_repeated: (p) => `The answer "${p.answer}" is given more than once.`,
  single_needs_one: () => 'Mark exactly one option as the correct answer.',
  multiple_needs_one: () => 'Mark at least one option as correct.',
  typed_needs_answer: () => 'Give at least one accepted answer.',
  short_too_long: (p) => `The accepted answer "${p.answer}" is longer than ${p.max} characters.`,
  grid_in_format: (p) =>
    `"${p.answer}" cannot be entered as a grid-in answer: use an integer, a decimal such as .75 or a fraction such as 3/4.`,
  grid_in_negative: (p) =>
    `"${p.answer}" is negative, and the legacy paper SAT grid has no minus sign.`,
  grid_in_length: (p) =>
    `"${p.answer}" does not fit the grid: at most ${p.max} characters, not counting a minus sign.`,
  grid_in_zero_denominator: (p) => `"${p.answer}" divides by zero.`,
};

export const problemMessage = (problem: QuestionProblem): string =>
  MESSAGES[problem.code](problem.params);

/** The problems as field errors, every message of a field kept. */
export function problemErrors(problems: readonly QuestionProblem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) (errors[problem.field] ??= []).push(problemMessage(problem));
  return errors;
}
