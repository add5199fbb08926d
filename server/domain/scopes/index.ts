/**
 * Row scopes named in resources.config.ts (`scope: { employee: 'taughtCourses' }`): for a user of
 * that kind, the rows of the resource they may see and change. Each is a where-clause, so the
 * scope is applied in SQL for lists and single rows alike.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Resource } from '../../../schema';
import type { Database } from '../../db/types';
import type { Actor } from '../../resources/context';
import {
  childrenOf,
  coursesOfStudents,
  coursesTaughtBy,
  profileOf,
  readableTutorialCategories,
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

export type RowScope = (
  eb: ExpressionBuilder<Database, string>,
  actor: Actor,
  resource: Resource,
) => Expression<SqlBool>;

export const rowScopes: Record<string, RowScope> = {
  /** Rows the user recorded themselves. */
  createdBySelf: (eb, actor, r) => eb(`${r.table}.created_by`, '=', actor.id),
  /** The user's own row (of the users table). */
  self: (eb, actor, r) => eb(`${r.table}.id`, '=', actor.id),
  /** The user's own profile (employee, student or parent). */
  ownProfile: (eb, actor, r) => eb(`${r.table}.user_id`, '=', actor.id),

  // A tutor: the courses they teach, and what hangs off them.
  taughtCourses: (eb, actor, r) => eb(`${r.table}.id`, 'in', coursesTaughtBy(eb, actor)),
  taughtSchedules: (eb, actor, r) => eb(`${r.table}.id`, 'in', schedulesTaughtBy(eb, actor)),
  taughtSessions: (eb, actor, r) =>
    eb.or([
      eb(`${r.table}.schedule_id`, 'in', schedulesTaughtBy(eb, actor)),
      eb(`${r.table}.tutor_id`, 'in', profileOf(eb, 'employees', actor)),
    ]),
  /** Rows of a course the tutor teaches (enrolments, attendance, homework, exams, results…). */
  ofTaughtCourses: (eb, actor, r) => eb(`${r.table}.course_id`, 'in', coursesTaughtBy(eb, actor)),
  /** The tutor's own billing rows (rates, working hours, overtime, pay runs). */
  ownEmployeeRows: (eb, actor, r) =>
    eb(`${r.table}.employee_id`, 'in', profileOf(eb, 'employees', actor)),
  /** Questions of the exams of the courses the tutor teaches. */
  questionsOfTaughtExams: (eb, actor, r) =>
    eb(
      `${r.table}.exam_id`,
      'in',
      eb
        .selectFrom('exams')
        .select('exams.id')
        .where('exams.course_id', 'in', coursesTaughtBy(eb, actor)),
    ),
  taughtStudents: (eb, actor, r) =>
    eb(
      `${r.table}.id`,
      'in',
      eb
        .selectFrom('student_courses')
        .select('student_courses.student_id')
        .where('student_courses.course_id', 'in', coursesTaughtBy(eb, actor)),
    ),
  /** Requests the tutor made, and those about the classes they teach. */
  ownOrTaughtRequests: (eb, actor, r) =>
    eb.or([
      eb(`${r.table}.created_by`, '=', actor.id),
      eb(`${r.table}.schedule_id`, 'in', schedulesTaughtBy(eb, actor)),
    ]),

  // A student: their enrolments, and the courses, schedules and sessions these give them.
  /** The student's own rows (enrolments, attendance, submissions, attempts). */
  ownStudentRows: (eb, actor, r) =>
    eb(`${r.table}.student_id`, 'in', profileOf(eb, 'students', actor)),
  /** What the tutor published for the student's courses (homework, material, exams). */
  publishedOfEnrolledCourses: (eb, actor, r) =>
    eb.and([
      eb(`${r.table}.course_id`, 'in', coursesOfStudents(eb, profileOf(eb, 'students', actor))),
      eb(`${r.table}.status`, 'in', LEARNER_VISIBLE_STATUSES),
    ]),
  /** The student's results, once their exam's results are released. */
  releasedOwnResults: (eb, actor, r) =>
    eb.and([
      eb(`${r.table}.student_id`, 'in', profileOf(eb, 'students', actor)),
      eb(`${r.table}.exam_id`, 'in', releasedExams(eb)),
    ]),
  enrolledCourses: (eb, actor, r) =>
    eb(`${r.table}.id`, 'in', coursesOfStudents(eb, profileOf(eb, 'students', actor))),
  enrolledSchedules: (eb, actor, r) =>
    eb(
      `${r.table}.id`,
      'in',
      schedulesOfCourses(eb, coursesOfStudents(eb, profileOf(eb, 'students', actor))),
    ),
  enrolledSessions: (eb, actor, r) =>
    eb(
      `${r.table}.schedule_id`,
      'in',
      schedulesOfCourses(eb, coursesOfStudents(eb, profileOf(eb, 'students', actor))),
    ),

  // A parent: the same, for each linked child.
  ownChildren: (eb, actor, r) => eb(`${r.table}.id`, 'in', childrenOf(eb, actor)),
  childrensRows: (eb, actor, r) => eb(`${r.table}.student_id`, 'in', childrenOf(eb, actor)),
  publishedOfChildrensCourses: (eb, actor, r) =>
    eb.and([
      eb(`${r.table}.course_id`, 'in', coursesOfStudents(eb, childrenOf(eb, actor))),
      eb(`${r.table}.status`, 'in', LEARNER_VISIBLE_STATUSES),
    ]),
  releasedChildrensResults: (eb, actor, r) =>
    eb.and([
      eb(`${r.table}.student_id`, 'in', childrenOf(eb, actor)),
      eb(`${r.table}.exam_id`, 'in', releasedExams(eb)),
    ]),
  childrensCourses: (eb, actor, r) =>
    eb(`${r.table}.id`, 'in', coursesOfStudents(eb, childrenOf(eb, actor))),
  childrensSchedules: (eb, actor, r) =>
    eb(`${r.table}.id`, 'in', schedulesOfCourses(eb, coursesOfStudents(eb, childrenOf(eb, actor)))),
  childrensSessions: (eb, actor, r) =>
    eb(
      `${r.table}.schedule_id`,
      'in',
      schedulesOfCourses(eb, coursesOfStudents(eb, childrenOf(eb, actor))),
    ),

  // Readers of tutorials: active categories open to everyone or to the reader's role.
  readableTutorialCategories: (eb, actor, r) =>
    eb(`${r.table}.id`, 'in', readableTutorialCategories(eb, actor)),
  readableTutorials: (eb, actor, r) =>
    eb.and([
      eb(`${r.table}.is_active`, '=', 1),
      eb(`${r.table}.category_id`, 'in', readableTutorialCategories(eb, actor)),
    ]),
};

/** The scope that applies to this actor on this resource, if any. */
export function scopeFor(resource: Resource, actor: Actor | null): RowScope | undefined {
  if (!actor) return undefined;
  const own = kindScope(resource, actor);
  const fixed = resource.rows;
  if (!fixed) return own;
  const ofResource: RowScope = (eb, _actor, r) =>
    eb.and(Object.entries(fixed).map(([column, value]) => eb(`${r.table}.${column}`, '=', value)));
  return own ? (eb, a, r) => eb.and([ofResource(eb, a, r), own(eb, a, r)]) : ofResource;
}

function kindScope(resource: Resource, actor: Actor): RowScope | undefined {
  const name = resource.scope[actor.kind];
  if (name === undefined) return undefined;
  const scope = rowScopes[name];
  if (!scope) throw new Error(`Resource "${resource.name}" names unknown row scope "${name}"`);
  return scope;
}
