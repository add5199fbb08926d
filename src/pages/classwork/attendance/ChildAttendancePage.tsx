import { useTranslate } from 'react-admin';
import { ChildTabs } from '../../panels/ChildTabs';
import { PanelPage } from '../../panels/PanelPage';
import { StudentAttendance } from './StudentAttendance';

/** /parent/attendance: each child's attendance per course, with the rate. */
export function ChildAttendancePage() {
  const translate = useTranslate();
  return (
    <PanelPage title={translate('app.panels.parent_attendance')}>
      <ChildTabs
        render={(child) => <StudentAttendance key={child.id} studentId={Number(child.id)} />}
      />
    </PanelPage>
  );
}
