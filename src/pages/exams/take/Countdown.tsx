import Timer from '@mui/icons-material/Timer';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { formatDuration } from '../clock';

const MINUTE = 60_000;

/** The clock of the part: amber under 5 minutes, red under 1. */
export function Countdown({ remaining }: { remaining: number | null }) {
  const translate = useTranslate();
  if (remaining === null) {
    return (
      <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
        {translate('app.exams.take.untimed')}
      </Box>
    );
  }
  const color =
    remaining <= MINUTE ? 'error.main' : remaining <= 5 * MINUTE ? 'warning.main' : 'text.primary';
  return (
    <Box
      role="timer"
      aria-label={translate('app.exams.take.time_left', { time: formatDuration(remaining) })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color,
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        typography: 'h6',
      }}
    >
      <Timer fontSize="small" aria-hidden />
      {formatDuration(remaining)}
    </Box>
  );
}
