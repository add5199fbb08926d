import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { AgendaView } from './AgendaView';
import { calendarDays } from './calendarDays';
import { CalendarEmptyNote, CalendarError, CalendarProgress } from './CalendarFeedback';
import { CalendarToolbar } from './CalendarToolbar';
import { todayInDhaka, type DayKey } from './dates';
import { MonthView } from './MonthView';
import { SessionDetailsDialog } from './SessionDetailsDialog';
import type { CalendarView, ClassSession, SessionFilter } from './types';
import { useCalendarFormat } from './useCalendarFormat';
import { useCalendarPeriod } from './useCalendarPeriod';
import { useClassSessions } from './useClassSessions';
import { WeekView } from './WeekView';

export interface SessionCalendarProps {
  /** Whose sessions: a course, a tutor or a student; none for the whole centre. */
  filter?: SessionFilter;
  defaultView?: CalendarView;
  /** `YYYY-MM-DD` the calendar opens on; today in Dhaka by default. */
  initialDate?: DayKey;
  /** Replaces the built-in details dialog, e.g. to open the schedule's edit form. */
  onSessionClick?: (session: ClassSession) => void;
  /** Extra buttons of the built-in details dialog, for what the screen lets users do. */
  sessionActions?: (session: ClassSession) => ReactNode;
}

/** Week and month calendar of dated class sessions, with holidays, for every panel. */
export function SessionCalendar(props: SessionCalendarProps) {
  const { filter, defaultView = 'week', initialDate, onSessionClick, sessionActions } = props;
  const translate = useTranslate();
  const format = useCalendarFormat();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const period = useCalendarPeriod(defaultView, initialDate);
  const { view, range, anchor } = period;
  const query = useClassSessions({ ...range, ...filter });
  const [details, setDetails] = useState<{ session: ClassSession; open: boolean } | null>(null);

  const today = todayInDhaka();
  const days = useMemo(
    () => calendarDays(range, query.data, today, view === 'month' ? anchor : undefined),
    [range, query.data, today, view, anchor],
  );
  const title =
    view === 'week' ? format.rangeTitle(range.from, range.to) : format.monthTitle(anchor);
  const open = useCallback(
    (session: ClassSession) =>
      onSessionClick ? onSessionClick(session) : setDetails({ session, open: true }),
    [onSessionClick],
  );
  const isEmpty = query.isSuccess && !query.isPlaceholderData && query.data.sessions.length === 0;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys pressed in a dialog or popover bubble here through React's portal; those are not ours.
    if (!event.currentTarget.contains(event.target as Node)) return;
    if (event.key === 'PageUp') period.previous();
    else if (event.key === 'PageDown') period.next();
    else return;
    event.preventDefault();
  };

  return (
    <Box
      component="section"
      aria-label={translate('app.calendar.label')}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <CalendarToolbar
        view={view}
        title={title}
        onPrevious={period.previous}
        onToday={period.goToToday}
        onNext={period.next}
        onViewChange={period.setView}
      />
      <CalendarProgress active={query.isFetching} />
      {isEmpty && <CalendarEmptyNote />}
      {query.isError ? (
        <CalendarError onRetry={() => void query.refetch()} />
      ) : (
        <Box aria-busy={query.isFetching}>
          {view === 'month' ? (
            <MonthView days={days} compact={compact} onOpen={open} />
          ) : compact ? (
            <AgendaView days={days} onOpen={open} />
          ) : (
            <WeekView days={days} onOpen={open} />
          )}
        </Box>
      )}
      <SessionDetailsDialog
        session={details?.session ?? null}
        open={details?.open ?? false}
        onClose={() => setDetails((d) => d && { ...d, open: false })}
        actions={sessionActions}
      />
    </Box>
  );
}
