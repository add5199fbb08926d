import type { Identifier } from 'react-admin';

/** The review of one attempt, for anyone who may read it (staff; parents once released). */
export const attemptReviewPath = (attemptId: Identifier): string =>
  `/admin/exam/attempt/${String(attemptId)}/review`;
