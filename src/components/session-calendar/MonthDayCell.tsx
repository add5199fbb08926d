import { Box, ButtonBase, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CalendarDay } from './calendarDays';
import { DayNumber } from './DayNumber';
import { DaySessionsPopover } from './DaySessionsPopover';
import { HolidayLabel } from './HolidayLabel';
import { holidaySx } from './sessionAppearance';
import { SessionChip } from './SessionChip';
import type { ClassSession } from './types';
import { useCalendarFormat } from './useCalendarFormat';

/** Chips a cell shows before the rest go behind "+N more"; keeps every week row the same height. */
const MAX_CHIPS = 3;

interface MonthDayCellProps {
  day: CalendarDay;
  /** Phone width: no chips, only a count that opens the day's list. */
  compact: boolean;
  onOpen: (session: ClassSession) => void;
}

/** One day of the month grid: number, holiday, a few sessions and a way to see them all. */
export function MonthDayCell({ day, compact, onOpen }: MonthDayCellProps) {
  const translate = useTranslate();
  const format = useCalendarFormat();
  const headingId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const total = day.sessions.length;
  const chips = compact
    ? []
    : total > MAX_CHIPS
      ? day.sessions.slice(0, MAX_CHIPS - 1)
      : day.sessions;
  const hidden = total - chips.length;
  const moreText = compact
    ? format.count(total)
    : translate('app.calendar.more', { count: format.count(hidden) });
  // Starts with the visible text, so a voice-control user can say what they see.
  const moreLabel = `${moreText}, ${translate('app.calendar.day_sessions', { date: format.longDate(day.key) })}`;
  // On a phone the holiday's name does not fit; its shading shows it, its name is still heard.
  const holidayName = day.holiday && (day.holiday.title || translate('app.calendar.holiday'));
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-day={day.key}
      sx={[
        {
          minWidth: 0,
          minHeight: compact ? '4rem' : '7.5rem',
          p: 0.5,
          borderRight: 1,
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          flexDirection: 'column',
          gap: 0.25,
        },
        day.holiday !== undefined && holidaySx,
      ]}
    >
      <Typography
        component="h3"
        id={headingId}
        variant="caption"
        aria-label={[format.longDate(day.key), holidayName].filter(Boolean).join(', ')}
        aria-current={day.isToday ? 'date' : undefined}
        sx={{ textAlign: compact ? 'center' : 'left' }}
      >
        <DayNumber label={format.dayNumber(day.key)} isToday={day.isToday} muted={!day.inPeriod} />
      </Typography>
      {day.holiday && !compact && <HolidayLabel holiday={day.holiday} />}
      {chips.map((session) => (
        <SessionChip key={session.key} session={session} onOpen={onOpen} />
      ))}
      {hidden > 0 && (
        <ButtonBase
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={moreLabel}
          aria-haspopup="dialog"
          sx={{
            alignSelf: compact ? 'center' : 'flex-start',
            px: 0.75,
            borderRadius: 1,
            typography: 'caption',
            fontWeight: 600,
            color: 'primary.main',
            bgcolor: compact ? 'action.selected' : 'transparent',
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          {moreText}
        </ButtonBase>
      )}
      {hidden > 0 && (
        <DaySessionsPopover
          day={day}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onOpen={onOpen}
        />
      )}
    </Box>
  );
}
