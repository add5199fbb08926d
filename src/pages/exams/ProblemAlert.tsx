import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/** A load that failed (with Try again) or a plain notice (without). */
export function ProblemAlert({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity={onRetry ? 'error' : 'info'}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('app.exams.retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
