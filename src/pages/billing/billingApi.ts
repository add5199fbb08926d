/**
 * The billing calls of docs/API.md "Billing" beyond the generic rows: pay run preview, payslip,
 * the overtime left for a week, and the hour details. Amounts arrive in major units.
 */
import { useQuery } from '@tanstack/react-query';
import type { HourDetails, OvertimeEligibility, Payslip, PayRunPreview } from '../../../schema';
import { useApi } from '../../lib/api';

export type { BillingHour, BillingOvertime, Payslip, PayRunPreview } from '../../../schema';

const dataOf = <T>(body: unknown): T => (body as { data: T }).data;

function useBillingQuery<T>(
  key: readonly unknown[],
  path: string,
  params: Record<string, string>,
  enabled = true,
) {
  const api = useApi();
  return useQuery({
    queryKey: ['app', 'billing', ...key],
    enabled,
    retry: false,
    queryFn: async () => dataOf<T>(await api('GET', path, { query: new URLSearchParams(params) })),
  });
}

export const payslipKey = (id: string) => ['app', 'billing', 'payslip', id];

export const usePayRunPreview = (employeeId: string, period: string) =>
  useBillingQuery<PayRunPreview>(
    ['preview', employeeId, period],
    'tutor-payment/preview',
    { employee_id: employeeId, period },
    employeeId !== '' && /^\d{4}-\d{2}$/.test(period),
  );

export const usePayslip = (id: string) =>
  useBillingQuery<Payslip>(['payslip', id], `tutor-payment/${id}/payslip`, {});

export const useEligibility = (weekStart: string) =>
  useBillingQuery<OvertimeEligibility>(
    ['eligible', weekStart],
    'over-time/eligible',
    { week_start: weekStart },
    /^\d{4}-\d{2}-\d{2}$/.test(weekStart),
  );

export const useHourDetails = (employeeId: string | undefined, from: string, to: string) =>
  useBillingQuery<HourDetails>(['hours', employeeId ?? 'all', from, to], 'billing/hour-summary', {
    ...(employeeId ? { employee_id: employeeId } : {}),
    start_date: from,
    end_date: to,
  });
