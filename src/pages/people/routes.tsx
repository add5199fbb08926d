import { Navigate, Route } from 'react-router-dom';
import { keyOfName } from '../../config';
import { lazyNamed, lazyPageRoute, OnDemand, RequireAbility } from '../../routing';
import { EmployeeAddRedirect, EmployeeEditRedirect } from './employeeRouteAliases';

// Fetched on first use, like every page.
const StudentDetailPage = lazyNamed(
  () => import('../students/StudentDetailPage'),
  'StudentDetailPage',
);
const TutorialsPage = lazyNamed(() => import('../tutorials/TutorialsPage'), 'TutorialsPage');
const EmployeeFromApplicationPage = lazyNamed(
  () => import('./EmployeeFromApplicationPage'),
  'EmployeeFromApplicationPage',
);

/**
 * Pages of the academics issue. Paths more specific than a resource's own (`/admin/
 * employee/manual/…` beside `/admin/employee/*`) win in react-router's ranking. The second
 * complaints path, /admin/notification/complain, is the same screen, so it sends the reader to
 * the resource route.
 */
export const peopleRoutes = [
  lazyPageRoute('/tutorial', 'Tutorial', <TutorialsPage />),
  <Route
    key="employee-manual"
    path="/admin/employee/manual/:application?"
    element={
      <RequireAbility action="create" subject={keyOfName('employee')}>
        <OnDemand>
          <EmployeeFromApplicationPage />
        </OnDemand>
      </RequireAbility>
    }
  />,
  <Route key="employee-add" path="/admin/employee/add" element={<EmployeeAddRedirect />} />,
  <Route key="employee-edit" path="/admin/employee/:id/edit" element={<EmployeeEditRedirect />} />,
  <Route
    key="notification-complain"
    path="/admin/notification/complain"
    element={<Navigate to={`/${keyOfName('complain')}`} replace />}
  />,
  lazyPageRoute('/admin/student/:id/student', keyOfName('student'), <StudentDetailPage />),
];
