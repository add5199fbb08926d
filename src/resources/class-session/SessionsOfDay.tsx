import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AgendaDay } from '../../components/session-calendar/AgendaDay';
import { calendarDays } from '../../components/session-calendar/calendarDays';
import {
  CalendarError,
  CalendarProgress,
} from '../../components/session-calendar/CalendarFeedback';
import { addDays, todayInDhaka, type DayKey } from '../../components/session-calendar/dates';
import { SessionDetailsDialog } from '../../components/session-calendar/SessionDetailsDialog';
import { SESSION_STATUS, type ClassSession } from '../../components/session-calendar/types';
import { useClassSessions } from '../../components/session-calendar/useClassSessions';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The class sessions of one day, as the schedule expands them with each date's changes: time,
 * course, tutor and room, cancelled ones marked. The front desk's view of today; the count of
 * classes that take place is the dashboard's "Sessions today" for today.
 */
export function SessionsOfDay({
  day,
  onDayChange,
}: {
  day: DayKey;
  onDayChange: (d: DayKey) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.calendar.sessions_of_day.${key}`, options);
  const query = useClassSessions({ from: day, to: day });
  const [details, setDetails] = useState<{ session: ClassSession; open: boolean } | null>(null);
  const [shownDay] = calendarDays({ from: day, to: day }, query.data, todayInDhaka());
  const sessions = query.data?.sessions.filter((s) => s.date === day) ?? [];
  const cancelled = sessions.filter((s) => s.status === SESSION_STATUS.canceled).length;
  const ready = query.isSuccess && !query.isPlaceholderData;
  return (
    <Box component="section" aria-label={t('display.day')} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label={t('previous')} onClick={() => onDayChange(addDays(day, -1))}>
          <ChevronLeft />
        </IconButton>
        <TextField
          type="date"
          size="small"
          label={t('date')}
          value={day}
          onChange={(event) => isDay(event.target.value) && onDayChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <IconButton aria-label={t('next')} onClick={() => onDayChange(addDays(day, 1))}>
          <ChevronRight />
        </IconButton>
        <Button onClick={() => onDayChange(todayInDhaka())}>
          {translate('app.calendar.today')}
        </Button>
      </Box>
      <CalendarProgress active={query.isFetching} />
      {query.isError ? (
        <CalendarError onRetry={() => void query.refetch()} />
      ) : (
        <>
          {ready && (
            <Typography role="status">
              {t('count', { smart_count: sessions.length - cancelled })}
              {cancelled > 0 && ` · ${t('cancelled', { smart_count: cancelled })}`}
            </Typography>
          )}
          {shownDay && (
            <Box
              aria-busy={query.isFetching}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <AgendaDay day={shownDay} onOpen={(session) => setDetails({ session, open: true })} />
            </Box>
          )}
        </>
      )}
      <SessionDetailsDialog
        session={details?.session ?? null}
        open={details?.open ?? false}
        onClose={() => setDetails((d) => d && { ...d, open: false })}
      />
    </Box>
  );
}
