import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';

/** "Submit this module?" with the questions still unanswered or flagged, by number. */
export function SubmitPartDialog({
  open,
  last,
  unanswered,
  flagged,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  /** The attempt's last part: submitting it ends the exam. */
  last: boolean;
  unanswered: number[];
  flagged: number[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  const kind = last ? 'exam' : 'part';
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="submit-part-title">
      <DialogTitle id="submit-part-title">
        {translate(`app.exams.take.confirm.title_${kind}`)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {unanswered.length === 0
            ? translate('app.exams.take.confirm.all_answered')
            : translate('app.exams.take.confirm.unanswered', {
                smart_count: unanswered.length,
                numbers: unanswered.join(', '),
              })}
        </DialogContentText>
        {flagged.length > 0 && (
          <DialogContentText sx={{ mb: 1 }}>
            {translate('app.exams.take.confirm.flagged', {
              smart_count: flagged.length,
              numbers: flagged.join(', '),
            })}
          </DialogContentText>
        )}
        <DialogContentText>{translate(`app.exams.take.confirm.final_${kind}`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.exams.take.confirm.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {translate(`app.exams.take.submit_${kind}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
