import { lazy } from 'react';
import { keyOfName } from '../../config';
import { lazyNamed, lazyPageRoute } from '../../routing';

// The exam list, the exam view and the reviews are fetched when first opened, like every page.
const StudentExamsPage = lazyNamed(() => import('./list/StudentExamsPage'), 'StudentExamsPage');
const TakeExamPage = lazy(() =>
  import('./take/TakeExamPage').then((m) => ({ default: m.TakeExamPage })),
);
const StudentReviewPage = lazy(() =>
  import('./review/StudentReviewPage').then((m) => ({ default: m.StudentReviewPage })),
);
const AttemptReviewPage = lazy(() =>
  import('./review/AttemptReviewPage').then((m) => ({ default: m.AttemptReviewPage })),
);

/**
 * The student's exams (issue #5): the list and the review inside the layout, and a reader's
 * review of any attempt they may see beside the attempt list (more specific than the resource's
 * own `/admin/exam/attempt/*`, so it wins in react-router's ranking).
 */
export const examRoutes = [
  lazyPageRoute('/student/exam', 'Student', <StudentExamsPage />),
  lazyPageRoute('/student/exam/:examId/review', 'Student', <StudentReviewPage />),
  lazyPageRoute('/admin/exam/attempt/:id/review', keyOfName('exam-attempt'), <AttemptReviewPage />),
];

/** Taking the exam, on the whole window: no menu or bars to wander off to. */
export const examFocusRoutes = [
  lazyPageRoute('/student/exam/:examId/take', 'Student', <TakeExamPage />),
];
