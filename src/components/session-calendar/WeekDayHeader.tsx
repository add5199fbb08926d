import { Box, Typography } from '@mui/material';
import type { CalendarDay } from './calendarDays';
import { DayNumber } from './DayNumber';
import { HolidayLabel } from './HolidayLabel';
import { useCalendarFormat } from './useCalendarFormat';
import { DAY_HEADER_HEIGHT } from './weekGrid';

/** The top of a week column: weekday, day number and holiday; its heading names the column. */
export function WeekDayHeader({ day, headingId }: { day: CalendarDay; headingId: string }) {
  const format = useCalendarFormat();
  return (
    <Box
      sx={{
        height: DAY_HEADER_HEIGHT,
        px: 0.5,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.25,
        overflow: 'hidden',
      }}
    >
      <Typography
        component="h3"
        id={headingId}
        variant="caption"
        aria-label={format.longDate(day.key)}
        aria-current={day.isToday ? 'date' : undefined}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.4 }}
      >
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {format.weekdayShort(day.key)}
        </Box>
        <DayNumber label={format.dayNumber(day.key)} isToday={day.isToday} />
      </Typography>
      {day.holiday && <HolidayLabel holiday={day.holiday} />}
    </Box>
  );
}
