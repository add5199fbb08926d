import { Box, Popover, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { CalendarDay } from './calendarDays';
import { SessionListItem } from './SessionListItem';
import type { ClassSession } from './types';
import { useCalendarFormat } from './useCalendarFormat';

interface DaySessionsPopoverProps {
  day: CalendarDay;
  anchor: HTMLElement | null;
  onClose: () => void;
  onOpen: (session: ClassSession) => void;
}

/** Every session of one month day, when its cell has no room for them all. */
export function DaySessionsPopover({ day, anchor, onClose, onOpen }: DaySessionsPopoverProps) {
  const translate = useTranslate();
  const format = useCalendarFormat();
  const titleId = useId();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 320, maxWidth: 'calc(100vw - 16px)', p: 1.5 },
        },
      }}
    >
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 1, fontWeight: 700 }}>
        {translate('app.calendar.day_sessions', { date: format.longDate(day.key) })}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {day.sessions.map((session) => (
          <li key={session.key}>
            <SessionListItem
              session={session}
              onOpen={(s) => {
                onClose();
                onOpen(s);
              }}
            />
          </li>
        ))}
      </Box>
    </Popover>
  );
}
