import { lazy } from 'react';
import { keyOfName } from '../../config';
import { lazyPageRoute } from '../../routing';
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

const editorRoutes = (area: QuestionArea) => {
  const base = QUESTION_BASE[area];
  return [
    lazyPageRoute(
      `${base}/edit/sat/:questionId?`,
      'exam-question',
      <EditQuestionRedirect area={area} sat />,
    ),
    lazyPageRoute(
      `${base}/edit/:questionId?`,
      'exam-question',
      <EditQuestionRedirect area={area} sat={false} />,
    ),
    lazyPageRoute(`${base}/sat/:examId?`, 'exam-question', <QuestionEditorPage area={area} sat />),
    lazyPageRoute(
      `${base}/:examId?`,
      'exam-question',
      <QuestionEditorPage area={area} sat={false} />,
    ),
  ];
};

/**
 * Pages of exam authoring: the question editors under the back office and the employee
 * panel (read ExamQuestion; writing asks create/update ExamQuestion on the page and the server),
 * and the tutors' exam list at /employee/exam (read Exam, narrowed to their courses).
 */
export const authoringRoutes = [
  ...editorRoutes('admin'),
  ...editorRoutes('employee'),
  lazyPageRoute('/employee/exam', keyOfName('exam'), <EmployeeExamList />),
];
