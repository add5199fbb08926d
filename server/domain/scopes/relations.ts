/**
 * Sub-selects of ids that relate a signed-in user to academic records: their profile, the
 * courses they teach or attend, their children. Row scopes and domain queries share them, so
 * "whose is this" is answered in one place.
 */
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { EnumValue } from '../../../schema';
import type { OpenDatabase } from '../../db/types';
import type { Actor } from '../../resources/context';

type Eb = ExpressionBuilder<OpenDatabase, string>;
type Ids = SelectQueryBuilder<OpenDatabase, string, Record<string, unknown>>;

/** Enrolments that give access to a course's classes (a cancelled one does not). */
export const SEATED_STATUSES: readonly EnumValue<'enrolmentStatus'>[] = [
  'pending',
  'active',
  'completed',
];

/** The id of the actor's profile in `table` (employees, students or parents). */
export const profileOf = (eb: Eb, table: string, actor: Actor): Ids =>
  eb.selectFrom(table).select(`${table}.id`).where(`${table}.user_id`, '=', actor.id);

export const coursesTaughtBy = (eb: Eb, actor: Actor): Ids =>
  eb
    .selectFrom('course_tutors')
    .select('course_tutors.course_id')
    .where('course_tutors.employee_id', 'in', profileOf(eb, 'employees', actor));

/** Schedules the tutor holds, and those where they stand in for one session. */
export const schedulesTaughtBy = (eb: Eb, actor: Actor): Ids =>
  eb
    .selectFrom('schedules')
    .select('schedules.id')
    .where((w) =>
      w.or([
        w('schedules.tutor_id', 'in', profileOf(eb, 'employees', actor)),
        w(
          'schedules.id',
          'in',
          eb
            .selectFrom('class_sessions')
            .select('class_sessions.schedule_id')
            .where('class_sessions.tutor_id', 'in', profileOf(eb, 'employees', actor)),
        ),
      ]),
    );

export const coursesOfStudents = (eb: Eb, students: Ids): Ids =>
  eb
    .selectFrom('student_courses')
    .select('student_courses.course_id')
    .where('student_courses.student_id', 'in', students)
    .where('student_courses.status', 'in', SEATED_STATUSES);

export const schedulesOfCourses = (eb: Eb, courses: Ids): Ids =>
  eb.selectFrom('schedules').select('schedules.id').where('schedules.course_id', 'in', courses);

export const childrenOf = (eb: Eb, actor: Actor): Ids =>
  eb
    .selectFrom('parent_students')
    .select('parent_students.student_id')
    .where('parent_students.parent_id', 'in', profileOf(eb, 'parents', actor));

export const readableTutorialCategories = (eb: Eb, actor: Actor): Ids =>
  eb
    .selectFrom('tutorial_categories')
    .select('tutorial_categories.id')
    .where('tutorial_categories.is_active', '=', 1)
    .where((w) =>
      w.or([
        w.not(
          w.exists(
            eb
              .selectFrom('tutorial_category_roles')
              .select('tutorial_category_roles.role_id')
              .whereRef(
                'tutorial_category_roles.tutorial_category_id',
                '=',
                'tutorial_categories.id',
              ),
          ),
        ),
        w(
          'tutorial_categories.id',
          'in',
          eb
            .selectFrom('tutorial_category_roles')
            .select('tutorial_category_roles.tutorial_category_id')
            .where(
              'tutorial_category_roles.role_id',
              'in',
              eb.selectFrom('users').select('users.role_id').where('users.id', '=', actor.id),
            ),
        ),
      ]),
    );
