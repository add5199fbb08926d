/** Where a student's homework stands, as the student, parent and tutor screens show it. */
import type { RaRecord } from 'react-admin';

export type SubmissionState = 'not_submitted' | 'submitted' | 'late' | 'marked';

const present = (value: unknown) => value !== null && value !== undefined;

export function submissionState(submission: RaRecord | undefined): SubmissionState {
  if (!submission) return 'not_submitted';
  if (present(submission.mark)) return 'marked';
  return submission.is_late === true ? 'late' : 'submitted';
}

/** A student may hand in (or change) while the homework is published and not yet marked. */
export const canSubmit = (homework: RaRecord, submission: RaRecord | undefined): boolean =>
  homework.status === 'published' && !present(submission?.mark);

/** Past its due date (a Dhaka day) with nothing handed in. */
export const isOverdue = (homework: RaRecord, submission: RaRecord | undefined, today: string) =>
  submission === undefined && String(homework.due_date) < today;
