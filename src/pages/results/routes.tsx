import { lazy, Suspense, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { RequireAbility } from '../../routing';
import type { StaffArea } from './examPaths';

// Fetched on first use, so the results screens add nothing to everyone's first download.
const MarksPage = lazy(() => import('./marks/MarksPage').then((m) => ({ default: m.MarksPage })));
const AnswerSheetsPage = lazy(() =>
  import('./sheets/AnswerSheetsPage').then((m) => ({ default: m.AnswerSheetsPage })),
);
const StudentResultsPage = lazy(() =>
  import('./history/StudentResultsPage').then((m) => ({ default: m.StudentResultsPage })),
);
const ParentResultsPage = lazy(() =>
  import('./history/ParentResultsPage').then((m) => ({ default: m.ParentResultsPage })),
);
const EmployeeResultList = lazy(() =>
  import('./lists/TutorResultLists').then((m) => ({ default: m.EmployeeResultList })),
);
const EmployeeScoreList = lazy(() =>
  import('./lists/TutorResultLists').then((m) => ({ default: m.EmployeeScoreList })),
);

const page = (path: string, action: string, subject: string, element: ReactElement) => (
  <Route
    key={path}
    path={path}
    element={
      <RequireAbility action={action} subject={subject}>
        <Suspense fallback={<Loading />}>{element}</Suspense>
      </RequireAbility>
    }
  />
);

const staffPages = (area: StaffArea) => [
  // Entering marks creates results; importing sheets writes the exam's attempts and scores.
  page(`/${area}/exam/:id/marks`, 'create', 'ExamResult', <MarksPage area={area} />),
  page(`/${area}/exam/:id/answer-sheets`, 'update', 'Exam', <AnswerSheetsPage area={area} />),
];

/** Results and scores (issue #5): marks, answer sheets, histories, tutors' lists. */
export const resultRoutes = [
  ...staffPages('admin'),
  ...staffPages('employee'),
  page('/employee/result', 'read', 'ExamResult', <EmployeeResultList />),
  page('/employee/score', 'read', 'SatScore', <EmployeeScoreList />),
  page('/student/results', 'read', 'Student', <StudentResultsPage />),
  page('/parent/results', 'read', 'Parent', <ParentResultsPage />),
];
