import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FetchErrorAlert } from '../fetch-error';

/** A progress bar while sessions load, in a slot that is always there so nothing below moves. */
export function CalendarProgress({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ height: 4 }}>
      {active && <LinearProgress aria-label={translate('app.loading')} sx={{ height: 4 }} />}
    </Box>
  );
}

/** Said once above the grid, which still shows the period's days and holidays. */
export function CalendarEmptyNote() {
  const translate = useTranslate();
  return (
    <Typography role="status" sx={{ color: 'text.secondary' }}>
      {translate('app.calendar.empty')}
    </Typography>
  );
}

/** The exact fetch error text, with a way to ask again. */
export function CalendarError({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return <FetchErrorAlert onRetry={onRetry} retryLabel={translate('app.calendar.retry')} />;
}
