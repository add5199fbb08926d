import { Box, Typography } from '@mui/material';
import { VERBATIM } from '../../lib/Verbatim';
import { SessionButton } from './SessionButton';
import { SessionMarkers } from './SessionMarkers';
import type { ClassSession } from './types';
import { useCalendarFormat } from './useCalendarFormat';

/**
 * A session as a full-width entry: time, course, tutor and room. For the agenda and day lists. The
 * time is the app's, in the reader's language; course, tutor and room are quoted as typed.
 */
export function SessionListItem({
  session,
  onOpen,
}: {
  session: ClassSession;
  onOpen: (session: ClassSession) => void;
}) {
  const format = useCalendarFormat();
  const where = [session.tutor_name, session.room].filter(Boolean).join(' · ');
  return (
    <SessionButton
      session={session}
      onOpen={onOpen}
      sx={{
        width: '100%',
        borderRadius: 1,
        px: 1,
        py: 0.75,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        textAlign: 'left',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {format.timeRange(session.start_time, session.end_time)}
        </Typography>
        <SessionMarkers session={session} />
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} {...VERBATIM}>
        {session.course_title}
      </Typography>
      {where && (
        <Typography variant="caption" sx={{ opacity: 0.85 }} {...VERBATIM}>
          {where}
        </Typography>
      )}
    </SessionButton>
  );
}
