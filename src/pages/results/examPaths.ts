/**
 * Where the results pages live. Staff reach the marks grid and the answer-sheet import under the
 * admin back office or the employee panel (the same page, guarded by the same abilities); the
 * per-question review pages belong to the exam-taking screens.
 */
export type StaffArea = 'admin' | 'employee';

export const marksPath = (area: StaffArea, examId: number) => `/${area}/exam/${examId}/marks`;

export const answerSheetsPath = (area: StaffArea, examId: number) =>
  `/${area}/exam/${examId}/answer-sheets`;

/** The review of one attempt, for whoever may read it (staff; a parent once released). */
export const attemptReviewPath = (attemptId: number) => `/admin/exam/attempt/${attemptId}/review`;

/** A student's own review of an exam they sat. */
export const studentReviewPath = (examId: number) => `/student/exam/${examId}/review`;

/** The list of SAT scores each staff area shows. */
export const scoreListPath = (area: StaffArea) =>
  area === 'admin' ? '/admin/exam/score' : '/employee/score';
