import { Box } from '@mui/material';
import { useId, useMemo } from 'react';
import type { CalendarDay } from './calendarDays';
import { layoutOverlaps } from './overlapLayout';
import { holidaySx } from './sessionAppearance';
import { SessionBlock } from './SessionBlock';
import { sessionSpan } from './timeOfDay';
import type { ClassSession } from './types';
import { DAY_MIN_WIDTH, HOUR_HEIGHT } from './weekGrid';
import { WeekDayHeader } from './WeekDayHeader';

interface WeekDayColumnProps {
  day: CalendarDay;
  /** The hours the axis shows, `last` excluded. */
  hours: { first: number; last: number };
  onOpen: (session: ClassSession) => void;
}

/** One day of the week grid: its header over its sessions, laid out side by side on overlap. */
export function WeekDayColumn({ day, hours, onOpen }: WeekDayColumnProps) {
  const headingId = useId();
  const placements = useMemo(() => layoutOverlaps(day.sessions, sessionSpan), [day.sessions]);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-day={day.key}
      sx={[
        { minWidth: DAY_MIN_WIDTH, borderLeft: 1, borderColor: 'divider' },
        day.holiday !== undefined && holidaySx,
      ]}
    >
      <WeekDayHeader day={day} headingId={headingId} />
      <Box
        component="ul"
        sx={(theme) => ({
          position: 'relative',
          height: (hours.last - hours.first) * HOUR_HEIGHT,
          m: 0,
          p: 0,
          listStyle: 'none',
          backgroundImage: `linear-gradient(to bottom, ${theme.palette.divider} 1px, transparent 1px)`,
          backgroundSize: `100% ${HOUR_HEIGHT}px`,
        })}
      >
        {placements.map((placement) => (
          <li key={placement.item.key}>
            <SessionBlock
              placement={placement}
              axisStart={hours.first * 60}
              hourHeight={HOUR_HEIGHT}
              onOpen={onOpen}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
