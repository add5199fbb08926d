import PersonAdd from '@mui/icons-material/PersonAdd';
import Badge from '@mui/icons-material/Badge';
import { Button, LinkBase, useCanAccess, useRecordContext } from 'react-admin';
import { keyOfName } from '../../config';
import { useHiredEmployee } from '../../pages/people/useHiredEmployee';
import { ApplicantStatus } from '../../../schema';

/**
 * A selected applicant is made an employee from the application. Once hired, the
 * button leads to the employee instead, since an application is hired only once.
 */
export function CreateEmployeeButton() {
  const record = useRecordContext();
  const employees = keyOfName('employee');
  const { canAccess } = useCanAccess({ action: 'create', resource: employees });
  const selected = record !== undefined && Number(record.status) === ApplicantStatus.Selected;
  const { employee, isPending } = useHiredEmployee(record?.id, selected);
  if (!record || !selected || !canAccess || isPending) return null;
  if (employee) {
    return (
      <Button
        label="app.people.hire.view_employee"
        component={LinkBase}
        to={`/${employees}/${String(employee.id)}/show`}
      >
        <Badge />
      </Button>
    );
  }
  return (
    <Button
      label="app.people.hire.create"
      component={LinkBase}
      to={`/${employees}/manual/${String(record.id)}`}
    >
      <PersonAdd />
    </Button>
  );
}
