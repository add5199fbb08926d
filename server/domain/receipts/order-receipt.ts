/**
 * The receipt of one order (docs/API.md "Receipts"): the order's amounts, who and what it is for,
 * and each payment and refund with its method and the balance after it. Whoever may read the
 * order and its payments gets it, within their row scope (a student their own orders, a parent
 * their children's): out of scope answers 404. Names are resolved here because a learner may
 * not read payment types, and may no longer see a course they left; a payment's method is named in
 * the request's language.
 */
import { orderDue, runningBalance, type OrderReceipt } from '../../../schema';
import { authorize, findScoped } from '../../resources/access';
import type { Context } from '../../resources/context';
import { toRecord } from '../../resources/records';
import { fromMinorUnits } from '../money';
import { order as orders, orderPayment as orderPayments } from '../../../resources/orders';
import { paymentType } from '../../../resources/finance';
import { nameIn } from '../../resources/title-in';

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

export async function orderReceipt(ctx: Context, orderId: number): Promise<OrderReceipt> {
  authorize(ctx, 'read', orders);
  authorize(ctx, 'read', orderPayments);
  const order = toRecord(orders, await findScoped(ctx, ctx.db, orders, orderId));
  const student = await ctx.db
    .selectFrom('students')
    .select(['id', 'full_name', 'student_no'])
    .where('id', '=', Number(order.student_id))
    .executeTakeFirstOrThrow();
  const course = await ctx.db
    .selectFrom('courses')
    .select(['id', 'title'])
    .where('id', '=', Number(order.course_id))
    .executeTakeFirstOrThrow();
  const rows = await ctx.db
    .selectFrom('order_payments as p')
    .leftJoin('payment_types as t', 't.id', 'p.payment_type_id')
    .select(['p.id', 'p.kind', 'p.amount', 'p.date', 'p.reference'])
    .select(nameIn(paymentType, 't', ctx.language).as('method'))
    .where('p.order_id', '=', orderId)
    .execute();
  const payments = rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind === 'refund' ? ('refund' as const) : ('payment' as const),
    amount: fromMinorUnits(Number(r.amount)),
    date: String(r.date).slice(0, 10),
    method: text(r.method),
    reference: text(r.reference),
  }));
  const amounts = {
    total: Number(order.total),
    amount_paid: Number(order.amount_paid),
    amount_refunded: Number(order.amount_refunded),
  };
  return {
    order: {
      id: Number(order.id),
      order_no: String(order.order_no),
      ordered_at: String(order.ordered_at).slice(0, 10),
      subtotal: Number(order.subtotal),
      tax: Number(order.tax),
      other_cost: Number(order.other_cost),
      discount: Number(order.discount),
      coupon_code: text(order.coupon_code),
      ...amounts,
      payment_status: order.payment_status as OrderReceipt['order']['payment_status'],
      payment_reference: text(order.payment_reference),
    },
    student: {
      id: Number(student.id),
      full_name: String(student.full_name),
      student_no: text(student.student_no),
    },
    course: { id: Number(course.id), title: String(course.title) },
    payments: runningBalance(amounts.total, payments).map(({ movement, balance }) => ({
      ...movement,
      balance,
    })),
    due: orderDue(amounts),
  };
}
