/**
 * Orders written as the orders domain leaves them, for the demo data and the API tests until
 * checkout (`POST /api/order`) and `POST /api/order-payment` exist: amounts in minor units, total =
 * subtotal + tax + other cost − discount, `amount_paid`, `amount_refunded` and `payment_status`
 * following the payment rows (docs/API.md "Payment state"), the enrolment's payment status with
 * them; through `saveRow`, so the rows are labelled, searchable and audited.
 */
import { resourcesByName } from '../../../resources.config';
import { dueMinor, type EnumValue } from '../../../schema';
import type { Context } from '../../resources/context';
import { saveRow } from '../../resources/operations/save-row';
import type { Row } from '../types';

export interface OrderRowsInput {
  order_no: string;
  student_id: number;
  course_id: number;
  ordered_at: string;
  /** Minor units, like every amount here. */
  subtotal: number;
  tax?: number;
  other_cost?: number;
  discount?: number;
  coupon_code?: string | null;
  coupon_id?: number | null;
  note?: string | null;
  payment_type_id?: number | null;
  bank_account_id: number;
  payments?: {
    kind: EnumValue<'paymentKind'>;
    amount: number;
    date: string;
    reference?: string | null;
    payment_type_id?: number | null;
  }[];
}

/** With net = paid − refunded: paid when it covers the total, partial, refunded, or unpaid. */
function statusOf(total: number, paid: number, refunded: number): EnumValue<'paymentStatus'> {
  if (dueMinor(total, paid, refunded) === 0) return 'paid';
  if (paid - refunded > 0) return 'partial';
  return refunded > 0 ? 'refunded' : 'unpaid';
}

/** Writes an order and its payments in one transaction; answers the order's and payments' ids. */
export async function writeOrderRows(
  ctx: Context,
  input: OrderRowsInput,
): Promise<{ orderId: number; paymentIds: number[] }> {
  const { payments = [], tax = 0, other_cost = 0, discount = 0, ...order } = input;
  const total = Math.max(0, order.subtotal + tax + other_cost - discount);
  const sum = (kind: string) =>
    payments.filter((p) => p.kind === kind).reduce((s, p) => s + p.amount, 0);
  const paid = sum('payment');
  const refunded = sum('refund');
  const status = statusOf(total, paid, refunded);
  const lastPayment = payments.filter((p) => p.kind === 'payment').at(-1);
  return ctx.db.transaction().execute(async (tx) => {
    const enrolment = await tx
      .selectFrom('student_courses')
      .select('id')
      .where('student_id', '=', order.student_id)
      .where('course_id', '=', order.course_id)
      .executeTakeFirst();
    const saved = await saveRow(
      tx,
      ctx,
      resourcesByName.get('order')!,
      {
        ...order,
        student_course_id: enrolment ? Number(enrolment.id) : null,
        tax,
        other_cost,
        discount,
        total,
        amount_paid: paid,
        amount_refunded: refunded,
        payment_status: status,
        paid_at: status === 'paid' ? (lastPayment?.date ?? order.ordered_at) : null,
        payment_reference: lastPayment?.reference ?? null,
      },
      undefined,
    );
    const orderId = Number(saved.id);
    const student = await tx
      .selectFrom('students')
      .select('full_name')
      .where('id', '=', order.student_id)
      .executeTakeFirstOrThrow();
    const paymentIds: number[] = [];
    for (const p of payments) {
      const row: Row = await saveRow(
        tx,
        ctx,
        resourcesByName.get('order-payment')!,
        {
          label: `${order.order_no} · ${String(student.full_name)}`,
          order_id: orderId,
          student_id: order.student_id,
          kind: p.kind,
          amount: p.amount,
          date: p.date,
          bank_account_id: order.bank_account_id,
          payment_type_id: p.payment_type_id ?? order.payment_type_id ?? null,
          reference: p.reference ?? null,
        },
        undefined,
      );
      paymentIds.push(Number(row.id));
    }
    if (enrolment)
      await tx
        .updateTable('student_courses')
        .set({ payment_status: status })
        .where('id', '=', Number(enrolment.id))
        .execute();
    return { orderId, paymentIds };
  });
}
