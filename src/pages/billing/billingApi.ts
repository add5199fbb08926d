/**
 * The billing calls of docs/API.md "Billing" beyond the generic rows: pay run preview, payslip,
 * the overtime left for a week, and the hour details. Amounts arrive in major units.
 */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api';

export interface BillingHour {
  id: number;
  date: string;
  course_title: string | null;
  start_time: string;
  end_time: string;
  minutes: number;
  hourly_rate: number | null;
  amount: number | null;
  source: string;
}

export interface BillingOvertime {
  id: number;
  week_start: string;
  minutes: number;
  overtime_rate: number;
  amount: number;
  reason: string;
}

export interface PayRunPreview {
  regular_minutes: number;
  regular_amount: number;
  overtime_minutes: number;
  overtime_amount: number;
  gross_amount: number;
  hours: BillingHour[];
  overtime: BillingOvertime[];
  unpriced: BillingHour[];
  refusals: string[];
}

export interface Payslip {
  centre: string;
  id: number;
  employee_name: string;
  employee_no: string | null;
  period: string;
  status: string;
  paid_at: string | null;
  reference: string | null;
  regular_minutes: number;
  regular_amount: number;
  overtime_minutes: number;
  overtime_amount: number;
  advance: number;
  total: number;
  hours: BillingHour[];
  overtime: BillingOvertime[];
}

export interface Eligibility {
  worked_minutes: number;
  contracted_minutes: number | null;
  requested_minutes: number;
  remaining_minutes: number;
}

export interface TutorHours {
  employee_id: number;
  employee_name: string;
  regular_minutes: number;
  overtime_minutes: number;
  paid_minutes: number;
  pending_minutes: number;
  unpriced_rows: number;
  earned_amount: number;
  paid_amount: number;
}

export interface HourDetails {
  start_date: string;
  end_date: string;
  tutors: TutorHours[];
}

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
  useBillingQuery<Eligibility>(
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
