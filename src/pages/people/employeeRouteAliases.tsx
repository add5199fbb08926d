import { Navigate, useParams } from 'react-router-dom';
import { keyOfName } from '../../config';

/** The original product's addresses /admin/employee/add and /admin/employee/{id}/edit. */
export function EmployeeAddRedirect() {
  return <Navigate to={`/${keyOfName('employee')}/create`} replace />;
}

export function EmployeeEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/${keyOfName('employee')}/${encodeURIComponent(id)}`} replace />;
}
