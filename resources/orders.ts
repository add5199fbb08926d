/**
 * Orders (/admin/order, /admin/order/paid, /admin/order/unpaid).
 * An order is what a student owes for one enrolment. Its amounts are computed on the server
 * (server/domain/money): total = subtotal + tax + other cost − coupon discount, never below zero.
 * Payments and refunds are rows of their own, never edits of the order; `amount_paid`,
 * `amount_refunded` and `payment_status` follow from them in the same transaction.
 */
import { choice, date, defineResource, money, reference, text, textarea } from '../schema';
import { ownOrChildrens } from './presets';

export const order = defineResource({
  name: 'order',
  table: 'orders',
  subject: 'Order',
  defaultAccess: { student: ['read'], parent: ['read'] },
  route: '/admin/order',
  title: 'order_no',
  menu: { group: 'orders', icon: 'ShoppingCart', order: 1 },
  storage: {
    indexes: [{ columns: ['payment_reference'] }, { columns: ['coupon_code'] }],
    // The provider's id of the payment page opened last, closed when another is opened
    // (server/domain/payments/checkout-pages.ts): the provider's bookkeeping, not the order's.
    columns: { checkout_id: text({ max: 255 }) },
  },
  fields: {
    order_no: text({
      unique: true,
      notNull: true,
      readOnly: true,
      max: 30,
      searchable: true,
      sortable: true,
    }),
    student_id: reference('student', {
      required: true,
      activeOnly: true,
      filterable: true,
      fixedAfterCreate: true,
    }),
    course_id: reference('course', { required: true, activeOnly: true, filterable: true }),
    // The enrolment the order pays for: found or created at checkout.
    student_course_id: reference('student-course', {
      onDelete: 'set null',
      readOnly: true,
      filterable: true,
    }),
    ordered_at: date({ notNull: true, sortable: true, dateRange: true }),
    // Empty: the course's price.
    subtotal: money({ notNull: true, sortable: true }),
    tax: money({ default: 0 }),
    other_cost: money({ default: 0 }),
    // Checked at checkout (validity, usage limit, course, spend); the order keeps the coupon.
    coupon_code: text({ max: 40, searchable: true }),
    coupon_id: reference('coupon', { readOnly: true, filterable: true }),
    discount: money({ default: 0, readOnly: true }),
    total: money({ notNull: true, readOnly: true, sortable: true }),
    amount_paid: money({ default: 0, readOnly: true, sortable: true }),
    amount_refunded: money({ default: 0, readOnly: true }),
    payment_status: choice('paymentStatus', {
      default: 'unpaid',
      readOnly: true,
      filterable: true,
    }),
    // The account and method payments default to; `free` orders (zero total) need neither.
    payment_type_id: reference('payment-type', { activeOnly: true, filterable: true }),
    bank_account_id: reference('bank-account', { activeOnly: true, filterable: true }),
    paid_at: date({ readOnly: true, sortable: true }),
    payment_reference: text({ max: 100, searchable: true }),
    note: textarea({ max: 2000 }),
    // The student's affiliate when the order was made: later changes of the student's affiliate
    // do not move an order's commissions.
    affiliate_id: reference('affiliate', { readOnly: true, filterable: true }),
  },
  // Who and what first, then the price and charges with the coupon, and how it is paid.
  form: {
    sections: [
      { name: 'enrolment', rows: [['student_id', 'course_id'], 'ordered_at'] },
      { name: 'charges', rows: [['subtotal', 'tax', 'other_cost'], 'coupon_code'] },
      {
        name: 'payment',
        rows: [['payment_type_id', 'bank_account_id'], 'payment_reference', 'note'],
      },
    ],
  },
  list: {
    columns: ['order_no', 'student_id', 'course_id', 'total', 'amount_paid', 'payment_status'],
    defaultSort: { field: 'ordered_at', order: 'desc' },
  },
  scope: ownOrChildrens,
});

export const orderPayment = defineResource({
  name: 'order-payment',
  table: 'order_payments',
  subject: 'OrderPayment',
  defaultAccess: { student: ['read'], parent: ['read'] },
  route: '/admin/order/payment',
  title: 'label',
  composedTitle: {},
  // History is never edited: a mistake is corrected by a refund row.
  operations: ['list', 'show', 'create'],
  storage: {
    indexes: [
      // Covering the money sums (an account's balance and ledger, the dashboard's figures).
      { columns: ['bank_account_id', 'date', 'kind', 'amount'] },
      { columns: ['date', 'kind', 'amount'] },
      // A ledger page walks an account's rows in date order (server/domain/finance/ledger-page.ts).
      { columns: ['bank_account_id', 'date', 'id'] },
      { columns: ['reference'] },
    ],
  },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    order_id: reference('order', { required: true, filterable: true }),
    student_id: reference('student', { notNull: true, readOnly: true, filterable: true }),
    kind: choice('paymentKind', {
      length: 10,
      required: true,
      default: 'payment',
      filterable: true,
    }),
    amount: money({ required: true, min: 0.01, sortable: true }),
    date: date({ required: true, sortable: true, dateRange: true }),
    bank_account_id: reference('bank-account', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    payment_type_id: reference('payment-type', { activeOnly: true, filterable: true }),
    reference: text({ max: 100, searchable: true }),
    note: textarea({ max: 2000 }),
    // An online payment's id at its provider: unique, so a notice delivered twice records once.
    provider_payment_id: text({ unique: true, readOnly: true, max: 255 }),
  },
  list: {
    columns: ['label', 'kind', 'amount', 'date', 'bank_account_id', 'reference'],
    defaultSort: { field: 'date', order: 'desc' },
  },
  scope: ownOrChildrens,
});
