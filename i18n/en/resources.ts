/**
 * Labels of everything resources.config.ts declares (resource names, fields, menu groups, enum
 * values), the SPEC 8 notification texts, and the texts of the generated screens.
 */
export const resources = {
  permission: {
    name: 'Permission |||| Permissions',
    fields: { action: 'Action', subject: 'Subject' },
  },
  role: {
    name: 'Role |||| Roles',
    fields: { name: 'Name', type: 'Type', is_active: 'Active', permissions: 'Permissions' },
  },
  users: {
    name: 'User |||| Users',
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      phone: 'Phone',
      role_id: 'Role',
      status: 'Status',
      image: 'Photo',
      password: 'Password',
      permissions: 'Permissions',
    },
  },
  setting: {
    name: 'Setting |||| Settings',
    fields: { group: 'Group', name: 'Key', value: 'Value' },
  },
  'course-category': {
    name: 'Course category |||| Course categories',
    fields: { name: 'Name', description: 'Description', is_active: 'Active', position: 'Position' },
  },
  subject: {
    name: 'Subject |||| Subjects',
    fields: { name: 'Name', code: 'Code', is_active: 'Active' },
  },
  course: {
    name: 'Course |||| Courses',
    fields: {
      title: 'Title',
      category_id: 'Category',
      subjects: 'Subjects',
      kind: 'Kind',
      level: 'Level',
      price: 'Price',
      duration_hours: 'Duration (hours)',
      duration_weeks: 'Duration (weeks)',
      capacity: 'Capacity',
      start_date: 'Starts',
      end_date: 'Ends',
      cover: 'Cover image',
      description: 'Description',
      status: 'Status',
      is_active: 'Active',
    },
  },
  coupon: {
    name: 'Coupon |||| Coupons',
    fields: {
      code: 'Code',
      discount_type: 'Discount type',
      discount_value: 'Discount',
      course_id: 'Course (empty: every course)',
      valid_from: 'Valid from',
      valid_to: 'Valid to',
      usage_limit: 'Usage limit',
      used_count: 'Times used',
      min_spend: 'Minimum spend',
      max_spend: 'Maximum spend',
      is_active: 'Active',
    },
  },
  mail: {
    name: 'Sent e-mail |||| Sent e-mails',
    fields: {
      to: 'To',
      subject: 'Subject',
      text: 'Text',
      html: 'HTML',
      transport: 'Transport',
      created_at: 'Sent at',
    },
  },
  bank: {
    name: 'Bank |||| Banks',
    fields: { name: 'Name', is_active: 'Active' },
  },
  'bank-account': {
    name: 'Bank account |||| Bank accounts',
    fields: {
      bank_id: 'Bank',
      account_name: 'Account name',
      account_number: 'Account number',
      branch: 'Branch',
      opening_balance: 'Opening balance',
      is_active: 'Active',
    },
  },
  'payment-type': {
    name: 'Payment type |||| Payment types',
    fields: { name: 'Name', is_active: 'Active', position: 'Position' },
  },
  'additional-income': {
    name: 'Additional income |||| Additional incomes',
    fields: {
      title: 'Title',
      amount: 'Amount',
      date: 'Date',
      bank_account_id: 'Bank account',
      payment_type_id: 'Payment type',
      note: 'Note',
    },
  },
  withdraw: {
    name: 'Withdrawal |||| Withdrawals',
    fields: {
      purpose: 'Purpose',
      amount: 'Amount',
      date: 'Date',
      bank_account_id: 'Bank account',
      note: 'Note',
      is_active: 'Active',
    },
  },
  'expense-type': {
    name: 'Expense type |||| Expense types',
    fields: { name: 'Name', is_active: 'Active', position: 'Position' },
  },
  'sub-expense-type': {
    name: 'Expense sub-type |||| Expense sub-types',
    fields: { expense_type_id: 'Expense type', name: 'Name', is_active: 'Active' },
  },
  expense: {
    name: 'Expense |||| Expenses',
    fields: {
      title: 'Title',
      expense_type_id: 'Expense type',
      sub_expense_type_id: 'Expense sub-type',
      amount: 'Amount',
      date: 'Date',
      bank_account_id: 'Bank account',
      payment_type_id: 'Payment type',
      note: 'Note',
      attachment: 'Attachment',
      is_active: 'Active',
    },
  },
};

/** Sidebar group names (schema/menu.ts), read by the shell's menu. */
export const menu = {
  groups: {
    dashboard: 'Dashboard',
    tutorials: 'Tutorials',
    rolePermission: 'Role & Permission',
    user: 'User',
    operationalExpense: 'Operational Expense',
    accounts: 'Accounts',
    orders: 'Orders',
    students: 'Students',
    courses: 'Courses',
    testsResults: 'Tests & Results',
    employees: 'Employees',
    billing: 'Billing',
    myBilling: 'My Billing',
    jobs: 'Jobs',
    tutoringRequests: 'Tutoring Requests',
    messages: 'Messages',
    notifications: 'Notifications',
    complaints: 'Complaints',
    publicSite: 'Public Site',
    employeePanel: 'Employee Panel',
    studentPanel: 'Student Panel',
    parentPanel: 'Parent Panel',
  },
};

/** Labels of the fixed value lists (schema/enums.ts); the stored values are shared. */
export const enums = {
  roleType: { 1: 'Admin', 2: 'Employee', 3: 'Student', 4: 'Parent', 5: 'Affiliation' },
  dayOfWeek: {
    1: 'Saturday',
    2: 'Sunday',
    3: 'Monday',
    4: 'Tuesday',
    5: 'Wednesday',
    6: 'Thursday',
    7: 'Friday',
  },
  userStatus: { active: 'Active', inactive: 'Inactive' },
  permissionAction: { read: 'Read', create: 'Create', update: 'Update', delete: 'Delete' },
  courseKind: { 1: 'Group class', 2: 'One-on-one' },
  courseStatus: { draft: 'Draft', published: 'Published', archived: 'Archived' },
  discountType: { percent: 'Percentage', fixed: 'Fixed amount' },
};

/** SPEC 8, worded exactly; merged under `app.notify`. */
export const notify = {
  fetch_error: 'An error occurred while fetching the data!',
  error_title: 'Error',
  save_error: 'Some error occurred!',
  generic_error: 'Something went wrong!!',
  delete_error_title: 'Error!',
  delete_error: 'Error deleting %{item}',
  arrange_error: 'Error arranging data',
  success_title: 'Success!',
  created: '%{title} created successfully!',
  updated: '%{title} updated successfully!',
  done: 'Process completed successfully!',
  confirm_title: 'Are you sure?',
  confirm_delete: 'Do you want to delete this %{item}?',
  yes: 'Yes',
  deleted_title: 'Deleted!',
  deleted: '%{item} has been deleted!',
  status_confirm: 'Do you want to change status',
};

/** Texts of the generated list, show and form screens. */
export const screens = {
  search: 'Search',
  date_from: 'From',
  date_to: 'To',
  id: 'ID',
  created_at: 'Created',
  updated_at: 'Updated',
  change_status: 'Change status',
  toggle: 'Switch %{field}',
  arrange: 'Arrange order',
  arrange_hint: 'Drag the rows into the order you want, then save.',
  arrange_save: 'Save order',
  drag_handle: 'Drag to move %{item}',
  preview: 'Preview of %{field}',
  open_file: 'Open file',
  empty: 'No %{name} yet.',
  empty_invite: 'Do you want to add one?',
  actions: 'Actions',
};
