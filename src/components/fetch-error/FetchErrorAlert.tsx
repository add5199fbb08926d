import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/** The exact fetch failure text (docs/DOMAIN.md), with a way to ask again. */
export function FetchErrorAlert({
  onRetry,
  retryLabel,
}: {
  onRetry: () => void;
  /** The button's text; "Try again" by default. */
  retryLabel?: string;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel ?? translate('app.panels.retry')}
        </Button>
      }
    >
      {translate('app.notify.fetch_error')}
    </Alert>
  );
}
