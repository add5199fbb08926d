import type { StudentExam } from '../../../../schema';

/** Where the student stands with an exam, as its card shows it. */
export type ExamProgress = 'not_started' | 'unavailable' | 'in_progress' | 'submitted' | 'released';

export function examProgress(exam: StudentExam): ExamProgress {
  const attempt = exam.attempt;
  if (!attempt) return exam.can_start ? 'not_started' : 'unavailable';
  if (attempt.status === 'in_progress') return 'in_progress';
  return exam.results_released ? 'released' : 'submitted';
}

export const PROGRESS_COLOR = {
  not_started: 'primary',
  unavailable: 'default',
  in_progress: 'warning',
  submitted: 'info',
  released: 'success',
} as const;
