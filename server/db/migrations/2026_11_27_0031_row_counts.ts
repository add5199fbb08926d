/**
 * Kept row counts (server/db/row-counts.ts): the `row_counts` table and the triggers of the
 * tables that grow with the centre's work (payments, attendance, orders, people, messages out),
 * their rows counted once. Reference data (courses, types, settings) stays small and is counted.
 */
import {
  createRowCountsTable,
  dropRowCountsTable,
  keepRowCounts,
  stopRowCounts,
} from '../row-counts';
import type { Db } from '../types';

/** The tables of this migration's day; a later table is kept by a migration of its own. */
const KEPT = [
  'users',
  'students',
  'parents',
  'student_courses',
  'class_sessions',
  'attendances',
  'student_home_works',
  'exam_attempts',
  'exam_results',
  'sat_scores',
  'orders',
  'order_payments',
  'additional_incomes',
  'withdraws',
  'expenses',
  'working_hours',
  'over_times',
  'tutor_payments',
  'affiliate_commissions',
  'affiliate_payouts',
  'schedule_cancel_requests',
  'tutoring_requests',
  'complains',
  'contact_requests',
  'job_applicants',
  'blog_comments',
  'mail_outbox',
  'sms_outbox',
];

export async function up(db: Db): Promise<void> {
  await createRowCountsTable(db);
  await keepRowCounts(db, KEPT);
}

export async function down(db: Db): Promise<void> {
  await stopRowCounts(db, KEPT);
  await dropRowCountsTable(db);
}
