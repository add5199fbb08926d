/**
 * Demo orders, the same as checkout makes them: the demo student's enrolments billed (the full SAT
 * course paid in full with its course coupon, the maths intensive part paid) and the admission
 * course ordered, not yet paid; a few other students' orders, one with the welcome coupon, one
 * free. Written by the stand-in of order-rows.ts until checkout and order payments exist.
 */
import type { Context } from '../../resources/context';
import { centreNow } from '../../domain/scheduling/calendar';
import type { Row } from '../types';
import { writeOrderRows, type OrderRowsInput } from './order-rows';

function fromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function seedOrders(ctx: Context, courses: Row[]): Promise<void> {
  const students = await ctx.db.selectFrom('students').select('id').orderBy('id').execute();
  const [demo, rafi, tasnim, arif, priya] = students.map((s) => Number(s.id));
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
  const account = await idOf('bank_accounts', 'account_name', 'Fees Collection');
  const cash = await idOf('payment_types', 'name', 'Cash');
  const bkash = await idOf('payment_types', 'name', 'bKash');
  const course = (index: number) => Number(courses[index]!.id);
  // Checkout numbers orders by the centre's date they are made on (ORD-YYYYMMDD-NNNN).
  const prefix = `ORD-${centreNow().date.replace(/-/g, '')}-`;
  let placed = 0;
  const coupons = new Map<string, number>();
  const order = async (
    body: Omit<OrderRowsInput, 'order_no' | 'bank_account_id' | 'subtotal'> & {
      subtotal?: number;
    },
  ) => {
    placed += 1;
    if (body.coupon_code) {
      const id = await idOf('coupons', 'code', body.coupon_code);
      coupons.set(body.coupon_code, id);
      await ctx.db
        .updateTable('coupons')
        .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
    }
    const price = courses.find((c) => Number(c.id) === body.course_id)!.price;
    await writeOrderRows(ctx, {
      order_no: `${prefix}${String(placed).padStart(4, '0')}`,
      bank_account_id: account,
      payment_type_id: cash,
      subtotal: Math.round(Number(price) * 100),
      coupon_id: body.coupon_code ? coupons.get(body.coupon_code) : null,
      ...body,
    });
  };
  const pay = (amount: number, days: number, reference: string, via = cash) => ({
    kind: 'payment' as const,
    amount,
    date: fromToday(days),
    reference,
    payment_type_id: via,
  });

  // Digital SAT Complete, 45000.00 − SAT5000 = 40000.00, paid in two parts.
  await order({
    student_id: demo!,
    course_id: course(0),
    coupon_code: 'SAT5000',
    discount: 500_000,
    ordered_at: fromToday(-28),
    payments: [pay(2_000_000, -27, 'RCPT-1001'), pay(2_000_000, -6, 'BK-88213', bkash)],
  });
  // SAT Math Intensive, 22000.00, part paid.
  await order({
    student_id: demo!,
    course_id: course(1),
    ordered_at: fromToday(-27),
    payments: [pay(1_000_000, -26, 'RCPT-1002')],
  });
  // Engineering Admission Physics & Chemistry, ordered this week, nothing paid: 31500.00.
  await order({
    student_id: demo!,
    course_id: course(3),
    ordered_at: fromToday(-2),
    tax: 150_000,
    note: 'To start after the SAT in December.',
  });
  // Rafi: Digital SAT Complete with the welcome coupon (10 %): 40500.00, paid in full.
  await order({
    student_id: rafi!,
    course_id: course(0),
    coupon_code: 'WELCOME10',
    discount: 450_000,
    ordered_at: fromToday(-25),
    payments: [pay(4_050_000, -24, 'RCPT-1003')],
  });
  // Tasnim: Engineering Admission, unpaid.
  await order({ student_id: tasnim!, course_id: course(3), ordered_at: fromToday(-20) });
  // Arif: O Level Mathematics, a scholarship: free, paid at once.
  await order({
    student_id: arif!,
    course_id: course(4),
    subtotal: 0,
    ordered_at: fromToday(-18),
    note: 'Merit scholarship.',
  });
  // Priya: SAT Math Intensive, part paid.
  await order({
    student_id: priya!,
    course_id: course(1),
    ordered_at: fromToday(-15),
    payments: [pay(500_000, -14, 'BK-77120', bkash)],
  });
}
