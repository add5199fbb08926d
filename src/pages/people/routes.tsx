import { Navigate, Route } from 'react-router-dom';
import { keyOfName } from '../../config';
import { RequireAbility } from '../../routing';
import { StudentDetailPage } from '../students/StudentDetailPage';
import { TutorialsPage } from '../tutorials/TutorialsPage';
import { EmployeeFromApplicationPage } from './EmployeeFromApplicationPage';
import { EmployeeAddRedirect, EmployeeEditRedirect } from './employeeRouteAliases';

/**
 * Pages of the academics issue. Paths more specific than a resource's own (`/admin/
 * employee/manual/…` beside `/admin/employee/*`) win in react-router's ranking. The second
 * complaints path, /admin/notification/complain, is the same screen, so it sends the reader to
 * the resource route.
 */
export const peopleRoutes = [
  <Route
    key="tutorials"
    path="/tutorial"
    element={
      <RequireAbility action="read" subject="Tutorial">
        <TutorialsPage />
      </RequireAbility>
    }
  />,
  <Route
    key="employee-manual"
    path="/admin/employee/manual/:application?"
    element={
      <RequireAbility action="create" subject={keyOfName('employee')}>
        <EmployeeFromApplicationPage />
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
  <Route
    key="student-detail"
    path="/admin/student/:id/student"
    element={
      <RequireAbility action="read" subject={keyOfName('student')}>
        <StudentDetailPage />
      </RequireAbility>
    }
  />,
];
