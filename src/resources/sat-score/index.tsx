import UploadFile from '@mui/icons-material/UploadFile';
import type { ResourceProps } from 'react-admin';
import { useTranslate } from 'react-admin';
import { getResource } from '../../config';
import { answerSheetsPath, SAT_EXAM } from '../../pages/results/examPaths';
import { ExamPickerButton } from '../../pages/results/lists/ExamPickerButton';
import { useStaffArea } from '../../pages/results/lists/useStaffArea';
import { GenericList, ListActions } from '../generic';

const satScore = getResource('sat-score');

function ImportSheetsButton() {
  const translate = useTranslate();
  const area = useStaffArea();
  return (
    <ExamPickerButton
      label={translate('app.results.sheets.menu')}
      icon={<UploadFile />}
      examType={SAT_EXAM}
      access={{ action: 'update', subject: 'Exam' }}
      pathOf={(examId) => answerSheetsPath(area, examId)}
    />
  );
}

/** The generated list of SAT scores (SPEC 2 /admin/exam/score, /employee/score) and the import. */
export function SatScoreList() {
  return (
    <GenericList
      // Kept with its buttons when empty: the way to the first marks or sheets is among them.
      empty={false}
      r={satScore}
      actions={
        <ListActions r={satScore}>
          <ImportSheetsButton />
        </ListActions>
      }
    />
  );
}

export const satScoreOverrides: Partial<ResourceProps> = { list: <SatScoreList /> };
