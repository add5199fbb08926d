/**
 * Every entity of Academy Admin, declared once. The server builds its tables' validation, routes,
 * permissions, row scopes and search from this; the app builds its menu, routes and screens.
 * Adding a resource: an entry here, a migration (`npm run migrate:make name`), and its labels
 * in i18n/en.ts and i18n/bn.ts.
 */
import {
  boolean,
  checkResources,
  choice,
  color,
  date,
  datetime,
  defineResource,
  email,
  file,
  image,
  integer,
  json,
  link,
  money,
  password,
  phone,
  reference,
  references,
  richText,
  text,
  textarea,
  time,
  url,
  ApplicantStatus,
  CategoryType,
  ComplaintStatus,
  CourseKind,
  ExamType,
  MaterialKind,
  PageTemplate,
  RequestStatus,
  ROLE_TYPE,
  SessionStatus,
  WidgetType,
  type Resource,
} from './schema';

// ── Users, roles and permissions ───────────────────────────────────────────────────────────────

const permission = defineResource({
  name: 'permission',
  table: 'permissions',
  subject: 'Permission',
  route: '/rolePermission/basic',
  title: 'subject',
  menu: { group: 'rolePermission', icon: 'Key', order: 1 },
  fields: {
    action: choice('permissionAction', { required: true, filterable: true, sortable: true }),
    subject: text({ required: true, max: 100, searchable: true, sortable: true, filterable: true }),
  },
  list: { defaultSort: { field: 'subject', order: 'asc' } },
});

const role = defineResource({
  name: 'role',
  table: 'roles',
  subject: 'Role',
  route: '/rolePermission/rolePermission',
  title: 'name',
  menu: { group: 'rolePermission', icon: 'AdminPanelSettings', order: 2 },
  fields: {
    name: text({ required: true, max: 100, unique: true, searchable: true, sortable: true }),
    type: choice('roleType', { required: true, filterable: true, sortable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
    permissions: references('permission', {
      through: 'role_permissions',
      ownKey: 'role_id',
      targetKey: 'permission_id',
    }),
  },
  list: { columns: ['name', 'type', 'is_active'] },
});

const users = defineResource({
  name: 'users',
  table: 'users',
  subject: 'User',
  route: '/rolePermission/userPermission',
  title: 'email',
  menu: { group: 'rolePermission', icon: 'ManageAccounts', order: 3 },
  fields: {
    first_name: text({ required: true, max: 100, searchable: true, sortable: true }),
    last_name: text({ max: 100, searchable: true, sortable: true }),
    email: email({ required: true, unique: true, searchable: true, sortable: true }),
    phone: phone({ searchable: true }),
    role_id: reference('role', { required: true, activeOnly: true, filterable: true }),
    status: choice('userStatus', { default: 'active', statusChange: true, filterable: true }),
    image: image({ maxKb: 1024 }),
    password: password({ required: true }),
    permissions: references('permission', {
      through: 'user_permissions',
      ownKey: 'user_id',
      targetKey: 'permission_id',
    }),
  },
  list: { columns: ['image', 'first_name', 'last_name', 'email', 'role_id', 'status'] },
  // Other people's accounts are admin business: anyone else granted User abilities sees only
  // their own row.
  scope: { employee: 'self', student: 'self', parent: 'self', affiliation: 'self' },
});

// ── Settings (rows of group, name, value) ──────────────────────────────────────────────────────

export const setting = defineResource({
  name: 'setting',
  table: 'settings',
  subject: 'Setting',
  title: 'name',
  fields: {
    group: text({ required: true, max: 50, filterable: true, sortable: true }),
    name: text({ required: true, max: 100, searchable: true, sortable: true }),
    value: textarea({ max: 20_000 }),
  },
  list: { perPage: 100, defaultSort: { field: 'group', order: 'asc' } },
});

// ── Courses (/admin/course/*) ──────────────────────────────────────────────────────────────────

export const courseCategory = defineResource({
  name: 'course-category',
  table: 'course_categories',
  subject: 'CourseCategory',
  route: '/admin/course/category',
  title: 'name',
  menu: { group: 'courses', icon: 'FolderSpecial', order: 1 },
  arrangeOrder: { type: 'course-category', field: 'position' },
  fields: {
    name: text({ required: true, unique: true, searchable: true, sortable: true }),
    description: textarea({ max: 2000 }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
  },
  list: { columns: ['name', 'is_active'] },
});

export const subject = defineResource({
  name: 'subject',
  table: 'subjects',
  subject: 'Subject',
  route: '/admin/course/subject',
  title: 'name',
  shortList: 'only_subjects',
  menu: { group: 'courses', icon: 'MenuBook', order: 2 },
  fields: {
    name: text({ required: true, unique: true, searchable: true, sortable: true }),
    code: text({ max: 20, unique: true, searchable: true, sortable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
});

export const course = defineResource({
  name: 'course',
  table: 'courses',
  subject: 'Course',
  route: '/admin/course/course',
  title: 'title',
  shortList: 'only_courses',
  menu: { group: 'courses', icon: 'School', order: 3 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    category_id: reference('course-category', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    subjects: references('subject', {
      through: 'course_subjects',
      ownKey: 'course_id',
      targetKey: 'subject_id',
      activeOnly: true,
    }),
    tutors: references('employee', {
      through: 'course_tutors',
      ownKey: 'course_id',
      targetKey: 'employee_id',
      activeOnly: true,
    }),
    kind: choice('courseKind', { required: true, default: CourseKind.Regular, filterable: true }),
    level: text({ max: 100, searchable: true }),
    price: money({ required: true, sortable: true }),
    duration_hours: integer({ min: 1, max: 10_000 }),
    duration_weeks: integer({ min: 1, max: 520 }),
    capacity: integer({ min: 1, max: 10_000, sortable: true }),
    start_date: date({ sortable: true, dateRange: true }),
    end_date: date(),
    cover: image(),
    description: richText(),
    status: choice('courseStatus', { default: 'draft', statusChange: true, filterable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
  list: {
    columns: ['cover', 'title', 'category_id', 'price', 'start_date', 'status', 'is_active'],
  },
  // A tutor sees the courses they teach; a student the ones they are enrolled in; a parent
  // their children's.
  scope: { employee: 'taughtCourses', student: 'enrolledCourses', parent: 'childrensCourses' },
});

const coupon = defineResource({
  name: 'coupon',
  table: 'coupons',
  subject: 'Coupon',
  route: '/admin/course/coupon',
  title: 'code',
  menu: { group: 'courses', icon: 'LocalOffer', order: 4 },
  fields: {
    code: text({ required: true, max: 40, unique: true, searchable: true, sortable: true }),
    discount_type: choice('discountType', { required: true, filterable: true }),
    discount_value: money({ required: true, min: 0.01 }),
    // Empty: the coupon applies to every course.
    course_id: reference('course', { activeOnly: true, filterable: true }),
    valid_from: date({ sortable: true }),
    valid_to: date({ sortable: true, dateRange: true }),
    usage_limit: integer({ min: 1 }),
    used_count: integer({ readOnly: true, default: 0 }),
    min_spend: money(),
    max_spend: money(),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
  list: {
    columns: [
      'code',
      'discount_type',
      'discount_value',
      'course_id',
      'valid_to',
      'used_count',
      'is_active',
    ],
  },
});

// ── Schedules (/admin/course/schedule, /admin/course/scheduleCancelRequest) ────────────────────
// A schedule is a weekly slot; server/domain/scheduling expands slots into dated sessions, skips
// holidays and applies the per-date class sessions (moved, substituted, cancelled, completed).

const schedule = defineResource({
  name: 'schedule',
  table: 'schedules',
  subject: 'Schedule',
  route: '/admin/course/schedule',
  title: 'label',
  menu: { group: 'courses', icon: 'CalendarMonth', order: 5 },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    course_id: reference('course', { required: true, activeOnly: true, filterable: true }),
    tutor_id: reference('employee', { required: true, activeOnly: true, filterable: true }),
    day_of_week: choice('dayOfWeek', { required: true, filterable: true, sortable: true }),
    start_time: time({ required: true, sortable: true }),
    end_time: time({ required: true }),
    valid_from: date({ required: true, sortable: true, dateRange: true }),
    valid_to: date(),
    room: text({ max: 100, searchable: true, filterable: true }),
    online_link: url(),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
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
    employee: 'taughtSchedules',
    student: 'enrolledSchedules',
    parent: 'childrensSchedules',
  },
});

const classSession = defineResource({
  name: 'class-session',
  table: 'class_sessions',
  subject: 'ClassSession',
  route: '/admin/course/session',
  title: 'label',
  menu: { group: 'courses', icon: 'EventRepeat', order: 6 },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    schedule_id: reference('schedule', { required: true, filterable: true }),
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
  scope: { employee: 'taughtSessions', student: 'enrolledSessions', parent: 'childrensSessions' },
});

const holiday = defineResource({
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
  list: { defaultSort: { field: 'start_date', order: 'desc' } },
});

const scheduleCancelRequest = defineResource({
  name: 'schedule-cancel-request',
  table: 'schedule_cancel_requests',
  subject: 'ScheduleCancelRequest',
  route: '/admin/course/scheduleCancelRequest',
  title: 'label',
  // Tutors and students follow the requests they filed here too.
  menu: {
    group: 'courses',
    icon: 'EventBusy',
    order: 8,
    forScopedUsers: true,
    badge: 'pending_cancel_requests',
  },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    schedule_id: reference('schedule', { required: true, filterable: true }),
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
  scope: { employee: 'ownOrTaughtRequests', student: 'createdBySelf', parent: 'createdBySelf' },
});

// ── Students and parents (/admin/student/*) ────────────────────────────────────────────────────
// Each profile has a sign-in account (users row) that server/domain/people keeps in step: name,
// e-mail, phone, photo and password are written to both in the same transaction.

/** Who a person is: their account, name and contact (employees, students, parents). */
const person = {
  user_id: reference('users', { readOnly: true }),
  full_name: text({ readOnly: true, searchable: true, sortable: true }),
  first_name: text({ required: true, max: 100 }),
  last_name: text({ max: 100 }),
  email: email({ required: true, unique: true, searchable: true }),
  phone: phone({ searchable: true }),
  image: image({ maxKb: 1024 }),
};

/** Whether they may sign in, and the password they do it with (given to the account only). */
const account = {
  is_active: boolean({ default: true, toggle: true, filterable: true }),
  password: password({ virtual: true }),
};

const student = defineResource({
  name: 'student',
  table: 'students',
  subject: 'Students',
  route: '/admin/student/student',
  title: 'full_name',
  menu: { group: 'students', icon: 'Face', order: 1 },
  fields: {
    ...person,
    student_no: text({ max: 30, unique: true, searchable: true, sortable: true }),
    date_of_birth: date(),
    gender: choice('gender', { filterable: true }),
    religion: choice('religion'),
    blood_group: choice('bloodGroup'),
    school: text({ max: 190 }),
    grade: text({ max: 50, filterable: true }),
    address: textarea({ max: 1000 }),
    parents: references('parent', {
      through: 'parent_students',
      ownKey: 'student_id',
      targetKey: 'parent_id',
    }),
    ...account,
  },
  list: { columns: ['image', 'student_no', 'full_name', 'email', 'phone', 'grade', 'is_active'] },
  scope: { employee: 'taughtStudents', student: 'ownProfile', parent: 'ownChildren' },
});

const parent = defineResource({
  name: 'parent',
  table: 'parents',
  subject: 'Parents',
  route: '/admin/student/parent',
  title: 'full_name',
  menu: { group: 'students', icon: 'FamilyRestroom', order: 3 },
  fields: {
    ...person,
    occupation: text({ max: 100 }),
    address: textarea({ max: 1000 }),
    children: references('student', {
      through: 'parent_students',
      ownKey: 'parent_id',
      targetKey: 'student_id',
    }),
    ...account,
  },
  list: { columns: ['image', 'full_name', 'email', 'phone', 'is_active'] },
  scope: { parent: 'ownProfile' },
});

const studentCourse = defineResource({
  name: 'student-course',
  table: 'student_courses',
  subject: 'StudentCourse',
  route: '/admin/student/studentCourse',
  title: 'label',
  menu: { group: 'students', icon: 'HowToReg', order: 2 },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    student_id: reference('student', {
      required: true,
      activeOnly: true,
      filterable: true,
      fixedAfterCreate: true,
    }),
    course_id: reference('course', { required: true, activeOnly: true, filterable: true }),
    start_date: date({ sortable: true, dateRange: true }),
    status: choice('enrolmentStatus', { default: 'active', statusChange: true, filterable: true }),
    payment_status: choice('paymentStatus', {
      default: 'unpaid',
      readOnly: true,
      filterable: true,
    }),
    note: textarea({ max: 2000 }),
  },
  list: {
    columns: ['student_id', 'course_id', 'start_date', 'status', 'payment_status', 'created_at'],
  },
  scope: { employee: 'ofTaughtCourses', student: 'ownStudentRows', parent: 'childrensRows' },
});

// ── Orders (/admin/order, /admin/order/paid, /admin/order/unpaid) ──────────────────────────────
// An order is what a student owes for one enrolment. Its amounts are computed on the server
// (server/domain/money): total = subtotal + tax + other cost − coupon discount, never below zero.
// Payments and refunds are rows of their own, never edits of the order; `amount_paid`,
// `amount_refunded` and `payment_status` follow from them in the same transaction.

const order = defineResource({
  name: 'order',
  table: 'orders',
  subject: 'Order',
  route: '/admin/order',
  title: 'order_no',
  menu: { group: 'orders', icon: 'ShoppingCart', order: 1 },
  fields: {
    order_no: text({ readOnly: true, max: 30, searchable: true, sortable: true }),
    student_id: reference('student', {
      required: true,
      activeOnly: true,
      filterable: true,
      fixedAfterCreate: true,
    }),
    course_id: reference('course', { required: true, activeOnly: true, filterable: true }),
    // The enrolment the order pays for: found or created at checkout.
    student_course_id: reference('student-course', { readOnly: true, filterable: true }),
    ordered_at: date({ sortable: true, dateRange: true }),
    // Empty: the course's price.
    subtotal: money({ sortable: true }),
    tax: money({ default: 0 }),
    other_cost: money({ default: 0 }),
    // Checked at checkout (validity, usage limit, course, spend); the order keeps the coupon.
    coupon_code: text({ max: 40, searchable: true }),
    coupon_id: reference('coupon', { readOnly: true, filterable: true }),
    discount: money({ readOnly: true }),
    total: money({ readOnly: true, sortable: true }),
    amount_paid: money({ readOnly: true, sortable: true }),
    amount_refunded: money({ readOnly: true }),
    payment_status: choice('paymentStatus', { readOnly: true, filterable: true }),
    // The account and method payments default to; `free` orders (zero total) need neither.
    payment_type_id: reference('payment-type', { activeOnly: true, filterable: true }),
    bank_account_id: reference('bank-account', { activeOnly: true, filterable: true }),
    paid_at: date({ readOnly: true, sortable: true }),
    payment_reference: text({ max: 100, searchable: true }),
    note: textarea({ max: 2000 }),
  },
  list: {
    columns: ['order_no', 'student_id', 'course_id', 'total', 'amount_paid', 'payment_status'],
    defaultSort: { field: 'ordered_at', order: 'desc' },
  },
  scope: { student: 'ownStudentRows', parent: 'childrensRows' },
});

const orderPayment = defineResource({
  name: 'order-payment',
  table: 'order_payments',
  subject: 'OrderPayment',
  route: '/admin/order/payment',
  title: 'label',
  // History is never edited: a mistake is corrected by a refund row.
  operations: ['list', 'show', 'create'],
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    order_id: reference('order', { required: true, filterable: true }),
    student_id: reference('student', { readOnly: true, filterable: true }),
    kind: choice('paymentKind', { required: true, default: 'payment', filterable: true }),
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
    columns: ['label', 'kind', 'amount', 'date', 'bank_account_id', 'reference'],
    defaultSort: { field: 'date', order: 'desc' },
  },
  scope: { student: 'ownStudentRows', parent: 'childrensRows' },
});

// ── Employees (/admin/employee) ────────────────────────────────────────────────────────────────

export const designation = defineResource({
  name: 'designation',
  table: 'designations',
  subject: 'Designation',
  route: '/admin/employee/designation',
  title: 'name',
  menu: { group: 'employees', icon: 'WorkspacePremium', order: 2 },
  fields: {
    name: text({ required: true, max: 100, unique: true, searchable: true, sortable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
});

export const employee = defineResource({
  name: 'employee',
  table: 'employees',
  subject: 'Employees',
  route: '/admin/employee',
  title: 'full_name',
  shortList: 'only_employees',
  menu: { group: 'employees', icon: 'Badge', order: 1 },
  fields: {
    ...person,
    employee_no: text({ max: 30, unique: true, searchable: true, sortable: true }),
    // Only active employee roles and active designations are offered.
    role_id: reference('role', {
      required: true,
      activeOnly: true,
      where: { type: ROLE_TYPE.employee },
      filterable: true,
    }),
    designation_id: reference('designation', { activeOnly: true, filterable: true }),
    join_date: date({ sortable: true, dateRange: true }),
    // Billing: hours beyond the contracted week are overtime, paid at the overtime rate.
    weekly_hours: integer({ min: 0, max: 168 }),
    overtime_rate: money(),
    gender: choice('gender', { filterable: true }),
    religion: choice('religion'),
    blood_group: choice('bloodGroup'),
    marital_status: choice('maritalStatus'),
    date_of_birth: date(),
    national_id: text({ max: 30 }),
    father_name: text({ max: 100 }),
    mother_name: text({ max: 100 }),
    emergency_contact: phone(),
    present_address: textarea({ max: 1000 }),
    permanent_address: textarea({ max: 1000 }),
    // Set when the employee was hired from an application (/admin/employee/manual/{application}).
    job_applicant_id: reference('job-applicant', { filterable: true }),
    ...account,
  },
  list: {
    columns: ['image', 'employee_no', 'full_name', 'email', 'phone', 'designation_id', 'is_active'],
  },
  scope: { employee: 'ownProfile' },
});

// ── Tutor billing (/admin/billing/*, /employee/billing/*; docs/DOMAIN.md "Tutor billing") ──────
// Time is counted in whole minutes (10:30–12:00 is 90) and each row is priced at its own rate,
// snapshotted when the row is made, so a later rate change never rewrites what was earned.

const employeeRate = defineResource({
  name: 'employee-rate',
  table: 'employee_rates',
  subject: 'EmployeeRate',
  route: '/admin/billing/rate',
  title: 'label',
  menu: { group: 'billing', icon: 'PriceChange', order: 5 },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    employee_id: reference('employee', { required: true, activeOnly: true, filterable: true }),
    // Empty: the tutor's rate for any subject without a rate of its own.
    subject_id: reference('subject', { activeOnly: true, filterable: true }),
    hourly_rate: money({ required: true, min: 0.01, sortable: true }),
    // The rate applies to work from this date; earlier rates are kept for earlier work.
    effective_from: date({ required: true, sortable: true, dateRange: true }),
  },
  list: { defaultSort: { field: 'effective_from', order: 'desc' } },
  scope: { employee: 'ownEmployeeRows' },
});

const workingHour = defineResource({
  name: 'working-hour',
  table: 'working_hours',
  subject: 'WorkingHour',
  route: '/admin/billing/workingHour',
  title: 'label',
  menu: { group: 'billing', icon: 'WorkHistory', order: 1, badge: 'pending_working_hours' },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
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
    minutes: integer({ readOnly: true, sortable: true }),
    // Empty when the tutor has no rate for the work: flagged, and not payable until one is set.
    hourly_rate: money({ readOnly: true }),
    amount: money({ readOnly: true, sortable: true }),
    source: choice('workSource', { readOnly: true, filterable: true }),
    // Session rows are approved as held; manual entries wait for an admin.
    status: choice('requestStatus', {
      default: RequestStatus.Pending,
      statusChange: true,
      filterable: true,
    }),
    tutor_payment_id: reference('tutor-payment', { readOnly: true, filterable: true }),
    note: textarea({ max: 1000 }),
  },
  list: {
    columns: ['employee_id', 'date', 'start_time', 'end_time', 'minutes', 'amount', 'status'],
    defaultSort: { field: 'date', order: 'desc' },
  },
  scope: { employee: 'ownEmployeeRows' },
});

const overTime = defineResource({
  name: 'over-time',
  table: 'over_times',
  subject: 'OverTime',
  route: '/admin/billing/overTime',
  title: 'label',
  menu: { group: 'billing', icon: 'MoreTime', order: 2, badge: 'pending_overtime' },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
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
  scope: { employee: 'ownEmployeeRows' },
});

const tutorPayment = defineResource({
  name: 'tutor-payment',
  table: 'tutor_payments',
  subject: 'TutorPayment',
  route: '/admin/billing/payment',
  title: 'label',
  menu: { group: 'billing', icon: 'RequestQuote', order: 3 },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    employee_id: reference('employee', { required: true, activeOnly: true, filterable: true }),
    // The month paid, YYYY-MM; one pay run per tutor and month.
    period: text({ required: true, max: 7, sortable: true, filterable: true }),
    regular_minutes: integer({ readOnly: true }),
    regular_amount: money({ readOnly: true }),
    overtime_minutes: integer({ readOnly: true }),
    overtime_amount: money({ readOnly: true }),
    advance: money({ default: 0 }),
    total: money({ readOnly: true, sortable: true }),
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
  scope: { employee: 'ownEmployeeRows' },
});

// ── Tutoring requests and complaints ───────────────────────────────────────────────────────────

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
  fields: {
    guardian_name: text({ required: true, max: 150, searchable: true, sortable: true }),
    email: email({ required: true, searchable: true }),
    phone: phone({ required: true, searchable: true }),
    student_name: text({ required: true, max: 150, searchable: true, sortable: true }),
    student_level: text({ max: 50, filterable: true }),
    subject_id: reference('subject', { activeOnly: true, filterable: true }),
    preferred_times: textarea({ max: 1000 }),
    message: textarea({ max: 5000 }),
    status: choice('tutoringRequestStatus', {
      default: 'new',
      statusChange: true,
      filterable: true,
    }),
    // Set by "convert": the student created from this request.
    student_id: reference('student', { readOnly: true }),
    note: textarea({ max: 5000 }),
  },
  list: {
    columns: ['student_name', 'guardian_name', 'phone', 'subject_id', 'status', 'created_at'],
  },
});

const complain = defineResource({
  name: 'complain',
  table: 'complains',
  subject: 'Complain',
  route: '/common/complain',
  title: 'subject',
  menu: {
    group: 'complaints',
    icon: 'Feedback',
    order: 1,
    forScopedUsers: true,
    badge: 'complains',
  },
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
    employee: 'createdBySelf',
    student: 'createdBySelf',
    parent: 'createdBySelf',
    affiliation: 'createdBySelf',
  },
});

// ── Tutorials (/admin/tutorial, /tutorial) ─────────────────────────────────────────────────────

const tutorialCategory = defineResource({
  name: 'tutorial-category',
  table: 'tutorial_categories',
  subject: 'TutorialCategory',
  route: '/admin/tutorial/category',
  title: 'name',
  menu: { group: 'tutorials', icon: 'FolderSpecial', order: 2 },
  arrangeOrder: { type: 'tutorial-category', field: 'position' },
  fields: {
    name: text({ required: true, max: 150, unique: true, searchable: true, sortable: true }),
    parent_id: reference('tutorial-category', { activeOnly: true, filterable: true }),
    // Empty: every signed-in user may read the category's tutorials.
    roles: references('role', {
      through: 'tutorial_category_roles',
      ownKey: 'tutorial_category_id',
      targetKey: 'role_id',
    }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
  },
  list: { columns: ['name', 'parent_id', 'is_active'] },
  scope: {
    employee: 'readableTutorialCategories',
    student: 'readableTutorialCategories',
    parent: 'readableTutorialCategories',
    affiliation: 'readableTutorialCategories',
  },
});

const tutorial = defineResource({
  name: 'tutorial',
  table: 'tutorials',
  subject: 'Tutorial',
  route: '/admin/tutorial',
  title: 'title',
  menu: { group: 'tutorials', icon: 'OndemandVideo', order: 1 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    category_id: reference('tutorial-category', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    kind: choice('tutorialKind', { required: true, default: 'video', filterable: true }),
    video_url: url(),
    body: richText(),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
  list: { columns: ['title', 'category_id', 'kind', 'is_active', 'created_at'] },
  scope: {
    employee: 'readableTutorials',
    student: 'readableTutorials',
    parent: 'readableTutorials',
    affiliation: 'readableTutorials',
  },
});

// ── Class work: attendance, homework, course material ──────────────────────────────────────────
// Rows that belong to a course's students carry `course_id` (derived by the server) so that the
// tutor's, student's and parent's scopes are one indexed comparison.

const attendanceStatus = defineResource({
  name: 'attendance-status',
  table: 'attendance_statuses',
  subject: 'AttendanceStatus',
  route: '/admin/student/attendanceStatus',
  title: 'name',
  menu: { group: 'students', icon: 'Rule', order: 6, action: 'update' },
  arrangeOrder: { type: 'attendance-status', field: 'position' },
  fields: {
    name: text({ required: true, max: 60, unique: true, searchable: true, sortable: true }),
    // Counted as attended in attendance rates (present, late); absent and excused are not.
    counts_as_present: boolean({ default: true, filterable: true }),
    // Excused absences leave the rate's denominator: the student was not expected.
    excused: boolean({ default: false }),
    color: color(),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
  },
  list: { columns: ['name', 'counts_as_present', 'excused', 'color', 'is_active'] },
});

const attendance = defineResource({
  name: 'attendance',
  table: 'attendances',
  subject: 'Attendance',
  route: '/admin/student/attendance',
  title: 'label',
  menu: { group: 'students', icon: 'FactCheck', order: 5 },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    schedule_id: reference('schedule', { required: true, filterable: true, withinScope: true }),
    date: date({ required: true, sortable: true, dateRange: true }),
    student_id: reference('student', {
      required: true,
      filterable: true,
      withinScope: true,
      fixedAfterCreate: true,
    }),
    course_id: reference('course', { readOnly: true, filterable: true }),
    status_id: reference('attendance-status', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    note: text({ max: 500 }),
  },
  list: {
    columns: ['date', 'student_id', 'course_id', 'status_id', 'note'],
    defaultSort: { field: 'date', order: 'desc' },
  },
  scope: { employee: 'ofTaughtCourses', student: 'ownStudentRows', parent: 'childrensRows' },
});

const homeWork = defineResource({
  name: 'home-work',
  table: 'home_works',
  subject: 'HomeWork',
  route: '/employee/homeWork',
  title: 'title',
  menu: { group: 'courses', icon: 'Assignment', order: 9 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    course_id: reference('course', { required: true, filterable: true, withinScope: true }),
    description: richText(),
    // The "last submission date": submissions after its end (Asia/Dhaka) are late.
    due_date: date({ required: true, sortable: true, dateRange: true }),
    total_mark: integer({ required: true, min: 1, max: 1000, default: 10 }),
    attachment: file(),
    // Set directly to any value from the list's status menu.
    status: choice('homeworkStatus', {
      default: 'published',
      statusChange: true,
      filterable: true,
    }),
  },
  list: { columns: ['title', 'course_id', 'due_date', 'total_mark', 'status'] },
  scope: {
    employee: 'ofTaughtCourses',
    student: 'publishedOfEnrolledCourses',
    parent: 'publishedOfChildrensCourses',
  },
});

const studentHomeWork = defineResource({
  name: 'student-home-work',
  table: 'student_home_works',
  subject: 'StudentHomeWork',
  route: '/employee/homeWork/submission',
  title: 'label',
  menu: { group: 'courses', icon: 'AssignmentTurnedIn', order: 10 },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    home_work_id: reference('home-work', {
      required: true,
      filterable: true,
      withinScope: true,
      fixedAfterCreate: true,
    }),
    // A student's own profile when they submit (server/domain/assessment/homework/submission-rules.ts).
    student_id: reference('student', {
      filterable: true,
      withinScope: true,
      fixedAfterCreate: true,
    }),
    course_id: reference('course', { readOnly: true, filterable: true }),
    answer: textarea({ max: 20_000 }),
    attachment: file(),
    submitted_at: datetime({ readOnly: true, sortable: true }),
    is_late: boolean({ readOnly: true, filterable: true }),
    // Staff only, at most the homework's total mark.
    mark: integer({ min: 0, max: 1000, sortable: true }),
    feedback: textarea({ max: 5000 }),
  },
  list: {
    columns: ['label', 'submitted_at', 'is_late', 'mark'],
    defaultSort: { field: 'submitted_at', order: 'desc' },
  },
  scope: { employee: 'ofTaughtCourses', student: 'ownStudentRows', parent: 'childrensRows' },
});

const courseMaterial = defineResource({
  name: 'course-material',
  table: 'course_materials',
  subject: 'CourseMaterial',
  route: '/employee/courseMaterial',
  title: 'title',
  menu: { group: 'courses', icon: 'LibraryBooks', order: 11 },
  arrangeOrder: { type: 'course-material', field: 'position' },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    course_id: reference('course', { required: true, filterable: true, withinScope: true }),
    kind: choice('materialKind', { required: true, default: MaterialKind.File, filterable: true }),
    // A file for kind 1; a link for video (2) and link (3).
    file: file({ maxKb: 51_200 }),
    url: url(),
    description: textarea({ max: 5000 }),
    // Set directly to any value from the list's status menu.
    status: choice('publishStatus', { default: 'published', statusChange: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
  },
  list: { columns: ['title', 'course_id', 'kind', 'status'] },
  scope: {
    employee: 'ofTaughtCourses',
    student: 'publishedOfEnrolledCourses',
    parent: 'publishedOfChildrensCourses',
  },
});

// ── SAT test forms: sections, modules, score scales and their conversion tables ────────────────
// A form is scored by server/domain/assessment/scoring: each section's raw score feeds its
// section scale; a scale's conversion table turns the summed raw score into a scaled score; the
// total weighs the section scales (legacy: (Reading + Writing) × 10 + Math; digital: RW + Math).

const satTestForm = defineResource({
  name: 'sat-test-form',
  table: 'sat_test_forms',
  subject: 'SatTestForm',
  route: '/admin/exam/satForm',
  title: 'name',
  menu: { group: 'testsResults', icon: 'Description', order: 5, action: 'update' },
  fields: {
    name: text({ required: true, max: 150, unique: true, searchable: true, sortable: true }),
    kind: choice('satFormKind', { required: true, filterable: true }),
    description: textarea({ max: 2000 }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
  list: { columns: ['name', 'kind', 'is_active'] },
});

const satScale = defineResource({
  name: 'sat-scale',
  table: 'sat_scales',
  subject: 'SatScale',
  route: '/admin/exam/satScale',
  title: 'label',
  menu: { group: 'testsResults', icon: 'Straighten', order: 6, action: 'update' },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    test_form_id: reference('sat-test-form', { required: true, filterable: true }),
    // SAT codes: R, W, M, RW; sub scores COE, WIC, EOI, SEC, HOA, PSD, PAM; cross-test HSS, SCI.
    code: text({ required: true, max: 10, searchable: true, sortable: true }),
    name: text({ required: true, max: 100 }),
    kind: choice('satScaleKind', { required: true, filterable: true }),
    // What one scaled point of a section scale adds to the total (legacy Reading: 10).
    total_weight: integer({ min: 0, max: 100, default: 1 }),
    min_score: integer({ required: true, min: 0, max: 10_000 }),
    max_score: integer({ required: true, min: 0, max: 10_000 }),
  },
  list: { columns: ['test_form_id', 'code', 'name', 'kind', 'min_score', 'max_score'] },
});

const satConversion = defineResource({
  name: 'sat-conversion',
  table: 'sat_conversions',
  subject: 'SatScale',
  route: '/admin/exam/satConversion',
  title: 'label',
  fields: {
    label: text({ readOnly: true, max: 300 }),
    scale_id: reference('sat-scale', { required: true, filterable: true }),
    raw_score: integer({ required: true, min: 0, max: 1000, sortable: true }),
    scaled_score: integer({ required: true, min: 0, max: 10_000 }),
  },
  list: {
    columns: ['scale_id', 'raw_score', 'scaled_score'],
    defaultSort: { field: 'raw_score', order: 'asc' },
    perPage: 100,
  },
});

const satSection = defineResource({
  name: 'sat-section',
  table: 'sat_sections',
  subject: 'SatSection',
  route: '/admin/exam/satSection',
  title: 'label',
  // Exam pickers list SAT sections through this short list.
  shortList: 'all_sat_sections',
  menu: { group: 'testsResults', icon: 'ViewAgenda', order: 7, action: 'update' },
  arrangeOrder: { type: 'sat-section', field: 'position' },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    test_form_id: reference('sat-test-form', { required: true, filterable: true }),
    name: text({ required: true, max: 100 }),
    // The section scale its raw score feeds (legacy: both math sections feed M).
    scale_id: reference('sat-scale', { required: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
  list: { columns: ['label', 'scale_id', 'is_active'] },
});

const satModule = defineResource({
  name: 'sat-module',
  table: 'sat_modules',
  subject: 'SatSection',
  route: '/admin/exam/satModule',
  title: 'label',
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    section_id: reference('sat-section', { required: true, filterable: true }),
    number: integer({ required: true, min: 1, max: 9, sortable: true }),
    question_count: integer({ required: true, min: 1, max: 200 }),
    time_limit_minutes: integer({ required: true, min: 1, max: 600 }),
  },
  list: { columns: ['label', 'question_count', 'time_limit_minutes'] },
});

// ── Exams, questions, attempts and results (/admin/exam/*, /employee/exam…) ────────────────────

const exam = defineResource({
  name: 'exam',
  table: 'exams',
  subject: 'Exam',
  route: '/admin/exam',
  title: 'title',
  menu: { group: 'testsResults', icon: 'Quiz', order: 1 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    course_id: reference('course', { required: true, filterable: true, withinScope: true }),
    type: choice('examType', { required: true, default: ExamType.Regular, filterable: true }),
    // SAT practice tests only: the form whose sections, modules and tables score it.
    test_form_id: reference('sat-test-form', { activeOnly: true, filterable: true }),
    window_type: choice('examWindow', { required: true, default: 'open' }),
    starts_at: datetime({ sortable: true, dateRange: true }),
    ends_at: datetime(),
    // Regular exams: the time allowed for one attempt. SAT: each module's own limit.
    duration_minutes: integer({ min: 1, max: 600 }),
    total_marks: integer({ min: 1, max: 10_000 }),
    pass_mark: integer({ min: 0, max: 10_000 }),
    instructions: richText(),
    status: choice('examStatus', { default: 'draft', statusChange: true, filterable: true }),
    // Students and parents see results and the per-question review once released.
    results_released: boolean({ default: false, toggle: true, filterable: true }),
  },
  list: {
    columns: ['title', 'course_id', 'type', 'starts_at', 'status', 'results_released'],
  },
  scope: {
    employee: 'ofTaughtCourses',
    student: 'publishedOfEnrolledCourses',
    parent: 'publishedOfChildrensCourses',
  },
});

const examQuestion = defineResource({
  name: 'exam-question',
  table: 'exam_questions',
  subject: 'ExamQuestion',
  // No generated screens: the question editors own /admin/exam/question/*.
  title: 'label',
  arrangeOrder: { type: 'exam-question', field: 'position' },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true }),
    exam_id: reference('exam', { required: true, filterable: true, withinScope: true }),
    // SAT questions: the form's module they belong to.
    module_id: reference('sat-module', { filterable: true }),
    position: integer({ min: 0, sortable: true }),
    type: choice('questionType', { required: true, default: 'single', filterable: true }),
    passage: richText({ max: 100_000 }),
    stem: richText({ required: true, max: 50_000 }),
    // [{key: 'A', text: '…'}]: the choices of a multiple-choice question.
    options: json(),
    // Correct option keys, or the accepted forms of a short or grid-in answer ('3/4', '.75').
    answers: json({ required: true }),
    marks: integer({ min: 0, max: 100, default: 1 }),
    explanation: richText({ max: 50_000 }),
    quality: choice('questionQuality', { filterable: true }),
    // Domain and skill, e.g. "Algebra · Linear equations in one variable".
    tags: text({ max: 300, searchable: true }),
    sub_score_id: reference('sat-scale', { filterable: true }),
    cross_test_id: reference('sat-scale', { filterable: true }),
  },
  list: { columns: ['position', 'label', 'type', 'module_id', 'marks', 'quality'] },
  scope: { employee: 'questionsOfTaughtExams' },
});

const examAttempt = defineResource({
  name: 'exam-attempt',
  table: 'exam_attempts',
  subject: 'ExamAttempt',
  route: '/admin/exam/attempt',
  title: 'label',
  menu: { group: 'testsResults', icon: 'Timer', order: 4 },
  // Made by students taking the exam (server/domain/assessment/attempts); deleting one lets the
  // student start over.
  operations: ['list', 'show', 'delete'],
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    exam_id: reference('exam', { readOnly: true, filterable: true }),
    student_id: reference('student', { readOnly: true, filterable: true }),
    course_id: reference('course', { readOnly: true, filterable: true }),
    status: choice('attemptStatus', { readOnly: true, filterable: true }),
    // Imported answer sheets are stored as submitted attempts, so every result has its review.
    source: choice('resultSource', { readOnly: true, filterable: true }),
    started_at: datetime({ readOnly: true, sortable: true }),
    submitted_at: datetime({ readOnly: true, sortable: true }),
  },
  list: { columns: ['label', 'status', 'started_at', 'submitted_at'] },
  scope: { employee: 'ofTaughtCourses', student: 'ownStudentRows', parent: 'childrensRows' },
});

const examResult = defineResource({
  name: 'exam-result',
  table: 'exam_results',
  subject: 'ExamResult',
  route: '/admin/exam/result',
  title: 'label',
  menu: { group: 'testsResults', icon: 'Grading', order: 2 },
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    exam_id: reference('exam', {
      required: true,
      filterable: true,
      withinScope: true,
      fixedAfterCreate: true,
    }),
    student_id: reference('student', {
      required: true,
      filterable: true,
      withinScope: true,
      fixedAfterCreate: true,
    }),
    course_id: reference('course', { readOnly: true, filterable: true }),
    marks: integer({ required: true, min: 0, max: 10_000, sortable: true }),
    percent: integer({ readOnly: true, sortable: true }),
    passed: boolean({ readOnly: true, filterable: true }),
    source: choice('resultSource', { readOnly: true, filterable: true }),
    remarks: text({ max: 500 }),
  },
  list: { columns: ['label', 'marks', 'percent', 'passed', 'source', 'updated_at'] },
  scope: {
    employee: 'ofTaughtCourses',
    student: 'releasedOwnResults',
    parent: 'releasedChildrensResults',
  },
});

const satScore = defineResource({
  name: 'sat-score',
  table: 'sat_scores',
  subject: 'SatScore',
  route: '/admin/exam/score',
  title: 'label',
  menu: { group: 'testsResults', icon: 'Leaderboard', order: 3 },
  // Computed on the server from an attempt or an imported answer sheet, never entered.
  operations: ['list', 'show', 'delete'],
  fields: {
    label: text({ readOnly: true, max: 300, searchable: true, sortable: true }),
    exam_id: reference('exam', { readOnly: true, filterable: true }),
    student_id: reference('student', { readOnly: true, filterable: true }),
    course_id: reference('course', { readOnly: true, filterable: true }),
    test_form_id: reference('sat-test-form', { readOnly: true, filterable: true }),
    total_score: integer({ readOnly: true, sortable: true }),
    // {code: {raw, scaled}} per section, sub-score and cross-test scale (scoring's answer).
    section_scores: json({ readOnly: true }),
    sub_scores: json({ readOnly: true }),
    cross_scores: json({ readOnly: true }),
    source: choice('resultSource', { readOnly: true, filterable: true }),
    scored_at: datetime({ readOnly: true, sortable: true }),
  },
  list: { columns: ['label', 'total_score', 'source', 'scored_at'] },
  scope: {
    employee: 'ofTaughtCourses',
    student: 'releasedOwnResults',
    parent: 'releasedChildrensResults',
  },
});

// ── Jobs and applicants (/admin/job, /admin/job/applicant) ─────────────────────────────────────

export const job = defineResource({
  name: 'job',
  table: 'jobs',
  subject: 'Job',
  route: '/admin/job',
  title: 'title',
  // Pickers list jobs through this short list.
  shortList: 'only_jobs',
  menu: { group: 'jobs', icon: 'Work', order: 1 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    department: text({ max: 100, searchable: true, filterable: true }),
    location: text({ max: 190 }),
    employment_type: choice('employmentType', { required: true, filterable: true }),
    vacancies: integer({ min: 1, max: 1000, default: 1 }),
    salary_min: money(),
    salary_max: money(),
    deadline: date({ sortable: true, dateRange: true }),
    description: richText(),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
  list: {
    columns: ['title', 'department', 'employment_type', 'vacancies', 'deadline', 'is_active'],
  },
});

export const jobApplicant = defineResource({
  name: 'job-applicant',
  table: 'job_applicants',
  subject: 'JobApplicant',
  route: '/admin/job/applicant',
  title: 'name',
  menu: { group: 'jobs', icon: 'PersonSearch', order: 2 },
  fields: {
    job_id: reference('job', { required: true, filterable: true }),
    name: text({ required: true, searchable: true, sortable: true }),
    email: email({ required: true, searchable: true }),
    phone: phone({ searchable: true }),
    cv: file({
      accept: [
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    }),
    cover_letter: textarea({ max: 10_000 }),
    // Set directly to any value from the status menu; each change e-mails the applicant (server/domain/hooks).
    status: choice('applicantStatus', {
      default: ApplicantStatus.Applied,
      statusChange: true,
      filterable: true,
    }),
    note: textarea({ max: 5000 }),
  },
  list: { columns: ['name', 'job_id', 'email', 'phone', 'status', 'created_at'] },
});

// ── Mail outbox: every message the product sent or, without SMTP, kept instead of sending ─────

const mail = defineResource({
  name: 'mail',
  table: 'mail_outbox',
  subject: 'Mail',
  route: '/admin/notification/mailOutbox',
  title: 'subject',
  menu: { group: 'notifications', icon: 'Outbox', order: 10 },
  operations: ['list', 'show'],
  fields: {
    to: email({ required: true, max: 500, searchable: true, sortable: true }),
    subject: text({ required: true, max: 300, searchable: true }),
    text: textarea({ max: 100_000 }),
    html: richText({ max: 500_000 }),
    transport: text({ max: 20, filterable: true }),
  },
  list: { columns: ['to', 'subject', 'transport', 'created_at'] },
});

// ── Public-site content (/public/*): blog, gallery, advisors, testimonials, FAQs, contact ──
// Blog and gallery categories are one table, `categories`, told apart by type (`CategoryType`);
// each is a resource of its own over its rows, with its own menu entry and permission.
// Slugs are made from the name or title when left empty (server/domain/site-content/slugs.ts).

/** A category resource over the `categories` rows of one type. */
const categoriesOfType = (o: {
  name: string;
  subject: string;
  route: string;
  icon: string;
  order: number;
  type: CategoryType;
}) =>
  defineResource({
    name: o.name,
    table: 'categories',
    subject: o.subject,
    route: o.route,
    title: 'name',
    menu: { group: 'publicSite', icon: o.icon, order: o.order },
    rows: { type: o.type },
    arrangeOrder: { type: o.name, field: 'position' },
    fields: {
      name: text({ required: true, max: 150, searchable: true, sortable: true }),
      slug: text({ max: 190, unique: true, searchable: true }),
      is_active: boolean({ default: true, toggle: true, filterable: true }),
      position: integer({ min: 0, sortable: true }),
    },
    list: { columns: ['name', 'slug', 'is_active'] },
  });

export const blogCategory = categoriesOfType({
  name: 'blog-category',
  subject: 'BlogCategory',
  route: '/public/blog/category',
  icon: 'Topic',
  order: 12,
  type: CategoryType.Blog,
});

export const galleryCategory = categoriesOfType({
  name: 'gallery-category',
  subject: 'GalleryCategory',
  route: '/public/gallery/category',
  icon: 'PhotoLibrary',
  order: 20,
  type: CategoryType.Gallery,
});

export const blogPost = defineResource({
  name: 'blog-post',
  table: 'blog_posts',
  subject: 'BlogPost',
  route: '/public/blog/post',
  title: 'title',
  // Blog posts show the pending comments count.
  menu: { group: 'publicSite', icon: 'Article', order: 10, badge: 'pending_comments' },
  fields: {
    title: text({ required: true, max: 190, searchable: true, sortable: true }),
    slug: text({ max: 190, unique: true, searchable: true }),
    category_id: reference('blog-category', { required: true, activeOnly: true, filterable: true }),
    cover: image(),
    // The writer when left empty.
    author_id: reference('users', { filterable: true }),
    published_at: datetime({ sortable: true, dateRange: true }),
    status: choice('publishStatus', { default: 'draft', statusChange: true, filterable: true }),
    excerpt: textarea({ max: 500 }),
    body: richText(),
  },
  list: {
    columns: ['cover', 'title', 'category_id', 'author_id', 'published_at', 'status'],
    defaultSort: { field: 'published_at', order: 'desc' },
  },
});

export const blogComment = defineResource({
  name: 'blog-comment',
  table: 'blog_comments',
  subject: 'BlogComment',
  route: '/public/blog/comment',
  title: 'name',
  menu: { group: 'publicSite', icon: 'Comment', order: 11, badge: 'pending_comments' },
  fields: {
    blog_post_id: reference('blog-post', { required: true, filterable: true }),
    name: text({ required: true, max: 150, searchable: true }),
    email: email({ required: true, searchable: true }),
    body: textarea({ required: true, max: 5000 }),
    status: choice('commentStatus', { default: 'pending', statusChange: true, filterable: true }),
  },
  list: { columns: ['name', 'blog_post_id', 'body', 'status', 'created_at'] },
});

export const galleryImage = defineResource({
  name: 'gallery-image',
  table: 'gallery_images',
  subject: 'GalleryImage',
  // Managed on its gallery category's page: no screens of its own.
  title: 'caption',
  arrangeOrder: { type: 'gallery-image', field: 'position' },
  fields: {
    category_id: reference('gallery-category', { required: true, filterable: true }),
    image: image({ required: true }),
    caption: text({ max: 300, searchable: true }),
    position: integer({ min: 0, sortable: true }),
  },
  list: { perPage: 100 },
});

export const advisor = defineResource({
  name: 'advisor',
  table: 'advisors',
  subject: 'Advisor',
  route: '/public/advisor',
  title: 'name',
  menu: { group: 'publicSite', icon: 'SupervisorAccount', order: 30 },
  arrangeOrder: { type: 'advisor', field: 'position' },
  fields: {
    name: text({ required: true, max: 150, searchable: true, sortable: true }),
    designation: text({ max: 190, searchable: true }),
    photo: image(),
    bio: textarea({ max: 5000 }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
  },
  list: { columns: ['photo', 'name', 'designation', 'is_active'] },
});

export const testimonial = defineResource({
  name: 'testimonial',
  table: 'testimonials',
  subject: 'Testimonial',
  route: '/public/testimonial',
  title: 'name',
  menu: { group: 'publicSite', icon: 'FormatQuote', order: 31 },
  arrangeOrder: { type: 'testimonial', field: 'position' },
  fields: {
    name: text({ required: true, max: 150, searchable: true, sortable: true }),
    designation: text({ max: 190 }),
    photo: image(),
    quote: textarea({ required: true, max: 2000 }),
    rating: integer({ required: true, min: 1, max: 5, default: 5, filterable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
  },
  list: { columns: ['photo', 'name', 'designation', 'rating', 'is_active'] },
});

export const faq = defineResource({
  name: 'faq',
  table: 'faqs',
  subject: 'Faq',
  route: '/public/faq',
  title: 'question',
  menu: { group: 'publicSite', icon: 'LiveHelp', order: 32 },
  arrangeOrder: { type: 'faq', field: 'position' },
  fields: {
    question: text({ required: true, max: 300, searchable: true }),
    answer: richText({ required: true, max: 20_000 }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
  },
  list: { columns: ['question', 'is_active'] },
});

export const contactRequest = defineResource({
  name: 'contact-request',
  table: 'contact_requests',
  subject: 'ContactRequest',
  route: '/public/contact_request',
  title: 'subject',
  menu: {
    group: 'publicSite',
    icon: 'ContactMail',
    order: 40,
    badge: 'unhandled_contact_requests',
  },
  fields: {
    name: text({ required: true, max: 150, searchable: true, sortable: true }),
    email: email({ required: true, searchable: true }),
    phone: phone(),
    subject: text({ required: true, max: 190, searchable: true }),
    message: textarea({ required: true, max: 5000 }),
    // Marking handled stamps when and by whom (server/domain/site-content/contact-handling.ts).
    is_handled: boolean({ toggle: true, filterable: true }),
    handled_at: datetime({ readOnly: true }),
    handled_by: reference('users', { readOnly: true }),
    // The last reply e-mailed from POST /api/contact-request/{id}/reply.
    reply: textarea({ readOnly: true, max: 10_000 }),
    replied_at: datetime({ readOnly: true }),
  },
  list: { columns: ['name', 'email', 'subject', 'is_handled', 'created_at'] },
});

// ── E-mail, push and SMS campaigns (issue 7; server/domain/notifications/campaigns) ────────────
// One resource per channel, each over its own table: the channels compose different fields. The
// audience fields are shared; the queue's per-recipient rows are one table for all channels.

/** The audience, timing and progress every campaign has; `through` holds its chosen users. */
const campaignAudience = (through: string) => ({
  audience: choice('campaignAudience', { required: true, default: 'type', filterable: true }),
  user_type: choice('roleType', { filterable: true }),
  course_id: reference('course', { filterable: true }),
  users: references('users', { through, ownKey: 'campaign_id', targetKey: 'user_id' }),
  // Empty: sent as soon as it is saved.
  send_at: datetime({ sortable: true, dateRange: true }),
  status: choice('campaignStatus', { default: 'scheduled', readOnly: true, filterable: true }),
  released_at: datetime({ readOnly: true, sortable: true }),
});

const emailNotification = defineResource({
  name: 'email-notification',
  table: 'email_campaigns',
  subject: 'EmailNotification',
  route: '/admin/notification/emailNotification',
  title: 'subject',
  menu: { group: 'notifications', icon: 'Email', order: 1 },
  fields: {
    subject: text({ required: true, max: 300, searchable: true, sortable: true }),
    body: richText({ required: true, max: 200_000 }),
    ...campaignAudience('email_campaign_users'),
  },
  list: { columns: ['subject', 'audience', 'send_at', 'status', 'created_at'] },
});

const pushNotification = defineResource({
  name: 'push-notification',
  table: 'push_campaigns',
  subject: 'PushNotification',
  route: '/admin/notification/pushNotification',
  title: 'title',
  menu: { group: 'notifications', icon: 'NotificationsActive', order: 2 },
  fields: {
    title: text({ required: true, max: 190, searchable: true, sortable: true }),
    message: textarea({ required: true, max: 1000 }),
    // A path of the app (/student/homeWork) or a full address, opened from the notification.
    link: link(),
    ...campaignAudience('push_campaign_users'),
  },
  list: { columns: ['title', 'audience', 'send_at', 'status', 'created_at'] },
});

const smsNotification = defineResource({
  name: 'sms-notification',
  table: 'sms_campaigns',
  subject: 'SmsNotification',
  route: '/admin/notification/smsNotification',
  title: 'message',
  menu: { group: 'notifications', icon: 'Sms', order: 3 },
  fields: {
    // At most 10 segments of 153 GSM characters (schema/sms-segments.ts).
    message: textarea({ required: true, max: 1530, searchable: true }),
    ...campaignAudience('sms_campaign_users'),
  },
  list: { columns: ['message', 'audience', 'send_at', 'status', 'created_at'] },
});

const smsOutbox = defineResource({
  name: 'sms',
  table: 'sms_outbox',
  subject: 'Sms',
  route: '/admin/notification/smsOutbox',
  title: 'to',
  menu: { group: 'notifications', icon: 'MarkChatRead', order: 11 },
  operations: ['list', 'show'],
  fields: {
    to: phone({ required: true, searchable: true, sortable: true }),
    message: textarea({ required: true, max: 1530, searchable: true }),
    transport: text({ max: 20, filterable: true }),
    provider_id: text({ max: 100 }),
  },
  list: { columns: ['to', 'message', 'transport', 'created_at'] },
});

// ── Finance (paths kept exactly as docs/API.md gives them) ─────────────────────────────────────

const bank = defineResource({
  name: 'bank',
  table: 'banks',
  subject: 'Bank',
  route: '/accounts/banks',
  title: 'name',
  menu: { group: 'accounts', icon: 'AccountBalance', order: 1 },
  fields: {
    name: text({ required: true, unique: true, searchable: true, sortable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
});

const bankAccount = defineResource({
  name: 'bank-account',
  table: 'bank_accounts',
  subject: 'BankAccount',
  route: '/accounts/bank-account',
  title: 'account_name',
  menu: { group: 'accounts', icon: 'AccountBalanceWallet', order: 2 },
  fields: {
    bank_id: reference('bank', { required: true, activeOnly: true, filterable: true }),
    account_name: text({ required: true, searchable: true, sortable: true }),
    account_number: text({
      required: true,
      max: 50,
      unique: true,
      searchable: true,
      sortable: true,
    }),
    branch: text({ max: 100 }),
    opening_balance: money({ default: 0, sortable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
});

const paymentType = defineResource({
  name: 'payment-type',
  table: 'payment_types',
  subject: 'PaymentType',
  route: '/accounts/payment-type',
  title: 'name',
  menu: { group: 'accounts', icon: 'Payments', order: 3 },
  arrangeOrder: { type: 'payment-type', field: 'position' },
  fields: {
    name: text({ required: true, unique: true, searchable: true, sortable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
  },
});

const additionalIncome = defineResource({
  name: 'additional-income',
  table: 'additional_incomes',
  subject: 'AdditionalIncome',
  route: '/accounts/additional-income',
  title: 'title',
  menu: { group: 'accounts', icon: 'AddCard', order: 4 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    amount: money({ required: true, min: 0.01, sortable: true }),
    date: date({ required: true, sortable: true, dateRange: true }),
    bank_account_id: reference('bank-account', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    payment_type_id: reference('payment-type', { activeOnly: true, filterable: true }),
    note: textarea({ max: 2000 }),
  },
  list: { columns: ['title', 'amount', 'date', 'bank_account_id', 'payment_type_id'] },
});

const withdraw = defineResource({
  name: 'withdraw',
  table: 'withdraws',
  subject: 'Withdraw',
  route: '/accounts/withdraw',
  title: 'purpose',
  menu: { group: 'accounts', icon: 'Outbound', order: 5 },
  fields: {
    purpose: text({ required: true, searchable: true, sortable: true }),
    amount: money({ required: true, min: 0.01, sortable: true }),
    date: date({ required: true, sortable: true, dateRange: true }),
    bank_account_id: reference('bank-account', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    note: textarea({ max: 2000 }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
});

const expenseType = defineResource({
  name: 'expense-type',
  table: 'expense_types',
  subject: 'ExpenseType',
  route: '/expenses/types',
  title: 'name',
  menu: { group: 'operationalExpense', icon: 'Category', order: 2 },
  arrangeOrder: { type: 'expense-type', field: 'position' },
  fields: {
    name: text({ required: true, unique: true, searchable: true, sortable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
  },
});

const subExpenseType = defineResource({
  name: 'sub-expense-type',
  table: 'sub_expense_types',
  subject: 'SubExpenseType',
  route: '/expenses/sub-types',
  title: 'name',
  menu: { group: 'operationalExpense', icon: 'AccountTree', order: 3 },
  fields: {
    expense_type_id: reference('expense-type', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    name: text({ required: true, searchable: true, sortable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
});

const expense = defineResource({
  name: 'expense',
  table: 'expenses',
  subject: 'Expense',
  route: '/expenses',
  title: 'title',
  menu: { group: 'operationalExpense', icon: 'ReceiptLong', order: 1 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    expense_type_id: reference('expense-type', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    sub_expense_type_id: reference('sub-expense-type', {
      activeOnly: true,
      filterable: true,
      filteredBy: { field: 'expense_type_id', column: 'expense_type_id' },
    }),
    amount: money({ required: true, min: 0.01, sortable: true }),
    date: date({ required: true, sortable: true, dateRange: true }),
    bank_account_id: reference('bank-account', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    payment_type_id: reference('payment-type', { activeOnly: true, filterable: true }),
    note: textarea({ max: 2000 }),
    attachment: file(),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
  list: { columns: ['title', 'expense_type_id', 'amount', 'date', 'bank_account_id', 'is_active'] },
});

// ── Public site: home page, pages, menus, widgets (/public/homePage/*, /public/settings/*) ─────

export const slider = defineResource({
  name: 'slider',
  table: 'sliders',
  subject: 'Slider',
  route: '/public/homePage/slider',
  title: 'title',
  menu: { group: 'publicSite', icon: 'ViewCarousel', order: 21 },
  arrangeOrder: { type: 'slider', field: 'position' },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    subtitle: text(),
    text: textarea({ max: 2000 }),
    media_type: choice('sliderMediaType', { required: true, default: 'image', filterable: true }),
    image: image({ maxKb: 4096 }),
    video_url: url(),
    // Checked against the embeddable hosts (schema/site/embed.ts) by the slider's rules.
    embed_url: url(),
    button1_label: text({ max: 60 }),
    button1_link: link(),
    button2_label: text({ max: 60 }),
    button2_link: link(),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
  },
  list: { columns: ['image', 'title', 'media_type', 'is_active'] },
});

export const promotion = defineResource({
  name: 'promotion',
  table: 'promotions',
  subject: 'Promotion',
  route: '/public/homePage/promotion',
  title: 'title',
  menu: { group: 'publicSite', icon: 'Campaign', order: 22 },
  arrangeOrder: { type: 'promotion', field: 'position' },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    text: textarea({ max: 2000 }),
    image: image({ maxKb: 4096 }),
    link: link(),
    starts_on: date({ sortable: true }),
    ends_on: date({ sortable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
  },
  list: { columns: ['image', 'title', 'starts_on', 'ends_on', 'is_active'] },
});

export const homeSection = defineResource({
  name: 'home-section',
  table: 'home_sections',
  subject: 'HomeSection',
  route: '/public/homePage/homeSection',
  title: 'title',
  menu: { group: 'publicSite', icon: 'ViewQuilt', order: 23 },
  arrangeOrder: { type: 'home-section', field: 'position' },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    subtitle: text(),
    design_type: choice('sectionDesignType', {
      required: true,
      default: 'text_image',
      filterable: true,
    }),
    layout: choice('sectionLayout', { required: true, default: 'centered' }),
    background_color: color(),
    background_image: image({ maxKb: 4096 }),
    body: richText({ max: 50_000 }),
    media: image({ maxKb: 4096 }),
    button_label: text({ max: 60 }),
    button_link: link(),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
  },
  list: { columns: ['title', 'design_type', 'layout', 'is_active'] },
});

export const page = defineResource({
  name: 'page',
  table: 'pages',
  subject: 'Page',
  route: '/public/settings/page',
  title: 'title',
  menu: { group: 'publicSite', icon: 'Article', order: 34 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    // The public address: made from the title when left empty, like the blog's (slugs.ts).
    slug: text({ max: 190, unique: true, searchable: true, sortable: true }),
    template: choice('pageTemplate', {
      required: true,
      default: PageTemplate.AboutUs,
      filterable: true,
    }),
    content: richText(),
    seo_title: text({ max: 190 }),
    seo_description: textarea({ max: 300 }),
    status: choice('publishStatus', { default: 'draft', statusChange: true, filterable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
  list: { columns: ['title', 'slug', 'template', 'status', 'is_active'] },
});

export const menu = defineResource({
  name: 'menu',
  table: 'menus',
  subject: 'Menu',
  route: '/public/settings/menu',
  title: 'name',
  menu: { group: 'publicSite', icon: 'Menu', order: 35 },
  // Its items are a tree saved whole: GET/PUT /api/menu/{id}/items (server/domain/site/menus).
  fields: {
    name: text({ required: true, max: 100, unique: true, searchable: true, sortable: true }),
    location: choice('menuLocation', { required: true, default: 'header', filterable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
  list: { columns: ['name', 'location', 'is_active'] },
});

/**
 * A menu's items, read-only through the generic API: they are written as one tree with
 * `PUT /api/menu/{id}/items` (server/domain/site/menu-items.ts), which checks links and depth.
 * Declared so the public API can serve a menu with its items.
 */
export const menuItem = defineResource({
  name: 'menu-item',
  table: 'menu_items',
  subject: 'Menu',
  title: 'label',
  operations: ['list', 'show'],
  fields: {
    menu_id: reference('menu', { required: true, filterable: true }),
    parent_id: reference('menu-item', { filterable: true }),
    label: text({ required: true, max: 100 }),
    link_type: text({ required: true, max: 20 }),
    page_id: reference('page'),
    course_id: reference('course'),
    url: link(),
    new_tab: boolean(),
    position: integer({ min: 0 }),
  },
  list: { perPage: 500 },
});

export const widget = defineResource({
  name: 'widget',
  table: 'widgets',
  subject: 'Widget',
  route: '/public/settings/widget',
  title: 'title',
  menu: { group: 'publicSite', icon: 'Widgets', order: 36 },
  arrangeOrder: { type: 'widget', field: 'position' },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    type: choice('widgetType', { required: true, default: WidgetType.Text, filterable: true }),
    placement: choice('widgetPlacement', { required: true, default: 'footer_1', filterable: true }),
    body: richText({ max: 20_000 }),
    menu_id: reference('menu', { activeOnly: true, filterable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
    position: integer({ min: 0, sortable: true }),
  },
  list: { columns: ['title', 'type', 'placement', 'menu_id', 'is_active'] },
});

export const resources: readonly Resource[] = [
  permission,
  role,
  users,
  setting,
  mail,
  emailNotification,
  pushNotification,
  smsNotification,
  smsOutbox,
  courseCategory,
  subject,
  course,
  coupon,
  schedule,
  classSession,
  holiday,
  scheduleCancelRequest,
  student,
  parent,
  studentCourse,
  order,
  orderPayment,
  designation,
  employee,
  employeeRate,
  workingHour,
  overTime,
  tutorPayment,
  job,
  jobApplicant,
  tutoringRequest,
  complain,
  tutorialCategory,
  tutorial,
  attendanceStatus,
  attendance,
  homeWork,
  studentHomeWork,
  courseMaterial,
  satTestForm,
  satScale,
  satConversion,
  satSection,
  satModule,
  exam,
  examQuestion,
  examAttempt,
  examResult,
  satScore,
  bank,
  bankAccount,
  paymentType,
  additionalIncome,
  withdraw,
  expenseType,
  subExpenseType,
  expense,
  blogCategory,
  galleryCategory,
  blogPost,
  blogComment,
  galleryImage,
  advisor,
  testimonial,
  faq,
  contactRequest,
  slider,
  promotion,
  homeSection,
  page,
  menu,
  menuItem,
  widget,
];

checkResources(resources);

export const resourcesByName: ReadonlyMap<string, Resource> = new Map(
  resources.map((r) => [r.name, r]),
);
