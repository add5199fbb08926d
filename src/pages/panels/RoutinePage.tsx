import { useTranslate } from 'react-admin';
import { SessionCalendar } from '../../components/session-calendar';
import { ChildTabs } from './ChildTabs';
import { PanelPage } from './PanelPage';

/**
 * /parent/routine: each linked child's weekly routine, one tab per child. The original left the
 * page empty; the server only answers sessions of the parent's own children.
 */
export function RoutinePage() {
  const translate = useTranslate();
  return (
    <PanelPage title={translate('app.panels.routine')}>
      <ChildTabs
        render={(child) => (
          <SessionCalendar key={child.id} filter={{ student_id: Number(child.id) }} />
        )}
      />
    </PanelPage>
  );
}
