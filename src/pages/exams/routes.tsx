import { lazy, Suspense, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { keyOfName } from '../../config';
import { RequireAbility } from '../../routing';
import { StudentExamsPage } from './list/StudentExamsPage';

// The exam view and the reviews are fetched when first opened: most visits never need them.
const TakeExamPage = lazy(() =>
  import('./take/TakeExamPage').then((m) => ({ default: m.TakeExamPage })),
);
const StudentReviewPage = lazy(() =>
  import('./review/StudentReviewPage').then((m) => ({ default: m.StudentReviewPage })),
);
const AttemptReviewPage = lazy(() =>
  import('./review/AttemptReviewPage').then((m) => ({ default: m.AttemptReviewPage })),
);

const page = (path: string, subject: string, element: ReactElement) => (
  <Route
    key={path}
    path={path}
    element={
      <RequireAbility action="read" subject={subject}>
        <Suspense fallback={<Loading />}>{element}</Suspense>
      </RequireAbility>
    }
  />
);

/**
 * The student's exams (issue #5): the list and the review inside the layout, and a reader's
 * review of any attempt they may see beside the attempt list (more specific than the resource's
 * own `/admin/exam/attempt/*`, so it wins in react-router's ranking).
 */
export const examRoutes = [
  page('/student/exam', 'Student', <StudentExamsPage />),
  page('/student/exam/:examId/review', 'Student', <StudentReviewPage />),
  page('/admin/exam/attempt/:id/review', keyOfName('exam-attempt'), <AttemptReviewPage />),
];

/** Taking the exam, on the whole window: no menu or bars to wander off to. */
export const examFocusRoutes = [page('/student/exam/:examId/take', 'Student', <TakeExamPage />)];
