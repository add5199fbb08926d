import { Button } from '@mui/material';
import { Link, useSearchParams } from 'react-router';
import { useCanAccess, useCreatePath, useTranslate } from 'react-admin';
import { resourceKey } from '../../config';
import { resourcesByName } from '../../../resources.config';
import {
  SESSION_STATUS,
  SessionCalendar,
  type ClassSession,
} from '../../components/session-calendar';
import { todayInDhaka } from '../../components/session-calendar/dates';
import { PanelPage } from './PanelPage';

const cancelRequests = resourceKey(resourcesByName.get('schedule-cancel-request')!);

/** A session that can still be asked off: scheduled, and not in the past. */
const cancellable = (s: ClassSession) =>
  s.status === SESSION_STATUS.pending && s.date >= todayInDhaka();

/**
 * /employee/schedule and /student/schedule: the caller's own dated sessions as a week calendar.
 * The server narrows the sessions to the caller (a tutor's classes and substitutions, a
 * student's seated courses); `?course_id=` (from the courses page) narrows to one course.
 */
export function MySchedulePage({ kind }: { kind: 'employee' | 'student' }) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const courseId = Number(params.get('course_id'));
  const createPath = useCreatePath();
  const { canAccess: canAsk } = useCanAccess({ resource: cancelRequests, action: 'create' });
  // The generated create form takes its defaults from `?source=` (react-admin).
  const askToCancel = (session: ClassSession) =>
    canAsk && cancellable(session) ? (
      <Button
        component={Link}
        color="warning"
        to={`${createPath({ resource: cancelRequests, type: 'create' })}?source=${encodeURIComponent(
          JSON.stringify({ schedule_id: session.schedule_id, date: session.date }),
        )}`}
      >
        {translate('app.panels.ask_cancel')}
      </Button>
    ) : null;
  return (
    <PanelPage title={translate(`app.panels.${kind}_schedule`)}>
      <SessionCalendar
        filter={courseId > 0 ? { course_id: courseId } : undefined}
        sessionActions={askToCancel}
      />
    </PanelPage>
  );
}
