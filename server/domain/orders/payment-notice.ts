/**
 * Tells the student and each of their parents, through the bell, that a payment or refund was
 * recorded on one of the student's orders, linked to their payments page.
 */
import type { Row } from '../../db/types';
import type { Context } from '../../resources/context';
import { notifyUsers } from '../notifications/notify';

const present = (ids: unknown[]) =>
  ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);

export async function notifyPayment(ctx: Context, record: Row): Promise<void> {
  const studentId = Number(record.student_id);
  const order = await ctx.db
    .selectFrom('orders')
    .innerJoin('courses', 'courses.id', 'orders.course_id')
    .select(['orders.order_no', 'courses.title'])
    .where('orders.id', '=', Number(record.order_id))
    .executeTakeFirst();
  if (!order) return;
  const student = await ctx.db
    .selectFrom('students')
    .select('user_id')
    .where('id', '=', studentId)
    .execute();
  const parents = await ctx.db
    .selectFrom('parents')
    .innerJoin('parent_students', 'parent_students.parent_id', 'parents.id')
    .select('parents.user_id')
    .where('parent_students.student_id', '=', studentId)
    .execute();
  const amount = Number(record.amount).toFixed(2);
  const isRefund = record.kind === 'refund';
  const notice = (link: string) => ({
    subject: isRefund ? 'Refund issued' : 'Payment received',
    message: isRefund
      ? `A refund of ${amount} on order ${String(order.order_no)} (${String(order.title)}) was issued.`
      : `A payment of ${amount} on order ${String(order.order_no)} (${String(order.title)}) was received.`,
    link,
  });
  await notifyUsers(ctx, present(student.map((s) => s.user_id)), notice('/student/payment'));
  await notifyUsers(ctx, present(parents.map((p) => p.user_id)), notice('/parent/payment'));
}
