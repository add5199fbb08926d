/**
 * Who may be enrolled where: one enrolment per student and course, new enrolments only in
 * published, active courses, and no more seats held than the course's capacity (empty: no limit).
 * Pending and active enrolments hold a seat; completed and cancelled ones do not, so re-activating
 * a cancelled enrolment needs a free seat again.
 *
 * The seat is checked twice: in `check`, with the other field errors, and again in `beforeSave`
 * inside the write's transaction with the course row locked (PostgreSQL), which also covers status
 * changes (they skip `check`) and two enrolments racing for the last seat.
 */
import type { Executor, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import type { EnumValue, StoredRowOf } from '../../../schema';
import type { studentCourse } from '../../../resources/people';
import type { ChangeOf, HooksOf } from '../../resources/hooks';

type EnrolmentChange = ChangeOf<typeof studentCourse>;

export const SEAT_HOLDING_STATUSES: readonly EnumValue<'enrolmentStatus'>[] = ['pending', 'active'];

const holdsSeat = (status: unknown) => SEAT_HOLDING_STATUSES.some((held) => held === status);

interface Course {
  title: string;
  capacity: number | null;
  published: boolean;
  active: boolean;
}

async function loadCourse(db: Executor, id: number): Promise<Course | undefined> {
  const row = await db
    .selectFrom('courses')
    .select(['title', 'capacity', 'status', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    title: String(row.title),
    capacity: row.capacity === null ? null : Number(row.capacity),
    published: row.status === 'published',
    active: Number(row.is_active) === 1,
  };
}

/** The student and course of the enrolment as it would be after the write. */
function pairOf({ values, current }: EnrolmentChange) {
  const next = { ...current, ...values };
  const studentId = Number(next.student_id);
  const courseId = Number(next.course_id);
  const isNewPair =
    !current || Number(current.student_id) !== studentId || Number(current.course_id) !== courseId;
  // A seat is taken by a new seat-holding enrolment, a move to another course, or a status going
  // from cancelled or completed back to pending or active.
  const takesSeat = holdsSeat(next.status) && (isNewPair || !holdsSeat(current?.status));
  return { studentId, courseId, isNewPair, takesSeat, status: next.status };
}

/** The field a refusal belongs on: the course when it was chosen, else the status. */
const seatField = (change: EnrolmentChange) => (pairOf(change).isNewPair ? 'course_id' : 'status');

/** "SAT Math Intensive is full (15 of 15 seats taken).", or null while a seat is free. */
async function fullMessage(
  db: Executor,
  course: Course,
  courseId: number,
  exceptId: number | undefined,
): Promise<string | null> {
  if (course.capacity === null) return null;
  let seated = db
    .selectFrom('student_courses')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('course_id', '=', courseId)
    .where('status', 'in', SEAT_HOLDING_STATUSES);
  if (exceptId !== undefined) seated = seated.where('id', '!=', exceptId);
  const taken = Number((await seated.executeTakeFirst())?.n ?? 0);
  return taken >= course.capacity
    ? `${course.title} is full (${taken} of ${course.capacity} seats taken).`
    : null;
}

async function duplicateMessage(
  db: Executor,
  { studentId, courseId }: { studentId: number; courseId: number },
  course: Course,
  exceptId: number | undefined,
): Promise<string | null> {
  let existing = db
    .selectFrom('student_courses')
    .select('status')
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId);
  if (exceptId !== undefined) existing = existing.where('id', '!=', exceptId);
  const found = await existing.executeTakeFirst();
  if (!found) return null;
  const student = await db
    .selectFrom('students')
    .select('full_name')
    .where('id', '=', studentId)
    .executeTakeFirst();
  const name = String(student?.full_name ?? 'This student');
  return found.status === 'cancelled'
    ? `${name} already has a cancelled enrolment in ${course.title}: change its status instead.`
    : `${name} is already enrolled in ${course.title}.`;
}

const idOf = (current: StoredRowOf<typeof studentCourse> | undefined) => current?.id;

export const enrolmentRules: HooksOf<typeof studentCourse> = {
  async check(_ctx, db, change): Promise<FieldErrors> {
    const pair = pairOf(change);
    const course = await loadCourse(db, pair.courseId);
    if (!course) return {};
    const exceptId = idOf(change.current);
    if (pair.isNewPair) {
      const duplicate = await duplicateMessage(db, pair, course, exceptId);
      if (duplicate) return { course_id: [duplicate] };
      if (!course.published || !course.active)
        return { course_id: [`${course.title} is not open for enrolment.`] };
    }
    if (!pair.takesSeat) return {};
    const full = await fullMessage(db, course, pair.courseId, exceptId);
    return full ? { [seatField(change)]: [full] } : {};
  },

  async beforeSave(tx: Tx, ctx: Context, change) {
    const pair = pairOf(change);
    if (!pair.takesSeat) return;
    // Writers of the same course queue here until the first commits, so both cannot take the
    // last seat. SQLite runs one write transaction at a time already.
    if (ctx.dialect === 'postgres') {
      await tx
        .selectFrom('courses')
        .select('id')
        .where('id', '=', pair.courseId)
        .forUpdate()
        .execute();
    }
    const course = await loadCourse(tx, pair.courseId);
    if (!course) return;
    const full = await fullMessage(tx, course, pair.courseId, idOf(change.current));
    if (full) throw ValidationError.field(seatField(change), full);
  },
};
