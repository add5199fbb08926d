import { useTranslate } from 'react-admin';
import { ChildTabsPage } from '../../panels/ChildTabsPage';
import { StudentAttendance } from './StudentAttendance';

/** /parent/attendance: each child's attendance per course, with the rate. */
export function ChildAttendancePage() {
  const translate = useTranslate();
  return (
    <ChildTabsPage title={translate('app.panels.parent_attendance')}>
      {(child) => <StudentAttendance key={child.id} studentId={Number(child.id)} />}
    </ChildTabsPage>
  );
}
