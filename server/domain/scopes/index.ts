/**
 * Row scopes: for a user of one kind, the rows of a resource they may see and change. Each is a
 * where-clause, so the scope is applied in SQL for lists and single rows alike. Each domain's
 * behaviour module binds them to its resources per kind of user.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/types';
import type { RowScope } from '../../resources/behaviour';
import {
  childrenOf,
  coursesOfStudents,
  coursesTaughtBy,
  profileOf,
  readableTutorialCategories as readableCategoryIds,
  schedulesOfCourses,
  schedulesTaughtBy,
} from './relations';

/**
 * Statuses in which a tutor's homework, material and exams are shown to students and parents:
 * published, and closed (homework and exams that take no more answers stay readable).
 */
const LEARNER_VISIBLE_STATUSES = ['published', 'closed'];

const releasedExams = (eb: ExpressionBuilder<Database, string>) =>
  eb.selectFrom('exams').select('exams.id').where('exams.results_released', '=', 1);

/** Rows the user recorded themselves. */
export const createdBySelf: RowScope = (eb, actor, r) => eb(`${r.table}.created_by`, '=', actor.id);
/** The user's own row (of the users table). */
export const self: RowScope = (eb, actor, r) => eb(`${r.table}.id`, '=', actor.id);
/** The user's own profile (employee, student or parent). */
export const ownProfile: RowScope = (eb, actor, r) => eb(`${r.table}.user_id`, '=', actor.id);

// A tutor: the courses they teach, and what hangs off them.
export const taughtCourses: RowScope = (eb, actor, r) =>
  eb(`${r.table}.id`, 'in', coursesTaughtBy(eb, actor));
export const taughtSchedules: RowScope = (eb, actor, r) =>
  eb(`${r.table}.id`, 'in', schedulesTaughtBy(eb, actor));
export const taughtSessions: RowScope = (eb, actor, r) =>
  eb.or([
    eb(`${r.table}.schedule_id`, 'in', schedulesTaughtBy(eb, actor)),
    eb(`${r.table}.tutor_id`, 'in', profileOf(eb, 'employees', actor)),
  ]);
/** Rows of a course the tutor teaches (enrolments, attendance, homework, exams, results…). */
export const ofTaughtCourses: RowScope = (eb, actor, r) =>
  eb(`${r.table}.course_id`, 'in', coursesTaughtBy(eb, actor));
/** The tutor's own billing rows (rates, working hours, overtime, pay runs). */
export const ownEmployeeRows: RowScope = (eb, actor, r) =>
  eb(`${r.table}.employee_id`, 'in', profileOf(eb, 'employees', actor));
/** Questions of the exams of the courses the tutor teaches. */
export const questionsOfTaughtExams: RowScope = (eb, actor, r) =>
  eb(
    `${r.table}.exam_id`,
    'in',
    eb
      .selectFrom('exams')
      .select('exams.id')
      .where('exams.course_id', 'in', coursesTaughtBy(eb, actor)),
  );
export const taughtStudents: RowScope = (eb, actor, r) =>
  eb(
    `${r.table}.id`,
    'in',
    eb
      .selectFrom('student_courses')
      .select('student_courses.student_id')
      .where('student_courses.course_id', 'in', coursesTaughtBy(eb, actor)),
  );
/** Requests the tutor made, and those about the classes they teach. */
export const ownOrTaughtRequests: RowScope = (eb, actor, r) =>
  eb.or([
    eb(`${r.table}.created_by`, '=', actor.id),
    eb(`${r.table}.schedule_id`, 'in', schedulesTaughtBy(eb, actor)),
  ]);

// A student: their enrolments, and the courses, schedules and sessions these give them.
/** The student's own rows (enrolments, attendance, submissions, attempts). */
export const ownStudentRows: RowScope = (eb, actor, r) =>
  eb(`${r.table}.student_id`, 'in', profileOf(eb, 'students', actor));
/** What the tutor published for the student's courses (homework, material, exams). */
export const publishedOfEnrolledCourses: RowScope = (eb, actor, r) =>
  eb.and([
    eb(`${r.table}.course_id`, 'in', coursesOfStudents(eb, profileOf(eb, 'students', actor))),
    eb(`${r.table}.status`, 'in', LEARNER_VISIBLE_STATUSES),
  ]);
/** The student's results, once their exam's results are released. */
export const releasedOwnResults: RowScope = (eb, actor, r) =>
  eb.and([
    eb(`${r.table}.student_id`, 'in', profileOf(eb, 'students', actor)),
    eb(`${r.table}.exam_id`, 'in', releasedExams(eb)),
  ]);
export const enrolledCourses: RowScope = (eb, actor, r) =>
  eb(`${r.table}.id`, 'in', coursesOfStudents(eb, profileOf(eb, 'students', actor)));
export const enrolledSchedules: RowScope = (eb, actor, r) =>
  eb(
    `${r.table}.id`,
    'in',
    schedulesOfCourses(eb, coursesOfStudents(eb, profileOf(eb, 'students', actor))),
  );
export const enrolledSessions: RowScope = (eb, actor, r) =>
  eb(
    `${r.table}.schedule_id`,
    'in',
    schedulesOfCourses(eb, coursesOfStudents(eb, profileOf(eb, 'students', actor))),
  );

// A parent: the same, for each linked child.
export const ownChildren: RowScope = (eb, actor, r) =>
  eb(`${r.table}.id`, 'in', childrenOf(eb, actor));
export const childrensRows: RowScope = (eb, actor, r) =>
  eb(`${r.table}.student_id`, 'in', childrenOf(eb, actor));
export const publishedOfChildrensCourses: RowScope = (eb, actor, r) =>
  eb.and([
    eb(`${r.table}.course_id`, 'in', coursesOfStudents(eb, childrenOf(eb, actor))),
    eb(`${r.table}.status`, 'in', LEARNER_VISIBLE_STATUSES),
  ]);
export const releasedChildrensResults: RowScope = (eb, actor, r) =>
  eb.and([
    eb(`${r.table}.student_id`, 'in', childrenOf(eb, actor)),
    eb(`${r.table}.exam_id`, 'in', releasedExams(eb)),
  ]);
export const childrensCourses: RowScope = (eb, actor, r) =>
  eb(`${r.table}.id`, 'in', coursesOfStudents(eb, childrenOf(eb, actor)));
export const childrensSchedules: RowScope = (eb, actor, r) =>
  eb(`${r.table}.id`, 'in', schedulesOfCourses(eb, coursesOfStudents(eb, childrenOf(eb, actor))));
export const childrensSessions: RowScope = (eb, actor, r) =>
  eb(
    `${r.table}.schedule_id`,
    'in',
    schedulesOfCourses(eb, coursesOfStudents(eb, childrenOf(eb, actor))),
  );

// Readers of tutorials: active categories open to everyone or to the reader's role.
export const readableTutorialCategories: RowScope = (eb, actor, r) =>
  eb(`${r.table}.id`, 'in', readableCategoryIds(eb, actor));
export const readableTutorials: RowScope = (eb, actor, r) =>
  eb.and([
    eb(`${r.table}.is_active`, '=', 1),
    eb(`${r.table}.category_id`, 'in', readableCategoryIds(eb, actor)),
  ]);
