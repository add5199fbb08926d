/**
 * Row scopes the config states as data. For a kind of user, a resource's rows can be narrowed to
 * those whose named columns hold one of a set of ids the server works out for the signed-in user
 * (the courses a tutor teaches, a parent's children…) or one of some fixed values (a learner sees
 * only published homework). Every entry must hold, so `{ course_id: 'enrolledCourses', status:
 * ['published', 'closed'] }` is "of my courses, and published or closed".
 *
 * A scope that this cannot say (an OR across columns, a rule over another table) is `true` here,
 * and the server binds a function for it in the resource's domain behaviour module.
 */
import type { UserKind } from './enums';

/** The id sets the server knows for the signed-in user (server/domain/scopes/actor-sets.ts). */
export const ACTOR_SETS = [
  /** The user's own id: a row's `user_id`, `created_by`, or a user's own `id`. */
  'self',
  /** The user's employee profile. */
  'ownEmployee',
  /** The user's student profile. */
  'ownStudent',
  /** A parent's linked children (student ids). */
  'children',
  /** The courses a tutor teaches. */
  'taughtCourses',
  /** The schedules a tutor holds or stands in for. */
  'taughtSchedules',
  /** A student's courses, through their seated enrolments. */
  'enrolledCourses',
  /** The schedules of a student's courses. */
  'enrolledSchedules',
  /** The courses of a parent's children. */
  'childrensCourses',
  /** The schedules of a parent's children's courses. */
  'childrensSchedules',
  /** An affiliation user's affiliate row (their referral code, rates and commissions). */
  'ownAffiliate',
] as const;
export type ActorSet = (typeof ACTOR_SETS)[number];

/** Column → the ids or fixed values it must hold; all entries hold together. */
export type RowFilter<Column extends string = string> = {
  readonly [C in Column]?: ActorSet | readonly (string | number)[];
};

/** Per kind of user: a filter stated here, or `true` for a scope the server binds as code. */
export type ScopeConfig<Column extends string = string> = Partial<
  Record<UserKind, true | RowFilter<Column>>
>;

export const isActorSet = (value: unknown): value is ActorSet =>
  (ACTOR_SETS as readonly unknown[]).includes(value);
