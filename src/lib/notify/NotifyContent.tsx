import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useCloseNotification } from 'react-admin';

interface NotifyContentProps {
  title: string;
  text: string;
  severity: 'success' | 'error';
}

/**
 * A toast with a title over a text, like the original product's alerts. react-admin renders an
 * element message bare inside its Snackbar, so the Alert supplies the toast's look and close.
 */
export function NotifyContent({ title, text, severity }: NotifyContentProps) {
  const close = useCloseNotification();
  return (
    <Alert
      severity={severity}
      variant="filled"
      onClose={close}
      sx={{ minWidth: 280, boxShadow: 6 }}
    >
      <AlertTitle>{title}</AlertTitle>
      {text}
    </Alert>
  );
}
