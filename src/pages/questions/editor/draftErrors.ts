import type { TranslateFunction } from 'react-admin';
import { questionProblems, type QuestionSetting } from '../../../../schema';
import { payloadOf, type QuestionDraft } from './draft';

/**
 * The server's content rules (schema/question-content.ts) run on the draft before it is sent, so
 * a missing correct answer or a grid-in form a student could not enter shows at once, on its
 * field, in the reader's language. The server checks again and its 422 lands on the same fields.
 */
export function draftErrors(
  draft: QuestionDraft,
  setting: QuestionSetting,
  translate: TranslateFunction,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of questionProblems(payloadOf(draft), setting)) {
    const message = translate(`app.questions.problems.${problem.code}`, problem.params);
    errors[problem.field] = errors[problem.field] ? `${errors[problem.field]} ${message}` : message;
  }
  if (setting.exam === 'sat' && draft.module_id === null)
    errors.module_id = translate('app.questions.problems.module_needed');
  return errors;
}
