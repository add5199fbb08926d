import { useLocation } from 'react-router-dom';
import type { StaffArea } from '../examPaths';

/** The employee panel's pages stay in the panel; everywhere else is the back office. */
export function useStaffArea(): StaffArea {
  return useLocation().pathname.startsWith('/employee') ? 'employee' : 'admin';
}
