/**
 * Row scopes the config cannot state as a column filter (schema/row-scope.ts): an OR across
 * columns, or a rule over another table. Each is a where-clause, so the scope is applied in SQL
 * for lists and single rows alike; each domain's behaviour module binds them to its resources
 * for the kinds of user the config marks `true`.
 */
import type { ExpressionBuilder } from 'kysely';
import type { OpenDatabase } from '../../db/types';
import type { RowScope } from '../../resources/behaviour';
import {
  childrenOf,
  coursesTaughtBy,
  profileOf,
  readableTutorialCategories as readableCategoryIds,
  schedulesTaughtBy,
} from './relations';

const releasedExams = (eb: ExpressionBuilder<OpenDatabase, string>) =>
  eb.selectFrom('exams').select('exams.id').where('exams.results_released', '=', 1);

// A tutor.
/** Sessions of the schedules the tutor holds, and those they stand in for. */
export const taughtSessions: RowScope = (eb, actor, r) =>
  eb.or([
    eb(`${r.table}.schedule_id`, 'in', schedulesTaughtBy(eb, actor)),
    eb(`${r.table}.tutor_id`, 'in', profileOf(eb, 'employees', actor)),
  ]);
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

// A student or a parent: results once their exam's results are released.
export const releasedOwnResults: RowScope = (eb, actor, r) =>
  eb.and([
    eb(`${r.table}.student_id`, 'in', profileOf(eb, 'students', actor)),
    eb(`${r.table}.exam_id`, 'in', releasedExams(eb)),
  ]);
export const releasedChildrensResults: RowScope = (eb, actor, r) =>
  eb.and([
    eb(`${r.table}.student_id`, 'in', childrenOf(eb, actor)),
    eb(`${r.table}.exam_id`, 'in', releasedExams(eb)),
  ]);

// Readers of tutorials: active categories open to everyone or to the reader's role.
export const readableTutorialCategories: RowScope = (eb, actor, r) =>
  eb(`${r.table}.id`, 'in', readableCategoryIds(eb, actor));
export const readableTutorials: RowScope = (eb, actor, r) =>
  eb.and([
    eb(`${r.table}.is_active`, '=', 1),
    eb(`${r.table}.category_id`, 'in', readableCategoryIds(eb, actor)),
  ]);
