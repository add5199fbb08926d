import ContentCopy from '@mui/icons-material/ContentCopy';
import EditNote from '@mui/icons-material/EditNote';
import Insights from '@mui/icons-material/Insights';
import Grading from '@mui/icons-material/Grading';
import Timer from '@mui/icons-material/Timer';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { Button, useCanAccess, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useRefreshAfterWrite } from '../../providers/data';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../../lib/api';
import { useAppNotify } from '../../lib/notify';
import { keyOfName } from '../../config';
import { areaOfPath, editorPath, isSatExam } from '../../pages/questions/paths';

interface ExamAction {
  key: string;
  label: string;
  to: string;
  icon: ReactElement;
}

/** The exam-attempt list, filtered to one exam (react-admin reads the filter from the address). */
const attemptsPath = (examId: unknown) =>
  `/${keyOfName('exam-attempt')}?${new URLSearchParams({
    filter: JSON.stringify({ exam_id: examId }),
    displayedFilters: JSON.stringify({ exam_id: true }),
  }).toString()}`;

function useExamActions(exam: RaRecord | undefined): ExamAction[] {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { canAccess: questions } = useCanAccess({ action: 'list', resource: 'exam-question' });
  const { canAccess: results } = useCanAccess({
    action: 'create',
    resource: keyOfName('exam-result'),
  });
  // Importing answer sheets writes the exam's attempts and scores: it asks to update the exam.
  const { canAccess: sheets } = useCanAccess({ action: 'edit', resource: keyOfName('exam') });
  const { canAccess: attempts } = useCanAccess({
    action: 'list',
    resource: keyOfName('exam-attempt'),
  });
  if (!exam) return [];
  const sat = isSatExam(exam);
  const area = areaOfPath(pathname);
  // The marks, answer-sheet and analysis pages live under the panel the reader is in.
  const home = `${area === 'employee' ? '/employee/exam' : `/${keyOfName('exam')}`}/${String(exam.id)}`;
  const t = (key: string) => translate(`app.questions.exam_actions.${key}`);
  return [
    questions && {
      key: 'questions',
      label: t('questions'),
      to: editorPath(area, exam),
      icon: <EditNote />,
    },
    !sat && results && { key: 'marks', label: t('marks'), to: `${home}/marks`, icon: <Grading /> },
    sat &&
      sheets && {
        key: 'sheets',
        label: t('answer_sheets'),
        to: `${home}/answer-sheets`,
        icon: <UploadFile />,
      },
    attempts && {
      key: 'attempts',
      label: t('attempts'),
      to: attemptsPath(exam.id),
      icon: <Timer />,
    },
    // How the class answered each question (the scoring's item analysis).
    questions && {
      key: 'analysis',
      label: t('analysis'),
      to: `${home}/analysis`,
      icon: <Insights />,
    },
  ].filter((a): a is ExamAction => Boolean(a));
}

/**
 * Clone: a draft copy of the exam with its questions (the server titles it "… (copy)" in the
 * app's language), opened for editing.
 */
function CloneExamButton({ exam, compact }: { exam: RaRecord; compact: boolean }) {
  const translate = useTranslate();
  const api = useApi();
  const notify = useAppNotify();
  const navigate = useNavigate();
  const refresh = useRefreshAfterWrite();
  const { canAccess } = useCanAccess({ action: 'create', resource: keyOfName('exam') });
  if (!canAccess) return null;
  const label = translate('app.questions.exam_actions.clone');
  const cloneExam = async () => {
    try {
      const { data } = await api('POST', `exam/${String(exam.id)}/clone`);
      notify.success(translate('app.questions.exam_clone.done'));
      refresh();
      navigate(`/${keyOfName('exam')}/${String((data as RaRecord).id)}`);
    } catch {
      notify.error(translate('app.questions.exam_clone.failed'));
    }
  };
  return compact ? (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" onClick={() => void cloneExam()}>
        <ContentCopy />
      </IconButton>
    </Tooltip>
  ) : (
    <Button label={label} onClick={() => void cloneExam()}>
      <ContentCopy />
    </Button>
  );
}

/**
 * What a tutor does with an exam besides editing it: write its questions, enter marks (regular)
 * or import answer sheets (SAT), and follow the attempts. `compact`: icon buttons for list rows.
 */
export function ExamActionButtons({ compact = false }: { compact?: boolean }) {
  const exam = useRecordContext();
  const actions = useExamActions(exam);
  if (compact)
    return (
      <Box sx={{ display: 'flex' }} onClick={(event) => event.stopPropagation()}>
        {actions.map((action) => (
          <Tooltip key={action.key} title={action.label}>
            <IconButton component={Link} to={action.to} aria-label={action.label} size="small">
              {action.icon}
            </IconButton>
          </Tooltip>
        ))}
        {exam && <CloneExamButton exam={exam} compact />}
      </Box>
    );
  // react-admin's button: labelled on wide screens, its icon alone (with a tooltip) on phones.
  return (
    <>
      {actions.map((action) => (
        <Button key={action.key} to={action.to} label={action.label}>
          {action.icon}
        </Button>
      ))}
      {exam && <CloneExamButton exam={exam} compact={false} />}
    </>
  );
}
