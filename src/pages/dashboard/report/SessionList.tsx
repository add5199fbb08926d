import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { DashboardSession } from '../../../../schema';
import { formatDate, formatTimeRange } from '../../../lib/format';

/** Sessions as a plain list: course, date and time, room; a line of text when there are none. */
export function SessionList({
  sessions,
  emptyText,
  showDate = false,
}: {
  sessions: DashboardSession[];
  emptyText: string;
  showDate?: boolean;
}) {
  const [locale = 'en'] = useLocaleState();
  if (sessions.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>;
  return (
    <List dense disablePadding>
      {sessions.map((s) => (
        <ListItem key={`${s.schedule_id}:${s.date}`} disableGutters>
          <ListItemText
            primary={s.course_title}
            secondary={[
              showDate ? formatDate(s.date, locale) : null,
              formatTimeRange(s.start_time, s.end_time, locale),
              s.room,
              s.tutor_name,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
