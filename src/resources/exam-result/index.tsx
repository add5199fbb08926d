import EditNote from '@mui/icons-material/EditNote';
import type { ResourceProps } from 'react-admin';
import { useTranslate } from 'react-admin';
import { getResource } from '../../config';
import { marksPath } from '../../pages/results/examPaths';
import { ExamPickerButton } from '../../pages/results/lists/ExamPickerButton';
import { useStaffArea } from '../../pages/results/lists/useStaffArea';
import { GenericList, ListActions } from '../generic';

const examResult = getResource('exam-result');
const REGULAR_EXAM = 1;

function EnterMarksButton() {
  const translate = useTranslate();
  const area = useStaffArea();
  return (
    <ExamPickerButton
      label={translate('app.results.marks.enter')}
      icon={<EditNote />}
      examType={REGULAR_EXAM}
      access={{ action: 'create', subject: examResult.subject }}
      pathOf={(examId) => marksPath(area, examId)}
    />
  );
}

/** The generated list of results (SPEC 2 /admin/exam/result, /employee/result) and the marks grid. */
export function ExamResultList() {
  return (
    <GenericList
      // Kept with its buttons when empty: the way to the first marks or sheets is among them.
      empty={false}
      r={examResult}
      actions={
        <ListActions r={examResult}>
          <EnterMarksButton />
        </ListActions>
      }
    />
  );
}

export const examResultOverrides: Partial<ResourceProps> = { list: <ExamResultList /> };
