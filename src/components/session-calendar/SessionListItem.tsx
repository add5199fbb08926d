import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { describeSession } from './describeSession';
import { sessionSx } from './sessionAppearance';
import { SessionMarkers } from './SessionMarkers';
import type { ClassSession } from './types';
import { useCalendarFormat } from './useCalendarFormat';

/** A session as a full-width row: time, course, tutor and room. For the agenda and day lists. */
export function SessionListItem({
  session,
  onOpen,
}: {
  session: ClassSession;
  onOpen: (session: ClassSession) => void;
}) {
  const translate = useTranslate();
  const format = useCalendarFormat();
  const where = [session.tutor_name, session.room].filter(Boolean).join(' · ');
  return (
    <ButtonBase
      onClick={() => onOpen(session)}
      aria-label={describeSession(session, format, translate)}
      data-status={session.status}
      sx={(theme) => ({
        ...sessionSx(theme, session),
        width: '100%',
        borderRadius: 1,
        px: 1,
        py: 0.75,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1.5,
        alignItems: 'baseline',
        justifyItems: 'start',
        textAlign: 'left',
      })}
    >
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {format.timeRange(session.start_time, session.end_time)}
      </Typography>
      <Box sx={{ minWidth: 0, width: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {session.course_title}
          </Typography>
          <SessionMarkers session={session} />
        </Box>
        {where && (
          <Typography variant="caption" component="div" sx={{ opacity: 0.85 }}>
            {where}
          </Typography>
        )}
      </Box>
    </ButtonBase>
  );
}
