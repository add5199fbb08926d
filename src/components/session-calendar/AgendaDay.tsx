import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { CalendarDay } from './calendarDays';
import { HolidayLabel } from './HolidayLabel';
import { holidaySx } from './sessionAppearance';
import { SessionListItem } from './SessionListItem';
import type { ClassSession } from './types';
import { useCalendarFormat } from './useCalendarFormat';

/** One day of the agenda: its date, holiday and sessions, or a word that it has none. */
export function AgendaDay({
  day,
  onOpen,
}: {
  day: CalendarDay;
  onOpen: (s: ClassSession) => void;
}) {
  const translate = useTranslate();
  const format = useCalendarFormat();
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-day={day.key}
      sx={[
        { px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' },
        day.holiday !== undefined && holidaySx,
      ]}
    >
      <Typography
        component="h3"
        id={headingId}
        variant="subtitle2"
        aria-current={day.isToday ? 'date' : undefined}
        sx={{ color: day.isToday ? 'primary.main' : 'text.primary', fontWeight: 700 }}
      >
        {format.longDate(day.key)}
      </Typography>
      {day.holiday && <HolidayLabel holiday={day.holiday} />}
      {day.sessions.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {translate('app.calendar.day_empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ m: 0, mt: 0.75, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}
        >
          {day.sessions.map((session) => (
            <li key={session.key}>
              <SessionListItem session={session} onOpen={onOpen} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
