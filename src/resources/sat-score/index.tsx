import UploadFile from '@mui/icons-material/UploadFile';
import type { ResourceProps } from 'react-admin';
import { useTranslate } from 'react-admin';
import { answerSheetsPath } from '../../pages/results/examPaths';
import { ExamPickerButton } from '../../pages/results/lists/ExamPickerButton';
import { ListWithExamPicker } from '../../pages/results/lists/ListWithExamPicker';
import { useStaffArea } from '../../pages/results/lists/useStaffArea';
import { ExamType } from '../../../schema';
import { satScore } from '../../../resources.config';

function ImportSheetsButton() {
  const translate = useTranslate();
  const area = useStaffArea();
  return (
    <ExamPickerButton
      label={translate('app.results.sheets.menu')}
      icon={<UploadFile />}
      examType={ExamType.Sat}
      access={{ action: 'update', subject: 'Exam' }}
      pathOf={(examId) => answerSheetsPath(area, examId)}
    />
  );
}

/** /admin/exam/score and /employee/score: SAT scores, and the answer-sheet import. */
export const SatScoreList = () => (
  <ListWithExamPicker r={satScore} picker={<ImportSheetsButton />} />
);

export const satScoreOverrides: Partial<ResourceProps> = { list: <SatScoreList /> };
