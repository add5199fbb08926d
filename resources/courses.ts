/**
 * Courses (/admin/course/*).
 */
import {
  choice,
  date,
  defineResource,
  image,
  integer,
  money,
  reference,
  references,
  richText,
  text,
  textarea,
  CourseKind,
  endsAfterStart,
  notBelow,
  percentAtMostHundred,
} from '../schema';
import { activeToggle, arrangePosition, banglaName } from './presets';

export const courseCategory = defineResource({
  name: 'course-category',
  table: 'course_categories',
  subject: 'CourseCategory',
  route: '/admin/course/category',
  title: 'name',
  titleIn: { bn: 'name_bn' },
  menu: { group: 'courses', icon: 'FolderSpecial', order: 1 },
  arrangeOrder: { type: 'course-category', field: 'position' },
  fields: {
    name: text({ required: true, unique: true, searchable: true, sortable: true }),
    name_bn: banglaName(),
    description: textarea({ max: 2000 }),
    is_active: activeToggle(),
    position: arrangePosition(),
  },
  list: { columns: ['name', 'name_bn', 'is_active'] },
});

export const subject = defineResource({
  name: 'subject',
  table: 'subjects',
  subject: 'Subject',
  route: '/admin/course/subject',
  title: 'name',
  titleIn: { bn: 'name_bn' },
  shortList: 'only_subjects',
  menu: { group: 'courses', icon: 'MenuBook', order: 2 },
  fields: {
    name: text({ required: true, unique: true, searchable: true, sortable: true }),
    name_bn: banglaName(),
    code: text({ max: 20, unique: true, searchable: true, sortable: true }),
    is_active: activeToggle(),
  },
});

export const course = defineResource({
  name: 'course',
  table: 'courses',
  subject: 'Course',
  defaultAccess: { employee: ['read'], student: ['read'], parent: ['read'] },
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
      onDelete: 'restrict',
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
    is_active: activeToggle(),
  },
  rules: [endsAfterStart('start_date', 'end_date')],
  form: {
    sections: [
      { name: 'basics', rows: [['title', 'category_id'], ['kind', 'level'], 'subjects', 'tutors'] },
      {
        name: 'schedule',
        rows: [
          ['price', 'capacity'],
          ['duration_hours', 'duration_weeks'],
          ['start_date', 'end_date'],
        ],
      },
      { name: 'content', rows: ['cover', 'description'] },
      { name: 'publishing', rows: [['status', 'is_active']] },
    ],
  },
  list: {
    columns: [
      'title',
      'category_id',
      'tutors',
      'capacity',
      'seats_taken',
      'price',
      'start_date',
      'status',
      'is_active',
    ],
    optionalColumns: ['cover', 'kind', 'level', 'subjects', 'end_date', 'duration_weeks'],
    // Pending and active enrolments, as the seat rule counts them (docs/DOMAIN.md).
    computed: { seats_taken: { type: 'integer' } },
  },
  // A tutor sees the courses they teach; a student the ones they are enrolled in; a parent
  // their children's.
  scope: {
    employee: { id: 'taughtCourses' },
    student: { id: 'enrolledCourses' },
    parent: { id: 'childrensCourses' },
  },
});

export const coupon = defineResource({
  name: 'coupon',
  table: 'coupons',
  subject: 'Coupon',
  route: '/admin/course/coupon',
  title: 'code',
  menu: { group: 'courses', icon: 'LocalOffer', order: 4 },
  fields: {
    code: text({ required: true, max: 40, unique: true, searchable: true, sortable: true }),
    discount_type: choice('discountType', { length: 10, required: true, filterable: true }),
    discount_value: money({ required: true, min: 0.01 }),
    // Empty: the coupon applies to every course.
    course_id: reference('course', { activeOnly: true, filterable: true }),
    valid_from: date({ sortable: true }),
    valid_to: date({ sortable: true, dateRange: true }),
    usage_limit: integer({ min: 1 }),
    used_count: integer({ readOnly: true, default: 0 }),
    min_spend: money(),
    max_spend: money(),
    is_active: activeToggle(),
  },
  rules: [
    endsAfterStart('valid_from', 'valid_to'),
    notBelow('min_spend', 'max_spend'),
    percentAtMostHundred('discount_type', 'discount_value'),
  ],
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
