import { useTranslate } from 'react-admin';
import { PanelPage } from '../../panels/PanelPage';
import { StudentAttendance } from './StudentAttendance';

/** /student/attendance: the student's own attendance per course, with the rate. */
export function MyAttendancePage() {
  const translate = useTranslate();
  return (
    <PanelPage title={translate('app.panels.student_attendance')}>
      <StudentAttendance />
    </PanelPage>
  );
}
