/**
 * Tutoring requests and complaints.
 */
import {
  choice,
  defineResource,
  email,
  money,
  phone,
  reference,
  text,
  textarea,
  ComplaintStatus,
} from '../schema';
import { forEveryone } from './presets';

export const tutoringRequest = defineResource({
  name: 'tutoring-request',
  table: 'tutoring_requests',
  subject: 'TutoringRequest',
  route: '/admin/tutoring_request',
  title: 'student_name',
  menu: {
    group: 'tutoringRequests',
    icon: 'ContactSupport',
    order: 1,
    badge: 'pending_tutoring_requests',
  },
  storage: {
    // The provider's id of the fee's payment page opened last, closed when another is opened
    // (server/domain/payments/checkout-pages.ts): the provider's bookkeeping, not the request's.
    columns: { fee_checkout_id: text({ max: 255 }) },
  },
  fields: {
    guardian_name: text({ required: true, max: 150, searchable: true, sortable: true }),
    email: email({ required: true, searchable: true }),
    phone: phone({ required: true, searchable: true }),
    student_name: text({ required: true, max: 150, searchable: true, sortable: true }),
    student_level: text({ max: 50, filterable: true }),
    subject_id: reference('subject', { onDelete: 'set null', activeOnly: true, filterable: true }),
    preferred_times: textarea({ max: 1000 }),
    message: textarea({ max: 5000 }),
    status: choice('tutoringRequestStatus', {
      default: 'new',
      statusChange: true,
      filterable: true,
    }),
    // Set by "convert": the student created from this request.
    student_id: reference('student', { onDelete: 'set null', readOnly: true }),
    note: textarea({ max: 5000 }),
    // The centre's tutoring request fee when the request was sent, paid online
    // (server/domain/payments/tutoring-request-fee.ts): no fee, awaiting it, or paid.
    fee_status: choice('tutoringRequestFeeStatus', {
      default: 'none',
      readOnly: true,
      filterable: true,
    }),
    fee: money({ readOnly: true }),
    // The provider's id of the fee's payment: unique, so a notice delivered twice records once.
    fee_payment_id: text({ unique: true, readOnly: true, max: 255 }),
    // The additional income the paid fee was recorded as.
    fee_income_id: reference('additional-income', { onDelete: 'set null', readOnly: true }),
  },
  list: {
    columns: [
      'student_name',
      'guardian_name',
      'phone',
      'subject_id',
      'status',
      'fee_status',
      'created_at',
    ],
  },
});

export const complain = defineResource({
  name: 'complain',
  table: 'complains',
  subject: 'Complain',
  defaultAccess: forEveryone('read', 'create'),
  route: '/common/complain',
  title: 'subject',
  menu: {
    group: 'complaints',
    icon: 'Feedback',
    order: 1,
    forScopedUsers: true,
    badge: 'complains',
  },
  storage: { indexes: [{ columns: ['created_by'] }] },
  fields: {
    subject: text({ required: true, max: 190, searchable: true, sortable: true }),
    message: textarea({ required: true, max: 5000 }),
    // Answering is an update, which only staff with update on Complain may do.
    answer: textarea({ max: 5000 }),
    status: choice('complaintStatus', {
      default: ComplaintStatus.Pending,
      statusChange: true,
      filterable: true,
    }),
  },
  list: { columns: ['subject', 'status', 'created_at'] },
  // Everyone files and follows their own; admins see all.
  scope: {
    employee: { created_by: 'self' },
    student: { created_by: 'self' },
    parent: { created_by: 'self' },
    affiliation: { created_by: 'self' },
  },
});
