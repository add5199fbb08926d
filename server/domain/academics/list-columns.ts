/**
 * The computed list columns of courses and students (`list.computed` in resources/courses.ts and
 * resources/people.ts; docs/CONFIG.md "List columns"): each one grouped query over a page of ids.
 */
import { sql, type SqlBool } from 'kysely';
import { order } from '../../../resources/orders';
import { studentCourse } from '../../../resources/people';
import { openTables } from '../../db/types';
import { withinScope } from '../../resources/access';
import type { ComputedColumnBinding } from '../../resources/behaviour';
import { can, type Context } from '../../resources/context';
import { fromMinorUnits } from '../money';
import { orderDueSql } from '../orders/due-sql';
import { SEATED_STATUSES } from '../scopes/relations';
import { SEAT_HOLDING_STATUSES } from './enrolment-rules';

const idsOf = (rows: readonly { id?: unknown }[]) => rows.map((row) => Number(row.id));

/** Seats taken in each course, as the seat rule counts them: pending and active enrolments. */
export const seatsTaken: ComputedColumnBinding = {
  values: async (ctx, rows) => {
    const ids = idsOf(rows);
    const taken = new Map<number, unknown>(ids.map((id) => [id, 0]));
    const counted = await openTables(ctx.db)
      .selectFrom('student_courses')
      .select(['course_id', (eb) => eb.fn.countAll().as('n')])
      .where('course_id', 'in', ids)
      .where('status', 'in', SEAT_HOLDING_STATUSES)
      .groupBy('course_id')
      .execute();
    for (const row of counted) taken.set(Number(row.course_id), Number(row.n));
    return taken;
  },
};

/**
 * The enrolments (not cancelled) the reader may see: those of the enrolment resource's row scope
 * (a tutor's, of the courses they teach), none for a reader who may not read enrolments.
 */
function visibleEnrolments(ctx: Context) {
  const all = openTables(ctx.db)
    .selectFrom('student_courses')
    .where('student_courses.status', 'in', SEATED_STATUSES);
  return can(ctx.actor, 'read', studentCourse.subject)
    ? withinScope(ctx, studentCourse, all)
    : all.where(sql<SqlBool>`1 = 0`);
}

/**
 * The courses each student is enrolled in (not cancelled), as far as the reader may see the
 * enrolments; the filter keeps the students enrolled in one of the given courses.
 */
export const studentCourses: ComputedColumnBinding = {
  values: async (ctx, rows) => {
    const ids = idsOf(rows);
    const byStudent = new Map<number, number[]>(ids.map((id) => [id, []]));
    const pairs = await visibleEnrolments(ctx)
      .select([
        'student_courses.student_id as student_id',
        'student_courses.course_id as course_id',
      ])
      .where('student_courses.student_id', 'in', ids)
      .orderBy('student_courses.course_id')
      .execute();
    for (const pair of pairs) byStudent.get(Number(pair.student_id))?.push(Number(pair.course_id));
    return byStudent;
  },
  where: (ctx, eb, courseIds, resource) =>
    eb(
      `${resource.table}.id`,
      'in',
      visibleEnrolments(ctx)
        .select('student_courses.student_id')
        .where('student_courses.course_id', 'in', courseIds),
    ),
};

/**
 * What each student still owes over their orders (schema/order-balance.ts), in major units; null
 * to a reader who may not read orders, and only over the orders they may see.
 */
export const balanceDue: ComputedColumnBinding = {
  values: async (ctx, rows) => {
    const ids = idsOf(rows);
    if (!can(ctx.actor, 'read', order.subject)) return new Map();
    const due = new Map<number, unknown>(ids.map((id) => [id, 0]));
    const sums = await withinScope(ctx, order, openTables(ctx.db).selectFrom('orders'))
      .select([
        'orders.student_id as student_id',
        sql<number>`sum(${orderDueSql('orders')})`.as('due'),
      ])
      .where('orders.student_id', 'in', ids)
      .groupBy('orders.student_id')
      .execute();
    for (const row of sums) due.set(Number(row.student_id), fromMinorUnits(Number(row.due ?? 0)));
    return due;
  },
};
