import EditNote from '@mui/icons-material/EditNote';
import type { ResourceProps } from 'react-admin';
import { useTranslate } from 'react-admin';
import { marksPath } from '../../pages/results/examPaths';
import { ExamPickerButton } from '../../pages/results/lists/ExamPickerButton';
import { ListWithExamPicker } from '../../pages/results/lists/ListWithExamPicker';
import { useStaffArea } from '../../pages/results/lists/useStaffArea';
import { ExamType } from '../../../schema';
import { examResult } from '../../../resources.config';

function EnterMarksButton() {
  const translate = useTranslate();
  const area = useStaffArea();
  return (
    <ExamPickerButton
      label={translate('app.results.marks.enter')}
      icon={<EditNote />}
      examType={ExamType.Regular}
      access={{ action: 'create', subject: examResult.subject }}
      pathOf={(examId) => marksPath(area, examId)}
    />
  );
}

/** /admin/exam/result and /employee/result: the results, and the way to the marks grid. */
export const ExamResultList = () => (
  <ListWithExamPicker r={examResult} picker={<EnterMarksButton />} />
);

export const examResultOverrides: Partial<ResourceProps> = { list: <ExamResultList /> };
