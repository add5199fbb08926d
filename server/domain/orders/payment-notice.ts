/**
 * Tells the student and each of their parents, through the bell, that a payment or refund was
 * recorded on one of the student's orders, linked to their payments page.
 */
import type { Row } from '../../db/types';
import type { Context } from '../../resources/context';
import { notifyUsers } from '../notifications/notify';
import { noticePhrase } from '../notifications/notice-phrase';

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
  const values = {
    amount: { money: Number(record.amount) },
    order: String(order.order_no),
    course: String(order.title),
  };
  const isRefund = record.kind === 'refund';
  const notice = (link: string) => ({
    subject: noticePhrase(isRefund ? 'notices.refundSubject' : 'notices.paymentSubject'),
    message: noticePhrase(isRefund ? 'notices.refundMessage' : 'notices.paymentMessage', values),
    link,
  });
  await notifyUsers(ctx, present(student.map((s) => s.user_id)), notice('/student/payment'));
  await notifyUsers(ctx, present(parents.map((p) => p.user_id)), notice('/parent/payment'));
}
