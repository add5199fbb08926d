/**
 * The tutor's own billing (/employee/billing/*): the office's lists in the employee panel,
 * narrowed by the server to the tutor's own rows; the overtime page leads with the request form.
 */
import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { keyOfName } from '../../config';
import { OverTimeList, TutorPaymentList, WorkingHourList } from './BillingLists';
import { OvertimeRequestForm } from './OvertimeRequestForm';

const inResource = (name: string, page: ReactNode) => (
  <ResourceContextProvider value={keyOfName(name)}>{page}</ResourceContextProvider>
);

export const MyWorkingHoursPage = () => inResource('working-hour', <WorkingHourList />);
export const MyPaymentsPage = () => inResource('tutor-payment', <TutorPaymentList />);
export const MyOvertimePage = () =>
  inResource(
    'over-time',
    <>
      <OvertimeRequestForm />
      <OverTimeList />
    </>,
  );
