/**
 * Commission on an attributed order's payments (docs/DOMAIN.md "Affiliates"): each payment row of
 * an order that carries an affiliate earns one entry, written by the payment's `afterSave`, in the
 * payment's own transaction; a refund row writes a negative entry at the rate the order earned at.
 * The entry names its payment row, unique, so a payment recorded once earns once.
 */
import type { orderPayment } from '../../../resources/orders';
import { affiliateCommission } from '../../../resources/affiliates';
import type { Executor } from '../../db/types';
import type { AfterSave } from '../../resources/hooks';
import { insertRow } from '../../resources/row-writes';
import { commissionAmount } from './commission-amount';
import { lockAffiliate, refreshAffiliate } from './totals';

/** The affiliate's rate for the course (hundredths of a percent): its course rate, or its own. */
async function currentRate(db: Executor, affiliateId: number, courseId: number): Promise<number> {
  const courseRate = await db
    .selectFrom('affiliate_course_rates')
    .select('rate')
    .where('affiliate_id', '=', affiliateId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (courseRate) return Number(courseRate.rate);
  const own = await db
    .selectFrom('affiliates')
    .select('rate')
    .where('id', '=', affiliateId)
    .executeTakeFirstOrThrow();
  return Number(own.rate);
}

/** The rate of the order's latest earning entry: what a refund takes back at. */
async function earnedRate(db: Executor, orderId: number): Promise<number | null> {
  const entry = await db
    .selectFrom('affiliate_commissions')
    .select('rate')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'payment')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return entry ? Number(entry.rate) : null;
}

export const earnCommission: AfterSave<typeof orderPayment> = async (tx, ctx, { row, current }) => {
  if (current) return; // payment rows are never changed
  const order = await tx
    .selectFrom('orders')
    .innerJoin('students', 'students.id', 'orders.student_id')
    .innerJoin('courses', 'courses.id', 'orders.course_id')
    .select([
      'orders.id',
      'orders.order_no',
      'orders.affiliate_id',
      'orders.student_id',
      'orders.course_id',
      'students.full_name',
      'courses.title',
    ])
    .where('orders.id', '=', row.order_id)
    .executeTakeFirstOrThrow();
  if (order.affiliate_id === null || order.affiliate_id === undefined) return;
  const affiliateId = Number(order.affiliate_id);
  await lockAffiliate(tx, ctx, affiliateId);
  const refund = row.kind === 'refund';
  const rate = refund
    ? ((await earnedRate(tx, Number(order.id))) ??
      (await currentRate(tx, affiliateId, Number(order.course_id))))
    : await currentRate(tx, affiliateId, Number(order.course_id));
  const paymentAmount = refund ? -Number(row.amount) : Number(row.amount);
  await insertRow(tx, ctx, affiliateCommission, {
    label: `${String(order.order_no)} · ${String(order.full_name)} · ${String(order.title)}`,
    affiliate_id: affiliateId,
    order_id: order.id,
    order_payment_id: row.id,
    student_id: order.student_id,
    course_id: order.course_id,
    kind: refund ? 'refund' : 'payment',
    payment_amount: paymentAmount,
    rate,
    amount: commissionAmount(paymentAmount, rate),
    date: row.date,
  });
  await refreshAffiliate(tx, ctx, affiliateId);
};
