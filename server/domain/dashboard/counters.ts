/**
 * The counters of `GET /api/dashboard/report`: the bell's unseen notifications for everyone, and
 * the dashboard counters (docs/DOMAIN.md) — for admins active students, parents, employees and courses;
 * for students (and parents, for their children) enrolled and completed courses, homework, course
 * material and exams open to them — each for those who may read it, counted within the reader's
 * row scope (a tutor counts their own students). The sidebar badges read `counters`; a counter
 * that does not apply is absent, and the app shows 0.
 */
import type { AliasedExpression, Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { ComplaintStatus, RequestStatus, type UserKind } from '../../../schema';
import type { OpenDatabase, Db } from '../../db/types';
import { openTables } from '../../db/types';
import { can, type Actor } from '../../resources/context';
import { unreadTotalQuery } from '../chat/unread';
import { scopeFor, type ServedResources } from '../../resources/served';
import { owesSomething, paymentRows } from './order-counters';

type Where = (eb: ExpressionBuilder<OpenDatabase, string>, table: string) => Expression<SqlBool>;

interface Counter {
  name: string;
  resource: string;
  where: Where;
  /** Only for these kinds of user; every kind that may read the resource otherwise. */
  kinds?: UserKind[];
}

const active: Where = (eb, table) => eb(`${table}.is_active`, '=', 1);
const status =
  (...values: (string | number)[]): Where =>
  (eb, table) =>
    eb(`${table}.status`, 'in', values);
const LEARNERS: UserKind[] = ['student', 'parent'];
const CLASSES: UserKind[] = ['employee', 'student', 'parent'];

const COUNTERS: Counter[] = [
  { name: 'students', resource: 'student', where: active, kinds: ['admin', 'employee'] },
  { name: 'parents', resource: 'parent', where: active, kinds: ['admin'] },
  { name: 'employees', resource: 'employee', where: active, kinds: ['admin'] },
  { name: 'courses', resource: 'course', where: active, kinds: ['admin', 'employee'] },
  // Requests waiting for a decision (the sidebar badges and the admin report's pending cards):
  // all of them for admins, one's own for a tutor (row scope).
  {
    name: 'pending_cancel_requests',
    resource: 'schedule-cancel-request',
    where: status(RequestStatus.Pending),
  },
  { name: 'pending_tutoring_requests', resource: 'tutoring-request', where: status('new') },
  {
    name: 'pending_working_hours',
    resource: 'working-hour',
    where: (eb, table) =>
      eb.and([
        eb(`${table}.status`, '=', RequestStatus.Pending),
        eb(`${table}.source`, '=', 'manual'),
      ]),
  },
  { name: 'pending_overtime', resource: 'over-time', where: status(RequestStatus.Pending) },
  {
    name: 'enrolled_courses',
    resource: 'student-course',
    where: status('pending', 'active'),
    kinds: LEARNERS,
  },
  {
    name: 'completed_courses',
    resource: 'student-course',
    where: status('completed'),
    kinds: LEARNERS,
  },
  { name: 'home_works', resource: 'home-work', where: status('published'), kinds: CLASSES },
  {
    name: 'course_materials',
    resource: 'course-material',
    where: status('published'),
    kinds: CLASSES,
  },
  {
    // Only published exams that have questions: an empty one cannot be taken.
    name: 'exams',
    resource: 'exam',
    where: (eb, table) =>
      eb.and([
        eb(`${table}.status`, '=', 'published'),
        eb.exists(
          eb
            .selectFrom('exam_questions')
            .select('exam_questions.id')
            .whereRef('exam_questions.exam_id', '=', `${table}.id`),
        ),
      ]),
    kinds: CLASSES,
  },
  { name: 'unpaid_orders', resource: 'order', where: owesSomething, kinds: LEARNERS },
  { name: 'payments', resource: 'order-payment', where: paymentRows, kinds: LEARNERS },
  // Complaints waiting for an answer: all of them for staff, one's own for everyone else.
  { name: 'complains', resource: 'complain', where: status(ComplaintStatus.Pending) },
  // Public site: comments waiting for moderation (the blog posts' badge), all comments
  // (an admin counter), and contact requests nobody has handled yet.
  { name: 'pending_comments', resource: 'blog-comment', where: status('pending') },
  {
    name: 'comments',
    resource: 'blog-comment',
    where: (eb, table) => eb(`${table}.id`, '>', 0),
    kinds: ['admin'],
  },
  {
    name: 'unhandled_contact_requests',
    resource: 'contact-request',
    where: (eb, table) => eb(`${table}.is_handled`, '=', 0),
  },
];

/** A count as a subquery, named as its counter. */
interface Counted {
  name: string;
  query: { as<A extends string>(alias: A): AliasedExpression<unknown, A> };
}

/** The count of one counter's rows the actor may read, as a query. */
function counterQuery(db: Db, served: ServedResources, actor: Actor, counter: Counter) {
  const resource = served.named(counter.resource)!;
  const scope = scopeFor(served, resource, actor);
  return openTables(db)
    .selectFrom(resource.table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) =>
      scope
        ? eb.and([counter.where(eb, resource.table), scope(eb, actor, resource)])
        : counter.where(eb, resource.table),
    );
}

/**
 * Every counter of the actor in one statement, each a subquery of its own: the sidebar asks for
 * them on every page, and a round trip per counter (twenty for an admin) cost more than the
 * counting.
 */
export async function dashboardCounters(
  db: Db,
  served: ServedResources,
  actor: Actor,
): Promise<Record<string, number>> {
  const counted: Counted[] = [
    {
      name: 'unseen_notifications',
      query: openTables(db)
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', actor.id)
        .where('is_seen', '=', 0),
    },
  ];
  // The sidebar's Messages badge, for everyone who may chat.
  if (can(actor, 'read', 'Message'))
    counted.push({ name: 'unread_messages', query: unreadTotalQuery(db, actor.id) });
  for (const counter of COUNTERS) {
    if (counter.kinds && !counter.kinds.includes(actor.kind)) continue;
    if (!can(actor, 'read', served.named(counter.resource)!.subject)) continue;
    counted.push({ name: counter.name, query: counterQuery(db, served, actor, counter) });
  }
  const row: Record<string, unknown> = await openTables(db)
    .selectNoFrom(counted.map(({ name, query }) => query.as(name)))
    .executeTakeFirstOrThrow();
  return Object.fromEntries(counted.map(({ name }) => [name, Number(row[name] ?? 0)]));
}
