/**
 * Students and parents (/admin/student/*).
 * Each profile has a sign-in account (users row) that server/domain/people keeps in step: name,
 * e-mail, phone, photo and password are written to both in the same transaction.
 */
import { choice, date, defineResource, reference, references, text, textarea } from '../schema';
import { account, basicListChoice, ownOrOfTaughtCourse, person } from './presets';

export const student = defineResource({
  name: 'student',
  table: 'students',
  subject: 'Students',
  defaultAccess: { employee: ['read'], student: ['read'], parent: ['read'] },
  route: '/admin/student/student',
  title: 'full_name',
  menu: { group: 'students', icon: 'Face', order: 1 },
  fields: {
    ...person,
    student_no: text({ max: 30, unique: true, searchable: true, sortable: true }),
    date_of_birth: date(),
    gender_id: basicListChoice('gender'),
    religion_id: basicListChoice('religion'),
    blood_group_id: basicListChoice('blood-group'),
    school: text({ max: 190 }),
    grade: text({ max: 50, filterable: true }),
    address: textarea({ max: 1000 }),
    parents: references('parent', {
      through: 'parent_students',
      ownKey: 'student_id',
      targetKey: 'parent_id',
      inverse: true,
    }),
    // The affiliate who referred the student (docs/DOMAIN.md "Affiliates"); an admin may change it.
    affiliate_id: reference('affiliate', { onDelete: 'set null', filterable: true }),
    ...account,
  },
  // Twenty fields: the profile first, school and family next, the sign-in last.
  form: {
    tabs: [
      {
        name: 'profile',
        sections: [
          {
            name: 'identity',
            rows: [
              'full_name',
              ['first_name', 'last_name'],
              ['student_no', 'date_of_birth'],
              ['gender_id', 'religion_id'],
              'blood_group_id',
              'image',
            ],
          },
          { name: 'contact', rows: [['email', 'phone'], 'address'] },
        ],
      },
      {
        name: 'school',
        sections: [
          { name: 'school', rows: [['school', 'grade']] },
          { name: 'family', rows: ['parents'] },
        ],
      },
      { name: 'account', sections: [{ rows: [['password', 'is_active'], 'affiliate_id'] }] },
    ],
  },
  list: {
    columns: [
      'image',
      'student_no',
      'full_name',
      'courses',
      'balance_due',
      'phone',
      'grade',
      'is_active',
    ],
    optionalColumns: ['email', 'school', 'date_of_birth', 'affiliate_id', 'created_at'],
    // The courses of the enrolments not cancelled, and what the student's orders still owe.
    computed: {
      courses: { type: 'references', resource: 'course', filterable: true },
      balance_due: { type: 'money' },
    },
  },
  scope: { employee: true, student: { user_id: 'self' }, parent: { id: 'children' } },
});

export const parent = defineResource({
  name: 'parent',
  table: 'parents',
  subject: 'Parents',
  defaultAccess: { parent: ['read'] },
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
  scope: { parent: { user_id: 'self' } },
});

export const studentCourse = defineResource({
  name: 'student-course',
  table: 'student_courses',
  subject: 'StudentCourse',
  defaultAccess: { employee: ['read'], student: ['read'], parent: ['read'] },
  route: '/admin/student/studentCourse',
  title: 'label',
  composedTitle: {},
  menu: { group: 'students', icon: 'HowToReg', order: 2 },
  storage: { indexes: [{ columns: ['student_id', 'course_id'], unique: true }] },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
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
    // The dashboard's new enrolments are those made in its period.
    createdRange: true,
  },
  scope: ownOrOfTaughtCourse,
});
