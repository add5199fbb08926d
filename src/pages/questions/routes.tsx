import { lazy, Suspense, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { keyOfName } from '../../config';
import { RequireAbility } from '../../routing';
import { QUESTION_BASE, type QuestionArea } from './paths';

// The editors carry the rich text editor and the drag library: fetched when first opened.
const QuestionEditorPage = lazy(() =>
  import('./editor/QuestionEditorPage').then((m) => ({ default: m.QuestionEditorPage })),
);
const EditQuestionRedirect = lazy(() =>
  import('./editor/EditQuestionRedirect').then((m) => ({ default: m.EditQuestionRedirect })),
);
const EmployeeExamList = lazy(() =>
  import('../../resources/exam/EmployeeExamList').then((m) => ({ default: m.EmployeeExamList })),
);

const guarded = (path: string, subject: string, page: ReactElement) => (
  <Route
    key={path}
    path={path}
    element={
      <RequireAbility action="read" subject={subject}>
        <Suspense fallback={<Loading />}>{page}</Suspense>
      </RequireAbility>
    }
  />
);

const editorRoutes = (area: QuestionArea) => {
  const base = QUESTION_BASE[area];
  return [
    guarded(
      `${base}/edit/sat/:questionId?`,
      'exam-question',
      <EditQuestionRedirect area={area} sat />,
    ),
    guarded(
      `${base}/edit/:questionId?`,
      'exam-question',
      <EditQuestionRedirect area={area} sat={false} />,
    ),
    guarded(`${base}/sat/:examId?`, 'exam-question', <QuestionEditorPage area={area} sat />),
    guarded(`${base}/:examId?`, 'exam-question', <QuestionEditorPage area={area} sat={false} />),
  ];
};

/**
 * SPEC 2 pages of exam authoring: the question editors under the back office and the employee
 * panel (read ExamQuestion; writing asks create/update ExamQuestion on the page and the server),
 * and the tutors' exam list at /employee/exam (read Exam, narrowed to their courses).
 */
export const authoringRoutes = [
  ...editorRoutes('admin'),
  ...editorRoutes('employee'),
  guarded('/employee/exam', keyOfName('exam'), <EmployeeExamList />),
];
