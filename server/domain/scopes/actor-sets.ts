/**
 * The id sets a config row filter may name (schema/row-scope.ts), as conditions on one column.
 * They reuse the sub-selects of ./relations, so a filter in the config and a scope written as code
 * narrow by the same rule.
 */
import type { ActorSets } from '../../resources/served';
import {
  childrenOf,
  coursesOfStudents,
  coursesTaughtBy,
  profileOf,
  schedulesOfCourses,
  schedulesTaughtBy,
} from './relations';

export const actorSets: ActorSets = {
  self: (eb, actor, column) => eb(column, '=', actor.id),
  ownEmployee: (eb, actor, column) => eb(column, 'in', profileOf(eb, 'employees', actor)),
  ownStudent: (eb, actor, column) => eb(column, 'in', profileOf(eb, 'students', actor)),
  ownAffiliate: (eb, actor, column) => eb(column, 'in', profileOf(eb, 'affiliates', actor)),
  children: (eb, actor, column) => eb(column, 'in', childrenOf(eb, actor)),
  taughtCourses: (eb, actor, column) => eb(column, 'in', coursesTaughtBy(eb, actor)),
  taughtSchedules: (eb, actor, column) => eb(column, 'in', schedulesTaughtBy(eb, actor)),
  enrolledCourses: (eb, actor, column) =>
    eb(column, 'in', coursesOfStudents(eb, profileOf(eb, 'students', actor))),
  enrolledSchedules: (eb, actor, column) =>
    eb(
      column,
      'in',
      schedulesOfCourses(eb, coursesOfStudents(eb, profileOf(eb, 'students', actor))),
    ),
  childrensCourses: (eb, actor, column) =>
    eb(column, 'in', coursesOfStudents(eb, childrenOf(eb, actor))),
  childrensSchedules: (eb, actor, column) =>
    eb(column, 'in', schedulesOfCourses(eb, coursesOfStudents(eb, childrenOf(eb, actor)))),
};
