/** The wording of a question's problems (schema/question-content.ts), in the reader's language. */
import type { QuestionProblem } from '../../../../schema';
import type { Translator } from '../../../i18n/translate';
import type { FieldErrors } from '../../../resources/errors';

/** Each problem code is a phrase of `questionAuthoring`, so a code without one does not compile. */
export const problemMessage = (problem: QuestionProblem, tr: Translator): string =>
  tr.t(`questionAuthoring.${problem.code}`, problem.params);

/** The problems as field errors, every message of a field kept. */
export function problemErrors(problems: readonly QuestionProblem[], tr: Translator): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) (errors[problem.field] ??= []).push(problemMessage(problem, tr));
  return errors;
}
