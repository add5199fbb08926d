import { Box } from '@mui/material';
import { useMemo } from 'react';
import type { CalendarDay } from './calendarDays';
import { TimeAxis } from './TimeAxis';
import { visibleHours } from './timeOfDay';
import type { ClassSession } from './types';
import { WeekDayColumn } from './WeekDayColumn';
import { AXIS_WIDTH, DAY_MIN_WIDTH } from './weekGrid';

/** Seven day columns on a shared time axis; scrolls sideways when the columns would be too narrow. */
export function WeekView({
  days,
  onOpen,
}: {
  days: CalendarDay[];
  onOpen: (s: ClassSession) => void;
}) {
  const hours = useMemo(() => visibleHours(days.flatMap((d) => d.sessions)), [days]);
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `${AXIS_WIDTH} repeat(${days.length}, minmax(${DAY_MIN_WIDTH}, 1fr))`,
        }}
      >
        <TimeAxis hours={hours} />
        {days.map((day) => (
          <WeekDayColumn key={day.key} day={day} hours={hours} onOpen={onOpen} />
        ))}
      </Box>
    </Box>
  );
}
