import EventBusy from '@mui/icons-material/EventBusy';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Holiday } from './types';

/**
 * The name of a holiday (or the word "Holiday" when it has none). The icon carries the warning
 * colour; the words stay in the text colour, which keeps small text readable in every theme.
 */
export function HolidayLabel({ holiday }: { holiday: Holiday }) {
  const translate = useTranslate();
  const title = holiday.title || translate('app.calendar.holiday');
  return (
    <Typography
      variant="caption"
      title={title}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, fontWeight: 600 }}
    >
      <EventBusy aria-hidden sx={{ fontSize: '0.9rem', flexShrink: 0, color: 'warning.main' }} />
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {title}
      </Box>
    </Typography>
  );
}
