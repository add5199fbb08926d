import { Box, Typography } from '@mui/material';
import type { Placement } from './overlapLayout';
import { SessionButton } from './SessionButton';
import { SessionMarkers } from './SessionMarkers';
import { sessionSpan } from './timeOfDay';
import type { ClassSession } from './types';
import { useCalendarFormat } from './useCalendarFormat';

interface SessionBlockProps {
  placement: Placement<ClassSession>;
  /** The minute the time axis starts at, and how tall an hour is drawn. */
  axisStart: number;
  hourHeight: number;
  onOpen: (session: ClassSession) => void;
}

/** A session on the week's time grid, as tall as it lasts and as wide as its overlaps allow. */
export function SessionBlock({ placement, axisStart, hourHeight, onOpen }: SessionBlockProps) {
  const format = useCalendarFormat();
  const { item: session, column, span, columns } = placement;
  const { start, end } = sessionSpan(session);
  const gap = 2;
  return (
    <SessionButton
      session={session}
      onOpen={onOpen}
      sx={{
        position: 'absolute',
        top: ((start - axisStart) / 60) * hourHeight + 1,
        height: ((end - start) / 60) * hourHeight - gap,
        left: `calc(${(column / columns) * 100}% + ${gap}px)`,
        width: `calc(${(span / columns) * 100}% - ${gap * 2}px)`,
        borderRadius: 1,
        px: 0.5,
        py: 0.25,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-start',
        overflow: 'hidden',
        textAlign: 'left',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}>
        <Typography variant="caption" noWrap sx={{ fontWeight: 600, flexGrow: 1, lineHeight: 1.3 }}>
          {session.course_title}
        </Typography>
        <SessionMarkers session={session} />
      </Box>
      <Typography variant="caption" noWrap sx={{ lineHeight: 1.3, opacity: 0.85 }}>
        {format.timeRange(session.start_time, session.end_time)}
      </Typography>
    </SessionButton>
  );
}
