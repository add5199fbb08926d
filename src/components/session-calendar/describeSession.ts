import type { TranslateFunction } from 'react-admin';
import type { CalendarFormat } from './calendarFormat';
import { SESSION_STATUS, type ClassSession } from './types';

/**
 * The accessible name of a session's button: what its colours, strike-through and marker icons
 * show, in words, so a screen reader hears the same as the eye sees.
 */
export function describeSession(
  session: ClassSession,
  format: CalendarFormat,
  translate: TranslateFunction,
): string {
  const parts = [
    session.course_title,
    format.timeRange(session.start_time, session.end_time),
    session.tutor_name,
  ];
  if (session.room) parts.push(session.room);
  if (session.substitute) parts.push(translate('app.calendar.substitute'));
  if (session.moved) parts.push(translate('app.calendar.moved'));
  if (session.status !== SESSION_STATUS.pending) {
    parts.push(translate(`app.calendar.status.${session.status}`));
  }
  return parts.filter((p) => p !== '').join(', ');
}
