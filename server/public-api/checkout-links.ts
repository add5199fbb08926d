/**
 * The checkout link of a public course (docs/API.md "Public API"): the app page a visitor is
 * sent to from the centre's website to buy the course. A course carries it while it can be
 * bought online: online payment is on (provider keys and an account for online payments) and
 * the course has a free seat (no capacity, or fewer pending and active enrolments than seats);
 * otherwise it carries null. The page itself signs the visitor in; the checkout is theirs.
 */
import type { Executor, Row } from '../db/types';
import { SEAT_HOLDING_STATUSES } from '../domain/academics/enrolment-rules';

/** The app's checkout page of a course, as linked from outside the app. */
export const checkoutPageUrl = (appUrl: string, courseId: number) =>
  `${appUrl}/checkout/${courseId}`;

async function coursesWithFreeSeats(db: Executor, rows: Row[]): Promise<Set<number>> {
  const limited = rows.filter((row) => row.capacity !== null && row.capacity !== undefined);
  const free = new Set(rows.filter((row) => !limited.includes(row)).map((row) => Number(row.id)));
  if (limited.length === 0) return free;
  const seated = await db
    .selectFrom('student_courses')
    .select(['course_id', (eb) => eb.fn.countAll().as('n')])
    .where(
      'course_id',
      'in',
      limited.map((row) => Number(row.id)),
    )
    .where('status', 'in', SEAT_HOLDING_STATUSES)
    .groupBy('course_id')
    .execute();
  const taken = new Map(seated.map((row) => [Number(row.course_id), Number(row.n)]));
  for (const row of limited)
    if ((taken.get(Number(row.id)) ?? 0) < Number(row.capacity)) free.add(Number(row.id));
  return free;
}

/**
 * `checkout_url` of each course row, by id. `appUrl` is the app's address while online payment
 * is on, undefined while it is off (every link null).
 */
export async function checkoutLinks(
  db: Executor,
  rows: Row[],
  appUrl: string | undefined,
): Promise<Map<number, string | null>> {
  const open = appUrl === undefined ? new Set<number>() : await coursesWithFreeSeats(db, rows);
  return new Map(
    rows.map((row) => {
      const id = Number(row.id);
      return [id, appUrl !== undefined && open.has(id) ? checkoutPageUrl(appUrl, id) : null];
    }),
  );
}
