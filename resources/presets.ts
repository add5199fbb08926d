/**
 * Shapes many resources share, so each is written once: default access for everyone, the row
 * scopes of class work, orders and billing, the active switch, the position that arrange-order
 * writes, and the person and sign-in fields of employee, student and parent profiles.
 */
import {
  boolean,
  email,
  image,
  integer,
  password,
  phone,
  reference,
  text,
  type DefaultAccess,
  type PermissionAction,
} from '../schema';

/**
 * The Bangla name of a reference-data row the centre names (an attendance status, an expense
 * type): optional, since rows from before it existed have none and are shown by their English
 * name. The resource names it in `titleIn: { bn: 'name_bn' }` (docs/CONFIG.md).
 */
export const banglaName = (max = 190) => text({ max, searchable: true });

/** Default access for every kind of signed-in user (admins hold every ability anyway). */
export const forEveryone = (...actions: PermissionAction[]): DefaultAccess => ({
  employee: actions,
  student: actions,
  parent: actions,
  affiliation: actions,
});

/** Class work a tutor writes and students and parents follow: homework, material, exams. */
export const tutorsManageLearnersRead: DefaultAccess = {
  employee: ['read', 'create', 'update', 'delete'],
  student: ['read'],
  parent: ['read'],
};

/**
 * Statuses in which a tutor's homework, material and exams are shown to students and parents:
 * published, and closed (homework and exams that take no more answers stay readable).
 */
const LEARNER_VISIBLE_STATUSES = ['published', 'closed'] as const;

/** Row scope of what a tutor publishes for a course: homework, material, exams. */
export const publishedOrOfTaughtCourse = {
  employee: { course_id: 'taughtCourses' },
  student: { course_id: 'enrolledCourses', status: LEARNER_VISIBLE_STATUSES },
  parent: { course_id: 'childrensCourses', status: LEARNER_VISIBLE_STATUSES },
} as const;

/** Row scope of a learner's records in a course: attendance, submissions, attempts, enrolments. */
export const ownOrOfTaughtCourse = {
  employee: { course_id: 'taughtCourses' },
  student: { student_id: 'ownStudent' },
  parent: { student_id: 'children' },
} as const;

/** Row scope of what a student buys: their own, and a parent's children's. */
export const ownOrChildrens = {
  student: { student_id: 'ownStudent' },
  parent: { student_id: 'children' },
} as const;

/** Row scope of a tutor's billing rows: their own. */
export const ownEmployeeRows = { employee: { employee_id: 'ownEmployee' } } as const;

/** The course a tutor's class work is for: one they teach (their row scope of courses). */
export const taughtCourse = () =>
  reference('course', { onDelete: 'cascade', required: true, filterable: true, withinScope: true });

/**
 * The course a record belongs to, derived by the server from what it refers to (an attendance's
 * session, a submission's homework), so that row scopes are one indexed comparison.
 */
export const courseOfRecord = () =>
  reference('course', { notNull: true, onDelete: 'cascade', readOnly: true, filterable: true });

/** Whether the row is in use; flipped in place from lists (`PUT /api/{resource}/toggle/{id}`). */
export const activeToggle = () => boolean({ default: true, toggle: true, filterable: true });

/**
 * The row's place in its list, written by `POST /api/arrange-order/{type}`. Stored not null with
 * 0 as the database default unless the options say otherwise.
 */
export const arrangePosition = (o: Parameters<typeof integer>[0] = {}) =>
  integer({ min: 0, sortable: true, notNull: true, columnDefault: 0, ...o });

/**
 * A person's value from one of the basic lists (resources/basic-lists.ts): only active rows are
 * offered, and a record keeps a value that has since been retired.
 */
export const basicListChoice = (list: 'religion' | 'gender' | 'blood-group' | 'marital-status') =>
  reference(list, { activeOnly: true, filterable: true });

/** Who a person is: their account, name and contact (employees, students, parents). */
export const person = {
  user_id: reference('users', { readOnly: true, unique: true, notNull: true }),
  full_name: text({ readOnly: true, notNull: true, searchable: true, sortable: true }),
  first_name: text({ required: true, max: 100 }),
  last_name: text({ max: 100 }),
  email: email({ required: true, unique: true, searchable: true }),
  phone: phone({ searchable: true }),
  image: image({ maxKb: 1024 }),
};

/** Whether they may sign in, and the password they do it with (given to the account only). */
export const account = {
  is_active: activeToggle(),
  password: password({ virtual: true }),
};
