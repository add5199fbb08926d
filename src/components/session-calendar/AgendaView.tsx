import { Box } from '@mui/material';
import { AgendaDay } from './AgendaDay';
import type { CalendarDay } from './calendarDays';
import type { ClassSession } from './types';

/** The week as a list of days, for phone widths where seven columns cannot be read. */
export function AgendaView({
  days,
  onOpen,
}: {
  days: CalendarDay[];
  onOpen: (s: ClassSession) => void;
}) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      {days.map((day) => (
        <AgendaDay key={day.key} day={day} onOpen={onOpen} />
      ))}
    </Box>
  );
}
