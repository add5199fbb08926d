/**
 * The `report` of `GET /api/dashboard/report` (docs/API.md "Dashboard report") and the ledger of
 * `GET /api/bank-account/{id}/ledger`, read by the server that builds them and the pages that
 * show them. Money in major units (the API's 12.5).
 */

export interface ReportPeriod {
  start_date: string;
  end_date: string;
}

export interface DashboardSession {
  schedule_id: number;
  date: string;
  start_time: string;
  end_time: string;
  course_id: number;
  course_title: string;
  tutor_name: string;
  room: string | null;
  online_link: string | null;
}

export interface MonthPoint {
  /** YYYY-MM */
  month: string;
  revenue: number;
  expenses: number;
  profit: number;
}

export interface MoneyBreakdown {
  order_payments: number;
  order_refunds: number;
  additional_income: number;
  expenses: number;
  tutor_payments: number;
  affiliate_payouts: number;
}

/**
 * The admin report's requests waiting for a decision, each read from its dashboard counter
 * (server/domain/dashboard/counters.ts). The dashboard shows them once, in the report, and leaves
 * them out of the admin's plain counters.
 */
export const PENDING_COUNTERS = {
  pending_cancel_requests: 'pending_cancel_requests',
  pending_tutoring_requests: 'pending_tutoring_requests',
  // The complaints badge's own counter: open complaints.
  pending_complaints: 'complains',
  pending_working_hours: 'pending_working_hours',
  pending_overtime: 'pending_overtime',
} as const;

export interface AdminReport extends ReportPeriod {
  kind: 'admin';
  revenue: number;
  expenses: number;
  profit: number;
  breakdown: MoneyBreakdown;
  unpaid_orders_total: number;
  unpaid_orders: number;
  active_students: number;
  enrolments: number;
  /** 0…1, 4 places; null when no attendance was expected in the period. */
  attendance_rate: number | null;
  attendance_records: number;
  sessions_today: number;
  pending: Record<string, number>;
  monthly: MonthPoint[];
  enrolments_by_course: { course_id: number; title: string; enrolments: number }[];
}

export interface PayRunSummary {
  id: number;
  period: string;
  total: number;
  status: string;
  paid_at: string | null;
}

export interface TutorReport extends ReportPeriod {
  kind: 'tutor';
  minutes: number;
  earnings: number;
  pending_minutes: number;
  overtime_minutes: number;
  overtime_amount: number;
  total_earnings: number;
  sessions_held: number;
  sessions_today: DashboardSession[];
  pay_runs: PayRunSummary[];
}

export interface LatestScore {
  exam_id: number;
  title: string;
  kind: 'result' | 'sat';
  marks: number | null;
  percent: number | null;
  passed: boolean | null;
  total_score: number | null;
  at: string;
}

export interface StudentSection {
  student_id: number;
  student_name: string;
  courses: {
    enrolment_id: number;
    course_id: number;
    title: string;
    status: string;
    payment_status: string;
  }[];
  next_sessions: DashboardSession[];
  latest_scores: LatestScore[];
  dues: number;
  unpaid_orders: number;
}

export interface LearnerReport extends ReportPeriod {
  kind: 'student' | 'parent';
  students: StudentSection[];
}

export type DashboardReportData = AdminReport | TutorReport | LearnerReport;

export type LedgerKind =
  | 'income'
  | 'order_payment'
  | 'order_refund'
  | 'withdraw'
  | 'expense'
  | 'tutor_payment'
  | 'affiliate_payout';

export interface LedgerEntry {
  date: string;
  kind: LedgerKind;
  description: string;
  resource: string;
  resource_id: number;
  money_in: number;
  money_out: number;
  voided: boolean;
  balance: number;
}

export interface AccountLedger extends ReportPeriod {
  account: { id: number; account_name: string; account_number: string };
  opening_balance: number;
  money_in: number;
  money_out: number;
  closing_balance: number;
  entries: LedgerEntry[];
}

/** The movement kinds of revenue and expenses: every kind but withdrawals. */
export const FLOW_KINDS = [
  'order_payment',
  'order_refund',
  'income',
  'expense',
  'tutor_payment',
  'affiliate_payout',
] as const satisfies readonly LedgerKind[];

export type FlowKind = (typeof FLOW_KINDS)[number];

export const isFlowKind = (value: string): value is FlowKind =>
  (FLOW_KINDS as readonly string[]).includes(value);

/** `GET /api/finance/flows`: the counted movements of some kinds in every account over a period. */
export interface MoneyFlows extends ReportPeriod {
  kinds: FlowKind[];
  money_in: number;
  money_out: number;
  net: number;
  entries: (Omit<LedgerEntry, 'kind' | 'voided' | 'balance'> & {
    kind: FlowKind;
    bank_account_id: number | null;
    bank_account: string | null;
  })[];
}
