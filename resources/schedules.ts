/**
 * Schedules (/admin/course/schedule, /admin/course/scheduleCancelRequest).
 * A schedule is a weekly slot; server/domain/scheduling expands slots into dated sessions, skips
 * holidays and applies the per-date class sessions (moved, substituted, cancelled, completed).
 */
import {
  choice,
  date,
  defineResource,
  reference,
  text,
  textarea,
  time,
  url,
  RequestStatus,
  SessionStatus,
  endsAfterStart,
  endsAfterStartTime,
  fromReference,
} from '../schema';
import { activeToggle } from './presets';

export const schedule = defineResource({
  name: 'schedule',
  table: 'schedules',
  subject: 'Schedule',
  defaultAccess: { employee: ['read'], student: ['read'], parent: ['read'] },
  route: '/admin/course/schedule',
  title: 'label',
  composedTitle: {
    endsWith: { as: 'weeklySlot', day: 'day_of_week', start: 'start_time', end: 'end_time' },
  },
  menu: { group: 'courses', icon: 'CalendarMonth', order: 5 },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    course_id: reference('course', { required: true, activeOnly: true, filterable: true }),
    tutor_id: reference('employee', { required: true, activeOnly: true, filterable: true }),
    day_of_week: choice('dayOfWeek', { required: true, filterable: true, sortable: true }),
    start_time: time({ required: true, sortable: true }),
    end_time: time({ required: true }),
    valid_from: date({ required: true, sortable: true, dateRange: true }),
    valid_to: date(),
    room: text({ max: 100, searchable: true, filterable: true }),
    online_link: url(),
    is_active: activeToggle(),
  },
  rules: [endsAfterStartTime('start_time', 'end_time'), endsAfterStart('valid_from', 'valid_to')],
  // A course's slots usually run for the whole course.
  defaultsFrom: [fromReference('course_id', { valid_from: 'start_date', valid_to: 'end_date' })],
  list: {
    columns: [
      'course_id',
      'tutor_id',
      'day_of_week',
      'start_time',
      'end_time',
      'room',
      'is_active',
    ],
    defaultSort: { field: 'day_of_week', order: 'asc' },
  },
  scope: {
    employee: { id: 'taughtSchedules' },
    student: { id: 'enrolledSchedules' },
    parent: { id: 'childrensSchedules' },
  },
});

export const classSession = defineResource({
  name: 'class-session',
  table: 'class_sessions',
  subject: 'ClassSession',
  defaultAccess: { employee: ['read'], student: ['read'], parent: ['read'] },
  route: '/admin/course/session',
  title: 'label',
  composedTitle: { endsWith: { field: 'date', as: 'date' } },
  menu: { group: 'courses', icon: 'EventRepeat', order: 6 },
  storage: { indexes: [{ columns: ['schedule_id', 'date'], unique: true }] },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    schedule_id: reference('schedule', { onDelete: 'cascade', required: true, filterable: true }),
    date: date({ required: true, sortable: true, dateRange: true }),
    // Empty: as the schedule says. Set: this date only (the series stays intact).
    start_time: time(),
    end_time: time(),
    tutor_id: reference('employee', { activeOnly: true, filterable: true }),
    room: text({ max: 100 }),
    online_link: url(),
    status: choice('sessionStatus', {
      default: SessionStatus.Pending,
      statusChange: true,
      filterable: true,
    }),
    note: textarea({ max: 2000 }),
  },
  list: {
    columns: ['schedule_id', 'date', 'start_time', 'end_time', 'tutor_id', 'status'],
    defaultSort: { field: 'date', order: 'desc' },
  },
  scope: {
    employee: true,
    student: { schedule_id: 'enrolledSchedules' },
    parent: { schedule_id: 'childrensSchedules' },
  },
});

export const holiday = defineResource({
  name: 'holiday',
  table: 'holidays',
  subject: 'Holiday',
  route: '/admin/course/holiday',
  title: 'title',
  menu: { group: 'courses', icon: 'BeachAccess', order: 7 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    start_date: date({ required: true, sortable: true, dateRange: true }),
    end_date: date({ required: true, sortable: true }),
    note: textarea({ max: 2000 }),
  },
  rules: [endsAfterStart('start_date', 'end_date')],
  list: { defaultSort: { field: 'start_date', order: 'desc' } },
});

export const scheduleCancelRequest = defineResource({
  name: 'schedule-cancel-request',
  table: 'schedule_cancel_requests',
  subject: 'ScheduleCancelRequest',
  defaultAccess: { employee: ['read', 'create'], student: ['read', 'create'] },
  route: '/admin/course/scheduleCancelRequest',
  title: 'label',
  composedTitle: { endsWith: { field: 'date', as: 'date' } },
  // Tutors and students follow the requests they filed here too.
  menu: {
    group: 'courses',
    icon: 'EventBusy',
    order: 8,
    forScopedUsers: true,
    badge: 'pending_cancel_requests',
  },
  storage: { indexes: [{ columns: ['created_by'] }] },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    schedule_id: reference('schedule', { onDelete: 'cascade', required: true, filterable: true }),
    date: date({ required: true, sortable: true, dateRange: true }),
    reason: text({ required: true, max: 500 }),
    // Approval with a replacement hands the session over instead of cancelling it.
    replacement_tutor_id: reference('employee', { activeOnly: true }),
    note: textarea({ max: 2000 }),
    // Decided by whoever may update requests (admins), through status change only.
    status: choice('requestStatus', {
      default: RequestStatus.Pending,
      readOnly: true,
      statusChange: true,
      filterable: true,
    }),
  },
  list: { columns: ['label', 'date', 'reason', 'status', 'created_at'] },
  scope: { employee: true, student: { created_by: 'self' }, parent: { created_by: 'self' } },
});
