import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { StudentExam } from '../../../../schema';
import { serverMessage } from '../../../providers/data/httpError';
import { studentExamsKey, useExamCalls } from '../examApi';
import { TimingRules } from './TimingRules';

/**
 * The confirmation before an exam starts: its timing rules, then the start itself, which opens
 * the first part's clock; on success, on to the exam view.
 */
export function StartExamDialog({
  exam,
  open,
  onClose,
}: {
  exam: StudentExam;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const calls = useExamCalls();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `start-exam-${exam.id}`;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await calls.start(exam.id);
      await queryClient.invalidateQueries({ queryKey: studentExamsKey });
      navigate(`/student/exam/${exam.id}/take`);
    } catch (e) {
      setError(serverMessage(e) ?? translate('app.exams.start_error'));
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>
        {translate('app.exams.start.title', { title: exam.title })}
      </DialogTitle>
      <DialogContent>
        <TimingRules exam={exam} locale={locale} />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('app.exams.actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void start()} loading={busy}>
          {translate('app.exams.actions.start_now')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
