import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { describeSession } from './describeSession';
import { sessionSx } from './sessionAppearance';
import { SessionMarkers } from './SessionMarkers';
import type { ClassSession } from './types';
import { useCalendarFormat } from './useCalendarFormat';

/** A session in a month cell: start time and course on one line. */
export function SessionChip({
  session,
  onOpen,
}: {
  session: ClassSession;
  onOpen: (session: ClassSession) => void;
}) {
  const translate = useTranslate();
  const format = useCalendarFormat();
  return (
    <ButtonBase
      onClick={() => onOpen(session)}
      aria-label={describeSession(session, format, translate)}
      data-status={session.status}
      sx={(theme) => ({
        ...sessionSx(theme, session),
        width: '100%',
        minWidth: 0,
        borderRadius: 0.5,
        px: 0.5,
        py: 0.125,
        justifyContent: 'flex-start',
        gap: 0.5,
      })}
    >
      <Typography variant="caption" noWrap sx={{ flexShrink: 0, fontWeight: 600 }}>
        {format.time(session.start_time)}
      </Typography>
      <Typography variant="caption" noWrap sx={{ flexGrow: 1, textAlign: 'left' }}>
        {session.course_title}
      </Typography>
      <Box component="span" sx={{ display: 'flex' }}>
        <SessionMarkers session={session} />
      </Box>
    </ButtonBase>
  );
}
