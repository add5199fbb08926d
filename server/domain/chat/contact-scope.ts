/**
 * TALK_POLICY as SQL: a where-clause on `users` that keeps the users the actor may chat with, so
 * the contact list, its search and every conversation check answer "may these two talk" alike.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { ROLE_TYPE } from '../../../schema';
import type { OpenDatabase } from '../../db/types';
import type { Actor } from '../../resources/context';
import { childrenOf, coursesOfStudents, profileOf, SEATED_STATUSES } from '../scopes/relations';
import { TALK_POLICY, type TalkRelation } from './talk-policy';

type Eb = ExpressionBuilder<OpenDatabase, string>;
type UserIds = ReturnType<Eb['selectFrom']>;

/** Courses an employee teaches, by course tutors or by holding one of their weekly schedules. */
const coursesTaughtByProfile = (eb: Eb, employees: ReturnType<typeof profileOf>) =>
  eb
    .selectFrom('course_tutors')
    .select('course_tutors.course_id')
    .where('course_tutors.employee_id', 'in', employees)
    .union(
      eb
        .selectFrom('schedules')
        .select('schedules.course_id')
        .where('schedules.tutor_id', 'in', employees),
    );

const studentsOfCourses = (eb: Eb, courses: ReturnType<typeof coursesTaughtByProfile>) =>
  eb
    .selectFrom('student_courses')
    .select('student_courses.student_id')
    .where('student_courses.course_id', 'in', courses)
    .where('student_courses.status', 'in', SEATED_STATUSES);

const tutorsOfCourses = (eb: Eb, courses: ReturnType<typeof coursesOfStudents>) =>
  eb
    .selectFrom('employees')
    .select('employees.user_id')
    .where((w) =>
      w.or([
        w(
          'employees.id',
          'in',
          eb
            .selectFrom('course_tutors')
            .select('course_tutors.employee_id')
            .where('course_tutors.course_id', 'in', courses),
        ),
        w(
          'employees.id',
          'in',
          eb
            .selectFrom('schedules')
            .select('schedules.tutor_id')
            .where('schedules.course_id', 'in', courses),
        ),
      ]),
    );

const ownStudentIds = (eb: Eb, actor: Actor) =>
  studentsOfCourses(eb, coursesTaughtByProfile(eb, profileOf(eb, 'employees', actor)));

/** The account ids each relation reaches from the actor. */
const RELATED_USERS: Record<TalkRelation, (eb: Eb, actor: Actor) => Expression<unknown>> = {
  ownStudents: (eb, actor) =>
    eb
      .selectFrom('students')
      .select('students.user_id')
      .where('students.id', 'in', ownStudentIds(eb, actor)),
  parentsOfOwnStudents: (eb, actor) =>
    eb
      .selectFrom('parents')
      .select('parents.user_id')
      .where(
        'parents.id',
        'in',
        eb
          .selectFrom('parent_students')
          .select('parent_students.parent_id')
          .where('parent_students.student_id', 'in', ownStudentIds(eb, actor)),
      ),
  ownTutors: (eb, actor) =>
    tutorsOfCourses(eb, coursesOfStudents(eb, profileOf(eb, 'students', actor))),
  childrensTutors: (eb, actor) => tutorsOfCourses(eb, coursesOfStudents(eb, childrenOf(eb, actor))),
};

const usersOfKind = (eb: Eb, kind: keyof typeof ROLE_TYPE): UserIds =>
  eb.selectFrom('roles').select('roles.id').where('roles.type', '=', ROLE_TYPE[kind]) as UserIds;

/** `users` rows the actor may chat with: active, not themselves, allowed by TALK_POLICY. */
export function contactsOf(eb: Eb, actor: Actor): Expression<SqlBool> {
  const rules = TALK_POLICY[actor.kind];
  const allowed = rules.map((rule) =>
    eb.and([
      eb('users.role_id', 'in', usersOfKind(eb, rule.with)),
      ...(rule.via ? [eb('users.id', 'in', RELATED_USERS[rule.via](eb, actor))] : []),
    ]),
  );
  return eb.and([
    eb('users.id', '!=', actor.id),
    eb('users.status', '=', 'active'),
    allowed.length === 0 ? eb.lit(false) : eb.or(allowed),
  ]);
}
