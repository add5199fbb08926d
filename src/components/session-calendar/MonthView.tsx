import { Box, Typography } from '@mui/material';
import type { CalendarDay } from './calendarDays';
import { MonthDayCell } from './MonthDayCell';
import type { ClassSession } from './types';
import { useCalendarFormat } from './useCalendarFormat';

interface MonthViewProps {
  days: CalendarDay[];
  compact: boolean;
  onOpen: (session: ClassSession) => void;
}

/** The month as whole Saturday-to-Friday weeks, a row of weekday names on top. */
export function MonthView({ days, compact, onOpen }: MonthViewProps) {
  const format = useCalendarFormat();
  return (
    <Box sx={{ borderTop: 1, borderLeft: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
        {days.slice(0, 7).map((day) => (
          <Typography
            key={day.key}
            variant="caption"
            sx={{
              py: 0.5,
              textAlign: 'center',
              color: 'text.secondary',
              borderRight: 1,
              borderBottom: 1,
              borderColor: 'divider',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {format.weekdayShort(day.key)}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
        {days.map((day) => (
          <MonthDayCell key={day.key} day={day} compact={compact} onOpen={onOpen} />
        ))}
      </Box>
    </Box>
  );
}
