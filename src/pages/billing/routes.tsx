import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { RequireAbility } from '../../routing';

// Fetched on first use: billing screens belong to the office and to tutors.
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> => lazy(() => load().then((m) => ({ default: m[name] })));

const PayslipPage = page(() => import('./PayslipPage'), 'PayslipPage');
const HourDetailsPage = page(() => import('./HourDetailsPage'), 'HourDetailsPage');
const MyWorkingHoursPage = page(() => import('./EmployeeBillingPages'), 'MyWorkingHoursPage');
const MyOvertimePage = page(() => import('./EmployeeBillingPages'), 'MyOvertimePage');
const MyPaymentsPage = page(() => import('./EmployeeBillingPages'), 'MyPaymentsPage');

const guarded = (path: string, action: string, subject: string, Page: ComponentType) => (
  <Route
    key={path}
    path={path}
    element={
      <RequireAbility action={action} subject={subject}>
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      </RequireAbility>
    }
  />
);

/**
 * Tutor billing pages (issue #6): payslips for the office and the tutor, hour details, and the
 * tutor's own lists. The payslip path outranks the generated pay-run routes' `/:id`.
 */
export const billingRoutes = [
  guarded('/admin/billing/payment/:id/payslip', 'read', 'TutorPayment', PayslipPage),
  guarded('/employee/billing/payment/:id/payslip', 'read', 'TutorPayment', PayslipPage),
  guarded('/admin/billing/hourDetails', 'read', 'WorkingHour', HourDetailsPage),
  guarded('/admin/billing/hourDetails/:id', 'read', 'WorkingHour', HourDetailsPage),
  guarded('/employee/billing/workingHour', 'read', 'WorkingHour', MyWorkingHoursPage),
  guarded('/employee/billing/overTime', 'read', 'OverTime', MyOvertimePage),
  guarded('/employee/billing/payment', 'read', 'TutorPayment', MyPaymentsPage),
];
