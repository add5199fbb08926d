/**
 * Demo orders: the demo student's two enrolments, one part paid and one paid in full in two
 * instalments, and an unpaid one for another family, so the learners' payment pages and receipts
 * have something to show on a new install.
 *
 * The rows are written as the domain would leave them (amounts in minor units, `amount_paid`,
 * `amount_refunded` and `payment_status` following the payment rows, the enrolment's payment
 * status with them), through `saveRow` so they are labelled, searchable and audited. Checkout and
 * payments of their own (coupons, `POST /api/order-payment`) replace this writer once they exist.
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

/** Paid rows − refunded rows against the total, as the order's `payment_status`. */
function statusOf(total: number, paid: number, refunded: number): EnumValue<'paymentStatus'> {
  if (paid > 0 && refunded >= paid) return 'refunded';
  if (dueMinor(total, paid, refunded) === 0) return 'paid';
  return paid > 0 ? 'partial' : 'unpaid';
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

/** YYYY-MM-DD `days` from today. */
function fromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function seedOrders(ctx: Context, demoStudentEmail: string): Promise<void> {
  const idOf = async (table: string, column: string, value: string) =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select('id')
          .where(column, '=', value)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const demoStudent = await idOf('students', 'email', demoStudentEmail);
  const fullSat = await idOf('courses', 'title', 'Digital SAT Complete');
  const mathIntensive = await idOf('courses', 'title', 'SAT Math Intensive');
  const account = await idOf('bank_accounts', 'account_name', 'Fees Collection');
  const cash = await idOf('payment_types', 'name', 'Cash');
  const transfer = await idOf('payment_types', 'name', 'Bank transfer');
  const bkash = await idOf('payment_types', 'name', 'bKash');
  const welcome = await idOf('coupons', 'code', 'WELCOME10');

  // 45,000.00 + 1,500.00 materials − 10 % of 45,000.00 = 42,000.00; 20,000.00 paid, 22,000.00 due.
  await writeOrderRows(ctx, {
    order_no: 'ORD-000001',
    student_id: demoStudent,
    course_id: fullSat,
    ordered_at: fromToday(-28),
    subtotal: 4_500_000,
    other_cost: 150_000,
    discount: 450_000,
    coupon_code: 'WELCOME10',
    coupon_id: welcome,
    payment_type_id: bkash,
    bank_account_id: account,
    payments: [
      { kind: 'payment', amount: 2_000_000, date: fromToday(-28), reference: 'BK7Q2M9X1' },
    ],
  });
  await ctx.db
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', welcome)
    .execute();
  // 22,000.00 paid in 12,000.00 + 11,000.00, and the 1,000.00 paid too much given back.
  await writeOrderRows(ctx, {
    order_no: 'ORD-000002',
    student_id: demoStudent,
    course_id: mathIntensive,
    ordered_at: fromToday(-28),
    subtotal: 2_200_000,
    payment_type_id: cash,
    bank_account_id: account,
    payments: [
      { kind: 'payment', amount: 1_200_000, date: fromToday(-27), reference: 'RCPT-1042' },
      {
        kind: 'payment',
        amount: 1_100_000,
        date: fromToday(-20),
        reference: 'TRX-88231',
        payment_type_id: transfer,
      },
      { kind: 'refund', amount: 100_000, date: fromToday(-19), reference: 'RF-1042' },
    ],
  });
  await writeOrderRows(ctx, {
    order_no: 'ORD-000003',
    student_id: await idOf('students', 'email', 'tasnim.sultana@students.academy.test'),
    course_id: fullSat,
    ordered_at: fromToday(-28),
    subtotal: 4_500_000,
    bank_account_id: account,
  });
}
