import { useTranslate } from 'react-admin';
import { SessionCalendar } from '../../components/session-calendar';
import { ChildTabsPage } from './ChildTabsPage';

/**
 * /parent/routine: each linked child's weekly routine, one tab per child. The original left the
 * page empty; the server only answers sessions of the parent's own children.
 */
export function RoutinePage() {
  const translate = useTranslate();
  return (
    <ChildTabsPage title={translate('app.panels.routine')}>
      {(child) => <SessionCalendar key={child.id} filter={{ student_id: Number(child.id) }} />}
    </ChildTabsPage>
  );
}
