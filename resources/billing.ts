/**
 * Tutor billing (/admin/billing/*, /employee/billing/*; docs/DOMAIN.md "Tutor billing").
 * Time is counted in whole minutes (10:30–12:00 is 90) and each row is priced at its own rate,
 * snapshotted when the row is made, so a later rate change never rewrites what was earned.
 */
import {
  choice,
  date,
  defineResource,
  integer,
  money,
  reference,
  text,
  textarea,
  time,
  RequestStatus,
} from '../schema';
import { ownEmployeeRows } from './presets';

export const employeeRate = defineResource({
  name: 'employee-rate',
  table: 'employee_rates',
  subject: 'EmployeeRate',
  defaultAccess: { employee: ['read'] },
  route: '/admin/billing/rate',
  title: 'label',
  composedTitle: { endsWith: { field: 'effective_from', as: 'date' } },
  menu: { group: 'billing', icon: 'PriceChange', order: 5 },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    employee_id: reference('employee', {
      onDelete: 'cascade',
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    // Empty: the tutor's rate for any subject without a rate of its own.
    subject_id: reference('subject', { onDelete: 'cascade', activeOnly: true, filterable: true }),
    hourly_rate: money({ required: true, min: 0.01, sortable: true }),
    // The rate applies to work from this date; earlier rates are kept for earlier work.
    effective_from: date({ required: true, sortable: true, dateRange: true }),
  },
  list: { defaultSort: { field: 'effective_from', order: 'desc' } },
  scope: ownEmployeeRows,
});

export const workingHour = defineResource({
  name: 'working-hour',
  table: 'working_hours',
  subject: 'WorkingHour',
  defaultAccess: { employee: ['read', 'create'] },
  route: '/admin/billing/workingHour',
  title: 'label',
  composedTitle: { endsWith: { field: 'date', as: 'date' } },
  menu: { group: 'billing', icon: 'WorkHistory', order: 1, badge: 'pending_working_hours' },
  storage: {
    // One row per class session held (manual entries have no schedule and never collide).
    indexes: [{ columns: ['schedule_id', 'date'], unique: true }],
  },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    employee_id: reference('employee', {
      required: true,
      activeOnly: true,
      filterable: true,
      withinScope: true,
      fixedAfterCreate: true,
    }),
    // A tutor's own entries name a course they teach.
    course_id: reference('course', { activeOnly: true, filterable: true, withinScope: true }),
    // Set on rows derived from a class session the tutor held; empty on manual entries.
    schedule_id: reference('schedule', { readOnly: true, filterable: true }),
    date: date({ required: true, sortable: true, dateRange: true }),
    start_time: time({ required: true }),
    end_time: time({ required: true }),
    minutes: integer({ notNull: true, readOnly: true, sortable: true }),
    // Empty when the tutor has no rate for the work: flagged, and not payable until one is set.
    hourly_rate: money({ readOnly: true }),
    amount: money({ readOnly: true, sortable: true }),
    source: choice('workSource', { length: 10, notNull: true, readOnly: true, filterable: true }),
    // Session rows are approved as held; manual entries wait for an admin.
    status: choice('requestStatus', {
      default: RequestStatus.Pending,
      statusChange: true,
      filterable: true,
    }),
    tutor_payment_id: reference('tutor-payment', { readOnly: true, filterable: true }),
    note: textarea({ length: 1000, max: 1000 }),
  },
  list: {
    columns: ['employee_id', 'date', 'start_time', 'end_time', 'minutes', 'amount', 'status'],
    defaultSort: { field: 'date', order: 'desc' },
  },
  scope: ownEmployeeRows,
});

export const overTime = defineResource({
  name: 'over-time',
  table: 'over_times',
  subject: 'OverTime',
  defaultAccess: { employee: ['read', 'create'] },
  route: '/admin/billing/overTime',
  title: 'label',
  composedTitle: { endsWith: { field: 'week_start', as: 'date' } },
  menu: { group: 'billing', icon: 'MoreTime', order: 2, badge: 'pending_overtime' },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    employee_id: reference('employee', {
      required: true,
      activeOnly: true,
      filterable: true,
      withinScope: true,
      fixedAfterCreate: true,
    }),
    // The first day (Saturday) of the week the hours were worked beyond the contracted ones.
    week_start: date({ required: true, sortable: true, dateRange: true }),
    minutes: integer({ required: true, min: 1, max: 10_080, sortable: true }),
    overtime_rate: money({ readOnly: true }),
    amount: money({ readOnly: true, sortable: true }),
    reason: text({ required: true, max: 500 }),
    status: choice('requestStatus', {
      default: RequestStatus.Pending,
      statusChange: true,
      filterable: true,
    }),
    tutor_payment_id: reference('tutor-payment', { readOnly: true, filterable: true }),
  },
  list: {
    columns: ['employee_id', 'week_start', 'minutes', 'amount', 'status'],
    defaultSort: { field: 'week_start', order: 'desc' },
  },
  scope: ownEmployeeRows,
});

export const tutorPayment = defineResource({
  name: 'tutor-payment',
  table: 'tutor_payments',
  subject: 'TutorPayment',
  defaultAccess: { employee: ['read'] },
  route: '/admin/billing/payment',
  title: 'label',
  composedTitle: { endsWith: { field: 'period', as: 'period' } },
  menu: { group: 'billing', icon: 'RequestQuote', order: 3 },
  storage: {
    indexes: [
      // A period cannot be paid twice.
      { columns: ['employee_id', 'period'], unique: true },
      { columns: ['bank_account_id', 'status', 'paid_at', 'total'] },
      // A ledger page walks an account's rows in date order (server/domain/finance/ledger-page.ts).
      { columns: ['bank_account_id', 'paid_at', 'id'] },
    ],
  },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    employee_id: reference('employee', { required: true, activeOnly: true, filterable: true }),
    // The month paid, YYYY-MM; one pay run per tutor and month.
    period: text({ required: true, max: 7, sortable: true, filterable: true }),
    regular_minutes: integer({ default: 0, readOnly: true }),
    regular_amount: money({ default: 0, readOnly: true }),
    overtime_minutes: integer({ default: 0, readOnly: true }),
    overtime_amount: money({ default: 0, readOnly: true }),
    advance: money({ default: 0 }),
    total: money({ default: 0, readOnly: true, sortable: true }),
    bank_account_id: reference('bank-account', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    payment_type_id: reference('payment-type', { activeOnly: true, filterable: true }),
    // A pay run is paid or not paid. Money leaves the account when paid.
    status: choice('payRunStatus', { default: 'unpaid', statusChange: true, filterable: true }),
    paid_at: date({ sortable: true, dateRange: true }),
    reference: text({ max: 100 }),
    note: textarea({ max: 2000 }),
  },
  list: {
    columns: ['employee_id', 'period', 'total', 'status', 'paid_at'],
    defaultSort: { field: 'period', order: 'desc' },
  },
  scope: ownEmployeeRows,
});
