import Visibility from '@mui/icons-material/Visibility';
import { Button, LinkBase, useRecordContext } from 'react-admin';
import { studentDetailPath } from '../../pages/students/studentDetailPath';

/** A row's link to the student's own page (profile, courses, schedule). */
export function ViewStudentButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button label="app.people.student.view" component={LinkBase} to={studentDetailPath(record.id)}>
      <Visibility />
    </Button>
  );
}
