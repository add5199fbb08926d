/**
 * What each kind of user may do on a fresh install. Admins get every permission; the others get
 * their panel, the dashboard (read Auth) and the shared pages. Admins change these at
 * /rolePermission/* afterwards; this is only the starting point the seed writes.
 */
import { enums, type UserKind } from '../../../schema';
import { resources } from '../../../resources.config';

export interface AbilityPair {
  action: string;
  subject: string;
}

/** Subjects of pages that are not resources (the sidebar's guards). */
export const PAGE_SUBJECTS = [
  'Auth',
  'Admin',
  'Employee',
  'Student',
  'Parent',
  'Message',
  'Notification',
];

export function allPermissions(): AbilityPair[] {
  const subjects = [...PAGE_SUBJECTS, ...new Set(resources.map((r) => r.subject))];
  return subjects.flatMap((subject) =>
    enums.permissionAction.map((action) => ({ action, subject })),
  );
}

const everyone: AbilityPair[] = [
  { action: 'read', subject: 'Auth' },
  { action: 'read', subject: 'Setting' },
  { action: 'read', subject: 'Notification' },
  { action: 'update', subject: 'Notification' },
];
const chat: AbilityPair[] = [
  { action: 'read', subject: 'Message' },
  { action: 'create', subject: 'Message' },
];

const read = (...subjects: string[]): AbilityPair[] =>
  subjects.map((subject) => ({ action: 'read', subject }));
const file = (...subjects: string[]): AbilityPair[] =>
  subjects.flatMap((subject) => [
    { action: 'read', subject },
    { action: 'create', subject },
  ]);

/** What every signed-in person does: file complaints, read tutorials. */
const shared = [...file('Complain'), ...read('Tutorial', 'TutorialCategory')];
const manage = (...subjects: string[]): AbilityPair[] =>
  subjects.flatMap((subject) =>
    (['read', 'create', 'update', 'delete'] as const).map((action) => ({ action, subject })),
  );

/** Class records, always narrowed by the resource's row scope for the kind (resources.config.ts). */
const classes = read('Course', 'Schedule', 'ClassSession', 'StudentCourse', 'Students');
/** What students and parents follow of class work: published, their own, or released. */
const learning = read(
  'AttendanceStatus',
  'Attendance',
  'HomeWork',
  'StudentHomeWork',
  'CourseMaterial',
  'Exam',
  'ExamAttempt',
  'ExamResult',
  'SatScore',
);

export function defaultAbilities(kind: UserKind): AbilityPair[] {
  switch (kind) {
    case 'admin':
      return allPermissions();
    case 'employee':
      return [
        ...everyone,
        ...chat,
        ...shared,
        ...classes,
        ...read('Employee', 'Employees'),
        ...file('ScheduleCancelRequest'),
        // A tutor runs the class work of the courses they teach (row scopes narrow each).
        ...manage('Attendance', 'HomeWork', 'CourseMaterial', 'Exam', 'ExamQuestion', 'ExamResult'),
        ...read(
          'AttendanceStatus',
          'ExamAttempt',
          'SatScore',
          'SatTestForm',
          'SatScale',
          'SatSection',
        ),
        { action: 'read', subject: 'StudentHomeWork' },
        { action: 'update', subject: 'StudentHomeWork' },
        // Own billing: hours and overtime are entered for approval; rates and pay runs are read.
        ...file('WorkingHour', 'OverTime'),
        ...read('EmployeeRate', 'TutorPayment'),
      ];
    case 'student':
      return [
        ...everyone,
        ...chat,
        ...shared,
        ...classes,
        ...read('Student'),
        ...file('ScheduleCancelRequest'),
        ...learning,
        // Submitting homework: their own, while it is open (server/domain/assessment).
        { action: 'create', subject: 'StudentHomeWork' },
        // Taking exams online: their own attempts (server/domain/assessment/attempts).
        { action: 'create', subject: 'ExamAttempt' },
        { action: 'update', subject: 'StudentHomeWork' },
        ...read('Order', 'OrderPayment'),
      ];
    case 'parent':
      return [
        ...everyone,
        ...chat,
        ...shared,
        ...classes,
        ...learning,
        ...read('Parent', 'Parents', 'Order', 'OrderPayment'),
      ];
    case 'affiliation':
      return [...everyone, ...shared];
  }
}
