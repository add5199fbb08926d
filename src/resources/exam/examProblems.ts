/**
 * The exam's rules across fields, as the server applies them (server/domain/assessment/authoring/
 * exam-rules.ts), checked in the form before saving: a SAT practice test needs a SAT test form and
 * a regular exam has none; a fixed window opens before it closes; the pass mark fits the total.
 */
import { ExamType } from '../../../schema';
export type ExamProblem =
  | 'form_needed'
  | 'form_not_used'
  | 'opens_needed'
  | 'closes_needed'
  | 'closes_before_opens'
  | 'pass_above_total';

const present = (value: unknown) => value !== null && value !== undefined && value !== '';
const time = (value: unknown) => new Date(value as string | Date).getTime();

export function examProblems(values: Record<string, unknown>): Record<string, ExamProblem> {
  const problems: Record<string, ExamProblem> = {};
  const type = Number(values.type);
  if (type === ExamType.Sat && !present(values.test_form_id)) problems.test_form_id = 'form_needed';
  if (type === ExamType.Regular && present(values.test_form_id))
    problems.test_form_id = 'form_not_used';
  if (values.window_type === 'fixed') {
    if (!present(values.starts_at)) problems.starts_at = 'opens_needed';
    if (!present(values.ends_at)) problems.ends_at = 'closes_needed';
    else if (present(values.starts_at) && time(values.ends_at) <= time(values.starts_at))
      problems.ends_at = 'closes_before_opens';
  }
  if (
    present(values.pass_mark) &&
    present(values.total_marks) &&
    Number(values.pass_mark) > Number(values.total_marks)
  )
    problems.pass_mark = 'pass_above_total';
  return problems;
}
