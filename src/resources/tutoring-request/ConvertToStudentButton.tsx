import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import Face from '@mui/icons-material/Face';
import { useState } from 'react';
import { Button, LinkBase, useCanAccess, useRecordContext } from 'react-admin';
import { keyOfName } from '../../config';
import { studentDetailPath } from '../../pages/students/studentDetailPath';
import { ConvertToStudentDialog } from './ConvertToStudentDialog';

/** Needs what the server checks: create students and enrolments, update the request. */
function useMayConvert(): boolean {
  const students = useCanAccess({ action: 'create', resource: keyOfName('student') });
  const enrolments = useCanAccess({ action: 'create', resource: keyOfName('student-course') });
  const requests = useCanAccess({ action: 'edit', resource: keyOfName('tutoring-request') });
  return (
    students.canAccess === true && enrolments.canAccess === true && requests.canAccess === true
  );
}

/**
 * "Convert to student" on a request; once converted, the button stays (disabled, so the request's
 * state reads at a glance) beside a link to the student it became.
 */
export function ConvertToStudentButton() {
  const record = useRecordContext();
  const mayConvert = useMayConvert();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const studentId = record.student_id as number | null | undefined;
  const converted =
    record.status === 'converted' || (studentId !== null && studentId !== undefined);
  return (
    <>
      {studentId !== null && studentId !== undefined && (
        <Button
          label="app.people.convert.view_student"
          component={LinkBase}
          to={studentDetailPath(studentId)}
        >
          <Face />
        </Button>
      )}
      {mayConvert && (
        <Button
          label="app.people.convert.button"
          disabled={converted}
          onClick={() => setOpen(true)}
        >
          <PersonAddAlt1 />
        </Button>
      )}
      {open && <ConvertToStudentDialog request={record} onClose={() => setOpen(false)} />}
    </>
  );
}
