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
  date,
  defineResource,
  email,
  file,
  image,
  integer,
  money,
  password,
  phone,
  reference,
  references,
  richText,
  text,
  textarea,
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

// ── Settings (SPEC 3: group, name, value) ──────────────────────────────────────────────────────

const setting = defineResource({
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

// ── Courses (SPEC 2: /admin/course/*) ──────────────────────────────────────────────────────────

const courseCategory = defineResource({
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

const subject = defineResource({
  name: 'subject',
  table: 'subjects',
  subject: 'Subject',
  route: '/admin/course/subject',
  title: 'name',
  menu: { group: 'courses', icon: 'MenuBook', order: 2 },
  fields: {
    name: text({ required: true, unique: true, searchable: true, sortable: true }),
    code: text({ max: 20, unique: true, searchable: true, sortable: true }),
    is_active: boolean({ default: true, toggle: true, filterable: true }),
  },
});

const course = defineResource({
  name: 'course',
  table: 'courses',
  subject: 'Course',
  route: '/admin/course/course',
  title: 'title',
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
    kind: choice('courseKind', { required: true, default: 1, filterable: true }),
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

// ── Jobs and applicants (SPEC 2: /admin/job, /admin/job/applicant) ───────────────────────────────

const job = defineResource({
  name: 'job',
  table: 'jobs',
  subject: 'Job',
  route: '/admin/job',
  title: 'title',
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

const jobApplicant = defineResource({
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
    // SPEC 4: set directly to any value; each change e-mails the applicant (server/domain/hooks).
    status: choice('applicantStatus', { default: 0, statusChange: true, filterable: true }),
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

// ── Finance (SPEC 7 paths kept exactly) ────────────────────────────────────────────────────────

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
    sub_expense_type_id: reference('sub-expense-type', { activeOnly: true, filterable: true }),
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

export const resources: readonly Resource[] = [
  permission,
  role,
  users,
  setting,
  mail,
  courseCategory,
  subject,
  course,
  coupon,
  job,
  jobApplicant,
  bank,
  bankAccount,
  paymentType,
  additionalIncome,
  withdraw,
  expenseType,
  subExpenseType,
  expense,
];

checkResources(resources);

export const resourcesByName: ReadonlyMap<string, Resource> = new Map(
  resources.map((r) => [r.name, r]),
);
