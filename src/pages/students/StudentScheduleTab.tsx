import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button, useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { useApi } from '../../lib/api';
import { formatDate, formatTimeRange } from '../../lib/format';
import { typedText } from '../../lib/Verbatim';
import { groupByDate, nextFortnight, parseSessions } from './classSessions';
import { SessionStatus } from '../../../schema';

const STATUS_COLOR = ['default', 'success', 'error'] as const;

/** The student's classes of the next 14 days, by day, from the scheduling module's sessions. */
export function StudentScheduleTab({ studentId }: { studentId: Identifier }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const api = useApi();
  const range = useMemo(() => nextFortnight(), []);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['student-sessions', String(studentId), range.from],
    // A failure shows at once with its retry button rather than after three silent attempts.
    retry: false,
    queryFn: async () =>
      parseSessions(
        await api('GET', 'schedule/sessions', {
          query: new URLSearchParams({ ...range, student_id: String(studentId) }),
        }),
      ),
  });

  if (isPending) return <Skeleton variant="rounded" height={120} />;
  if (isError) {
    return (
      <Alert
        severity="error"
        action={<Button label="app.people.retry" onClick={() => void refetch()} />}
      >
        {translate('app.people.student.schedule_error')}
      </Alert>
    );
  }
  const days = groupByDate(data);
  if (days.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 2 }}>
        {translate('app.people.student.no_sessions')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {days.map((day) => (
        <Box key={day.date} component="section" aria-labelledby={`day-${day.date}`}>
          <Typography id={`day-${day.date}`} variant="subtitle2" component="h3">
            {formatDate(day.date, locale)}
          </Typography>
          <List dense disablePadding>
            {day.sessions.map((s) => (
              <ListItem key={s.key} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
                <ListItemText
                  sx={{ flex: '1 1 200px' }}
                  primary={
                    <>
                      {formatTimeRange(s.start_time, s.end_time, locale)}
                      {' · '}
                      {typedText(s.course_title)}
                    </>
                  }
                  secondary={typedText([s.tutor_name, s.room].filter(Boolean).join(' · '))}
                  slotProps={{
                    primary: {
                      sx:
                        s.status === SessionStatus.Canceled
                          ? { textDecoration: 'line-through' }
                          : undefined,
                    },
                  }}
                />
                <Chip
                  size="small"
                  color={STATUS_COLOR[s.status] ?? 'default'}
                  label={translate(`enums.sessionStatus.${s.status}`, { _: String(s.status) })}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
