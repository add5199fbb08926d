/**
 * Referral partners (/admin/affiliate/*; docs/DOMAIN.md "Affiliates"). Every account of an
 * affiliation role has one affiliate row, made with the account: its referral code, its default
 * commission rate and its running totals. Students who sign up through the code are attributed to
 * it, their orders carry it from checkout, and each payment of such an order earns a commission
 * entry (a refund a negative one) in the payment's own transaction. Payouts pay the unpaid balance
 * out of a bank account. Rates are percentages with two decimals, spoken like money (12.50) and
 * stored in hundredths (1250).
 */
import { choice, date, defineResource, integer, money, reference, text, textarea } from '../schema';

/** An affiliation user reads only their own affiliate row and what hangs off it. */
const ownAffiliateRows = { affiliation: { affiliate_id: 'ownAffiliate' } } as const;

const rate = (o: { required?: boolean; default?: number } = {}) =>
  money({ min: 0, max: 100, sortable: true, ...o });

export const affiliate = defineResource({
  name: 'affiliate',
  table: 'affiliates',
  subject: 'Affiliate',
  defaultAccess: { affiliation: ['read'] },
  route: '/admin/affiliate/affiliate',
  title: 'name',
  menu: { group: 'affiliates', icon: 'Handshake', order: 1 },
  // Rows follow the affiliation accounts: made with the account, never deleted on their own.
  operations: ['list', 'show', 'update'],
  fields: {
    user_id: reference('users', { readOnly: true, unique: true, notNull: true }),
    name: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    // Readable: capitals and digits without the look-alikes (0/O, 1/I/L); unique.
    code: text({ required: true, unique: true, max: 20, searchable: true, sortable: true }),
    rate: rate({ default: 0 }),
    referred_count: integer({ readOnly: true, default: 0, sortable: true }),
    earned: money({ readOnly: true, default: 0, sortable: true }),
    paid: money({ readOnly: true, default: 0, sortable: true }),
    unpaid: money({ readOnly: true, default: 0, sortable: true }),
  },
  list: {
    columns: ['name', 'code', 'rate', 'referred_count', 'earned', 'paid', 'unpaid'],
    defaultSort: { field: 'name', order: 'asc' },
  },
  scope: { affiliation: { id: 'ownAffiliate' } },
});

export const affiliateCourseRate = defineResource({
  name: 'affiliate-course-rate',
  table: 'affiliate_course_rates',
  subject: 'AffiliateCourseRate',
  defaultAccess: { affiliation: ['read'] },
  route: '/admin/affiliate/courseRate',
  title: 'label',
  composedTitle: {},
  menu: { group: 'affiliates', icon: 'PriceChange', order: 2 },
  storage: { indexes: [{ columns: ['affiliate_id', 'course_id'], unique: true }] },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    affiliate_id: reference('affiliate', {
      onDelete: 'cascade',
      required: true,
      filterable: true,
      fixedAfterCreate: true,
    }),
    course_id: reference('course', {
      onDelete: 'cascade',
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    // Overrides the affiliate's default rate on orders of this course.
    rate: rate({ required: true }),
  },
  list: { columns: ['affiliate_id', 'course_id', 'rate'] },
  scope: ownAffiliateRows,
});

export const affiliateCommission = defineResource({
  name: 'affiliate-commission',
  table: 'affiliate_commissions',
  subject: 'AffiliateCommission',
  defaultAccess: { affiliation: ['read'] },
  route: '/admin/affiliate/commission',
  title: 'label',
  composedTitle: {},
  menu: { group: 'affiliates', icon: 'Savings', order: 3 },
  // Written only by the server, with the order payment it follows; never edited.
  operations: ['list', 'show'],
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    affiliate_id: reference('affiliate', { readOnly: true, notNull: true, filterable: true }),
    order_id: reference('order', { readOnly: true, notNull: true, filterable: true }),
    // One entry per payment row: a payment recorded once earns once.
    order_payment_id: reference('order-payment', { readOnly: true, notNull: true, unique: true }),
    student_id: reference('student', { readOnly: true, notNull: true, filterable: true }),
    course_id: reference('course', { readOnly: true, notNull: true, filterable: true }),
    kind: choice('paymentKind', { length: 10, readOnly: true, notNull: true, filterable: true }),
    // Signed: a refund's entry is negative, so sums are the net.
    payment_amount: money({ readOnly: true, notNull: true }),
    rate: money({ readOnly: true, notNull: true }),
    amount: money({ readOnly: true, notNull: true, sortable: true }),
    date: date({ readOnly: true, notNull: true, sortable: true, dateRange: true }),
  },
  list: {
    columns: ['date', 'affiliate_id', 'order_id', 'student_id', 'payment_amount', 'rate', 'amount'],
    defaultSort: { field: 'date', order: 'desc' },
  },
  scope: ownAffiliateRows,
});

export const affiliatePayout = defineResource({
  name: 'affiliate-payout',
  table: 'affiliate_payouts',
  subject: 'AffiliatePayout',
  defaultAccess: { affiliation: ['read'] },
  route: '/admin/affiliate/payout',
  title: 'label',
  composedTitle: { endsWith: { field: 'date', as: 'date' } },
  menu: { group: 'affiliates', icon: 'Payments', order: 4 },
  // Money that has left an account is history: a mistake is corrected by the next payout.
  operations: ['list', 'show', 'create'],
  storage: {
    indexes: [
      // Covering an account's balance and ledger sums, like the other money tables.
      { columns: ['bank_account_id', 'date', 'amount'] },
      // A ledger page walks an account's rows in date order (server/domain/finance/ledger-page.ts).
      { columns: ['bank_account_id', 'date', 'id'] },
    ],
  },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    affiliate_id: reference('affiliate', { required: true, filterable: true }),
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
  },
  list: {
    columns: ['date', 'affiliate_id', 'amount', 'bank_account_id', 'reference'],
    defaultSort: { field: 'date', order: 'desc' },
  },
  scope: ownAffiliateRows,
});
