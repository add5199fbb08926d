import { useLocation } from 'react-router-dom';

/** Whether a billing screen is the office's (`/admin/billing`) or a tutor's (`/employee/billing`). */
export function useBillingArea(): 'admin' | 'employee' {
  return useLocation().pathname.includes('/employee/') ? 'employee' : 'admin';
}

export const payslipPath = (area: 'admin' | 'employee', id: string | number) =>
  `/${area}/billing/payment/${String(id)}/payslip`;
