import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useLocale, useTranslate } from 'react-admin';
import type { ClassSession } from '../../../../schema';
import { formatTimeRange } from '../../../lib/format';
import { unavailable, type DhakaClock } from './sessionTiming';

/**
 * The classes of the chosen day, one button each; a class that has not begun or was cancelled
 * is shown but cannot be chosen.
 */
export function SessionPicker({
  sessions,
  selected,
  now,
  onSelect,
}: {
  sessions: readonly ClassSession[];
  selected: string | null;
  now: DhakaClock;
  onSelect: (session: ClassSession) => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <List aria-label={translate('app.classwork.attendance.classes')} disablePadding>
      {sessions.map((session) => {
        const blocked = unavailable(session, now);
        const when = formatTimeRange(session.start_time, session.end_time, locale);
        const where =
          session.room ?? (session.online_link ? translate('app.classwork.online') : '');
        return (
          <ListItemButton
            key={session.key}
            selected={session.key === selected}
            disabled={blocked !== null}
            onClick={() => onSelect(session)}
            sx={{ borderRadius: 1, mb: 0.5, border: 1, borderColor: 'divider' }}
          >
            <ListItemText
              primary={`${when} · ${session.course_title}`}
              secondary={
                blocked
                  ? translate(`app.classwork.attendance.${blocked}`)
                  : [
                      where,
                      session.substitute ? translate('app.classwork.attendance.covering') : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')
              }
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}
