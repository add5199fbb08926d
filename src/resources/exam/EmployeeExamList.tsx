import { ResourceContextProvider } from 'react-admin';
import { keyOfName } from '../../config';
import { ExamList } from './index';

/**
 * /employee/exam: the tutor's exams, the same list as /admin/exam, which the row scope
 * narrows to the courses they teach. Create, edit and show open the exam screens themselves.
 */
export function EmployeeExamList() {
  return (
    <ResourceContextProvider value={keyOfName('exam')}>
      <ExamList />
    </ResourceContextProvider>
  );
}
