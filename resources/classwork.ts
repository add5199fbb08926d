/**
 * Class work: attendance, homework, course material.
 * Rows that belong to a course's students carry `course_id` (derived by the server) so that the
 * tutor's, student's and parent's scopes are one indexed comparison.
 */
import {
  boolean,
  choice,
  color,
  date,
  datetime,
  defineResource,
  file,
  integer,
  pastWhile,
  reference,
  richText,
  text,
  textarea,
  url,
  MaterialKind,
} from '../schema';
import {
  activeToggle,
  arrangePosition,
  banglaName,
  courseOfRecord,
  ownOrOfTaughtCourse,
  publishedOrOfTaughtCourse,
  taughtCourse,
  tutorsManageLearnersRead,
} from './presets';

export const attendanceStatus = defineResource({
  name: 'attendance-status',
  table: 'attendance_statuses',
  subject: 'AttendanceStatus',
  defaultAccess: { employee: ['read'], student: ['read'], parent: ['read'] },
  route: '/admin/student/attendanceStatus',
  title: 'name',
  titleIn: { bn: 'name_bn' },
  menu: { group: 'students', icon: 'Rule', order: 6, action: 'update' },
  arrangeOrder: { type: 'attendance-status', field: 'position' },
  fields: {
    name: text({ required: true, max: 60, unique: true, searchable: true, sortable: true }),
    name_bn: banglaName(60),
    // Counted as attended in attendance rates (present, late); absent and excused are not.
    counts_as_present: boolean({ default: true, filterable: true }),
    // Excused absences leave the rate's denominator: the student was not expected.
    excused: boolean({ default: false }),
    color: color(),
    is_active: activeToggle(),
    position: arrangePosition({ notNull: false, columnDefault: null }),
  },
  list: { columns: ['name', 'name_bn', 'counts_as_present', 'excused', 'color', 'is_active'] },
});

export const attendance = defineResource({
  name: 'attendance',
  table: 'attendances',
  subject: 'Attendance',
  defaultAccess: tutorsManageLearnersRead,
  route: '/admin/student/attendance',
  title: 'label',
  composedTitle: { endsWith: { field: 'date', as: 'date' } },
  menu: { group: 'students', icon: 'FactCheck', order: 5 },
  storage: { indexes: [{ columns: ['schedule_id', 'date', 'student_id'], unique: true }] },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    schedule_id: reference('schedule', {
      onDelete: 'cascade',
      required: true,
      filterable: true,
      withinScope: true,
    }),
    date: date({ required: true, sortable: true, dateRange: true }),
    student_id: reference('student', {
      onDelete: 'cascade',
      required: true,
      filterable: true,
      withinScope: true,
      fixedAfterCreate: true,
    }),
    course_id: courseOfRecord(),
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
  scope: ownOrOfTaughtCourse,
});

export const homeWork = defineResource({
  name: 'home-work',
  table: 'home_works',
  subject: 'HomeWork',
  defaultAccess: tutorsManageLearnersRead,
  route: '/employee/homeWork',
  title: 'title',
  menu: { group: 'courses', icon: 'Assignment', order: 9 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    course_id: taughtCourse(),
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
  // Published already due: every learner sees it late at once. Allowed (a make-up task), with advice.
  warnings: [pastWhile('due_date', 'status', 'published')],
  list: { columns: ['title', 'course_id', 'due_date', 'total_mark', 'status'] },
  scope: publishedOrOfTaughtCourse,
});

export const studentHomeWork = defineResource({
  name: 'student-home-work',
  table: 'student_home_works',
  subject: 'StudentHomeWork',
  defaultAccess: {
    employee: ['read', 'update'],
    student: ['read', 'create', 'update'],
    parent: ['read'],
  },
  route: '/employee/homeWork/submission',
  title: 'label',
  composedTitle: {},
  menu: { group: 'courses', icon: 'AssignmentTurnedIn', order: 10 },
  storage: { indexes: [{ columns: ['home_work_id', 'student_id'], unique: true }] },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    home_work_id: reference('home-work', {
      onDelete: 'cascade',
      required: true,
      filterable: true,
      withinScope: true,
      fixedAfterCreate: true,
    }),
    // A student's own profile when they submit (server/domain/assessment/homework/submission-rules.ts).
    student_id: reference('student', {
      notNull: true,
      onDelete: 'cascade',
      filterable: true,
      withinScope: true,
      fixedAfterCreate: true,
    }),
    course_id: courseOfRecord(),
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
  scope: ownOrOfTaughtCourse,
});

export const courseMaterial = defineResource({
  name: 'course-material',
  table: 'course_materials',
  subject: 'CourseMaterial',
  defaultAccess: tutorsManageLearnersRead,
  route: '/employee/courseMaterial',
  title: 'title',
  menu: { group: 'courses', icon: 'LibraryBooks', order: 11 },
  arrangeOrder: { type: 'course-material', field: 'position' },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    course_id: taughtCourse(),
    kind: choice('materialKind', { required: true, default: MaterialKind.File, filterable: true }),
    // A file for kind 1; a link for video (2) and link (3).
    file: file({ maxKb: 51_200 }),
    url: url(),
    description: textarea({ max: 5000 }),
    // Set directly to any value from the list's status menu.
    status: choice('publishStatus', { default: 'published', statusChange: true, filterable: true }),
    position: arrangePosition({ notNull: false, columnDefault: null }),
  },
  list: { columns: ['title', 'course_id', 'kind', 'status'] },
  scope: publishedOrOfTaughtCourse,
});
