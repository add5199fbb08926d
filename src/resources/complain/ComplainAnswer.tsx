import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';

/** The staff's answer, read-only, or a word that none has come yet. */
export function ComplainAnswer() {
  const record = useRecordContext();
  const translate = useTranslate();
  const answer = typeof record?.answer === 'string' ? record.answer.trim() : '';
  if (!answer) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('app.people.complain.no_answer')}
      </Typography>
    );
  }
  return (
    <Alert severity="success" icon={false} sx={{ whiteSpace: 'pre-wrap' }}>
      <AlertTitle>{translate('app.people.complain.answer_title')}</AlertTitle>
      {answer}
    </Alert>
  );
}
