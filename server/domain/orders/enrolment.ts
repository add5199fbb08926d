/**
 * The enrolment an order pays for: the student's enrolment in the course, found, or made at
 * checkout under the enrolment rules (published, active course; a free seat), in the order's
 * transaction. A cancelled enrolment is not revived by an order: the admin re-activates it first,
 * where its seat is checked. An enrolment is paid for by one order at a time, so a student is not
 * billed twice for one course; an order refunded in full no longer counts.
 */
import type { Executor, Row, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { saveRow } from '../../resources/row-writes';
import { enrolmentRules } from '../academics/enrolment-rules';
import type { PaymentStatus } from './payment-state';
import { studentCourse as enrolments } from '../../../resources/people';

interface Pair {
  studentId: number;
  courseId: number;
}

async function findEnrolment(db: Executor, { studentId, courseId }: Pair) {
  return db
    .selectFrom('student_courses')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
}

async function names(db: Executor, { studentId, courseId }: Pair) {
  const student = await db
    .selectFrom('students')
    .select('full_name')
    .where('id', '=', studentId)
    .executeTakeFirst();
  const course = await db
    .selectFrom('courses')
    .select('title')
    .where('id', '=', courseId)
    .executeTakeFirst();
  return { student: String(student?.full_name ?? 'This student'), course: String(course?.title) };
}

/** Refusals for linking an order of `pair` to its enrolment (field `course_id`), or none. */
export async function enrolmentLinkErrors(
  ctx: Context,
  db: Executor,
  pair: Pair,
  exceptOrderId: number | undefined,
): Promise<FieldErrors> {
  const found = await findEnrolment(db, pair);
  if (!found) {
    const values = {
      student_id: pair.studentId,
      course_id: pair.courseId,
      status: 'active' as const,
    };
    return (await enrolmentRules.check?.(ctx, db, { values, current: undefined })) ?? {};
  }
  const named = () => names(db, pair);
  if (found.status === 'cancelled') {
    const { student, course } = await named();
    return {
      course_id: [
        `${student}'s enrolment in ${course} is cancelled: re-activate it before ordering.`,
      ],
    };
  }
  let other = db
    .selectFrom('orders')
    .select('order_no')
    .where('student_course_id', '=', Number(found.id))
    .where('payment_status', '!=', 'refunded');
  if (exceptOrderId !== undefined) other = other.where('id', '!=', exceptOrderId);
  const existing = await other.executeTakeFirst();
  if (!existing) return {};
  const { student, course } = await named();
  return {
    course_id: [
      `${student}'s enrolment in ${course} is already billed by order ${String(existing.order_no)}.`,
    ],
  };
}

/**
 * The id of the enrolment of `pair`, made now when the student has none (start date: the order's
 * date). Runs in the order's transaction; throws the enrolment rules' refusals on `course_id`.
 */
export async function linkEnrolment(
  tx: Tx,
  ctx: Context,
  pair: Pair,
  { orderId, startDate }: { orderId: number | undefined; startDate: string },
): Promise<number> {
  const errors = await enrolmentLinkErrors(ctx, tx, pair, orderId);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const found = await findEnrolment(tx, pair);
  if (found) return Number(found.id);
  const values: Row = {
    student_id: pair.studentId,
    course_id: pair.courseId,
    start_date: startDate,
    status: 'active',
    payment_status: 'unpaid',
    note: null,
  };
  // Its before-save hooks label it and check the seat again with the course locked.
  const saved = await saveRow(tx, ctx, enrolments, values, undefined);
  return Number(saved.id);
}

/** The enrolment's payment status follows the order that pays for it. */
export async function followOrder(
  tx: Tx,
  ctx: Context,
  enrolmentId: number | null,
  status: PaymentStatus,
): Promise<void> {
  if (enrolmentId === null) return;
  const current = await tx
    .selectFrom('student_courses')
    .selectAll()
    .where('id', '=', enrolmentId)
    .executeTakeFirst();
  if (!current || current.payment_status === status) return;
  await saveRow(tx, ctx, enrolments, { payment_status: status }, current);
}
