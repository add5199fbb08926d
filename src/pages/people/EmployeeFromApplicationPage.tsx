import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  Button,
  LinkBase,
  Loading,
  ResourceContextProvider,
  useGetOne,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { keyOfName } from '../../config';
import { GenericCreate } from '../../resources/generic/views/GenericCreate';
import { NotFoundPage } from '../errors/NotFoundPage';
import { employeeFromApplicant } from './employeeFromApplicant';
import { useHiredEmployee } from './useHiredEmployee';
import { ApplicantStatus } from '../../../schema';
import { employee } from '../../../resources.config';

const isId = (value: string) => /^[1-9]\d*$/.test(value);

/**
 * /admin/employee/manual/{application?}: the generated employee form, started from a
 * job application when one is named. The server refuses an applicant who is not Selected or is
 * already hired; the notices here say so before the form is filled in.
 */
export function EmployeeFromApplicationPage() {
  const { application } = useParams();
  const applicantId = application !== undefined && isId(application) ? Number(application) : null;
  const translate = useTranslate();
  const applicant = useGetOne<RaRecord>(
    keyOfName('job-applicant'),
    { id: applicantId ?? 0 },
    { enabled: applicantId !== null, retry: false },
  );
  const hired = useHiredEmployee(applicantId ?? undefined, applicantId !== null);

  if (application !== undefined && applicantId === null) return <NotFoundPage />;
  if (applicantId !== null && (applicant.isPending || hired.isPending)) return <Loading />;

  const found = applicant.data;
  const name = String(found?.name ?? '');
  const notices: { key: string; severity: 'info' | 'warning' | 'error'; text: string }[] = [];
  if (applicantId !== null && !found) {
    notices.push({ key: 'missing', severity: 'error', text: translate('app.people.hire.missing') });
  } else if (found && hired.employee) {
    notices.push({
      key: 'hired',
      severity: 'warning',
      text: translate('app.people.hire.hired', { name }),
    });
  } else if (found && Number(found.status) !== ApplicantStatus.Selected) {
    const stage = translate(`enums.applicantStatus.${String(found.status)}`);
    notices.push({
      key: 'stage',
      severity: 'warning',
      text: translate('app.people.hire.not_selected', { name, stage }),
    });
  } else if (found) {
    notices.push({
      key: 'from',
      severity: 'info',
      text: translate('app.people.hire.from', { name }),
    });
  }

  return (
    <ResourceContextProvider value={keyOfName('employee')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
        {notices.map((n) => (
          <Alert
            key={n.key}
            severity={n.severity}
            action={
              n.key === 'hired' && hired.employee ? (
                <Button
                  label="app.people.hire.view_employee"
                  component={LinkBase}
                  to={`/${keyOfName('employee')}/${String(hired.employee.id)}/show`}
                />
              ) : undefined
            }
          >
            {n.text}
          </Alert>
        ))}
      </Box>
      <GenericCreate
        key={found ? String(found.id) : 'blank'}
        r={employee}
        record={found ? employeeFromApplicant(found) : undefined}
      />
    </ResourceContextProvider>
  );
}
