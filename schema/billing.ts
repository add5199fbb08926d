/**
 * The shapes of the billing calls (docs/API.md "Billing"), read by the server and the app. The
 * server computes in minor units with the same shapes and converts amounts to major units once,
 * for the API.
 */

/** A working-hours row as a pay run, preview or payslip lists it. */
export interface BillingHour {
  id: number;
  date: string;
  course_id: number | null;
  course_title: string | null;
  start_time: string;
  end_time: string;
  minutes: number;
  /** Null: the tutor has no rate for this work ("No rate"); so is the amount. */
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

export interface PayFigures {
  regular_minutes: number;
  regular_amount: number;
  overtime_minutes: number;
  overtime_amount: number;
}

/** `GET /api/tutor-payment/preview`. */
export interface PayRunPreview extends PayFigures {
  employee_id: number;
  period: string;
  from: string;
  to: string;
  gross_amount: number;
  hours: BillingHour[];
  overtime: BillingOvertime[];
  unpriced: BillingHour[];
  refusals: string[];
}

/** `GET /api/tutor-payment/{id}/payslip`. */
export interface Payslip extends PayFigures {
  centre: string;
  id: number;
  employee_id: number;
  employee_name: string;
  employee_no: string | null;
  period: string;
  status: string;
  paid_at: string | null;
  reference: string | null;
  advance: number;
  total: number;
  hours: BillingHour[];
  overtime: BillingOvertime[];
}

/** `GET /api/over-time/eligible`. */
export interface OvertimeEligibility {
  week_start: string;
  week_end: string;
  worked_minutes: number;
  /** Null when the tutor has no contracted weekly hours (no overtime can be requested). */
  contracted_minutes: number | null;
  requested_minutes: number;
  remaining_minutes: number;
}

/** One tutor's line of `GET /api/billing/hour-summary` (hour-summary.ts says what counts). */
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
