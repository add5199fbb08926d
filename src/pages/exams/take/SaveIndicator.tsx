import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { SaveStatus } from './answerSaver';

const LOOK = {
  idle: { icon: CloudDone, color: 'text.secondary' },
  saved: { icon: CloudDone, color: 'success.main' },
  saving: { icon: CloudUpload, color: 'text.secondary' },
  retrying: { icon: CloudOff, color: 'warning.main' },
  refused: { icon: CloudOff, color: 'error.main' },
} as const;

/** Whether the answers have reached the server: Saved, Saving…, Not saved — retrying. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  const translate = useTranslate();
  const { icon: Icon, color } = LOOK[status];
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color, typography: 'body2' }}
    >
      <Icon fontSize="small" aria-hidden />
      {translate(`app.exams.take.save.${status}`)}
    </Box>
  );
}
