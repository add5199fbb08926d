import { Box, Typography } from '@mui/material';
import { SessionButton } from './SessionButton';
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
  const format = useCalendarFormat();
  return (
    <SessionButton
      session={session}
      onOpen={onOpen}
      sx={{
        width: '100%',
        minWidth: 0,
        borderRadius: 0.5,
        px: 0.5,
        py: 0.125,
        justifyContent: 'flex-start',
        gap: 0.5,
      }}
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
    </SessionButton>
  );
}
