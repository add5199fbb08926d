/**
 * Demo orders, each for an enrolment the demo already has (an order never adds a student to a
 * class here, so the timetable and the counts other demo data shows stay as they are): the demo
 * student's full SAT course paid in full with its course coupon and the maths intensive part
 * paid; other students' orders paid with the welcome coupon, unpaid, free, and part paid.
 * Everything goes through the order and order-payment resources, so totals, enrolments and
 * statuses are the checkout's own.
 */
import type { Db, Row } from '../types';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;

function fromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function seedOrders(db: Db, create: Create, courses: Row[]): Promise<void> {
  const students = await db.selectFrom('students').select(['id', 'email']).orderBy('id').execute();
  const [demo, rafi, tasnim, arif, priya] = students.map((s) => s.id);
  const account = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('account_name', '=', 'Fees Collection')
    .executeTakeFirstOrThrow();
  const typeId = async (name: string) =>
    (
      await db
        .selectFrom('payment_types')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const cash = await typeId('Cash');
  const bkash = await typeId('bKash');
  const course = (index: number) => courses[index]!.id;

  const order = (body: Record<string, unknown>) =>
    create('order', { bank_account_id: account.id, payment_type_id: cash, ...body });
  const pay = (placed: Row, amount: string, days: number, reference: string, via = cash) =>
    create('order-payment', {
      order_id: placed.id,
      kind: 'payment',
      amount,
      date: fromToday(days),
      bank_account_id: account.id,
      payment_type_id: via,
      reference,
    });

  // Digital SAT Complete, 45000.00 − SAT5000 = 40000.00, paid in two parts.
  const sat = await order({
    student_id: demo,
    course_id: course(0),
    coupon_code: 'SAT5000',
    ordered_at: fromToday(-28),
  });
  await pay(sat, '20000.00', -27, 'RCPT-1001');
  await pay(sat, '20000.00', -6, 'BK-88213', bkash);
  // SAT Math Intensive, 22000.00, part paid.
  const maths = await order({ student_id: demo, course_id: course(1), ordered_at: fromToday(-27) });
  await pay(maths, '10000.00', -26, 'RCPT-1002');
  // Rafi: Digital SAT Complete with the welcome coupon (10 %): 40500.00, paid in full.
  const rafis = await order({
    student_id: rafi,
    course_id: course(0),
    coupon_code: 'WELCOME10',
    ordered_at: fromToday(-25),
  });
  await pay(rafis, '40500.00', -24, 'RCPT-1003');
  // Tasnim: Engineering Admission, unpaid; Arif: his pending place in the SAT course, unpaid.
  await order({
    student_id: arif,
    course_id: course(0),
    ordered_at: fromToday(-3),
    tax: '2250.00',
  });
  await order({ student_id: tasnim, course_id: course(3), ordered_at: fromToday(-20) });
  // Arif: O Level Mathematics, a scholarship: free, paid at once.
  await order({
    student_id: arif,
    course_id: course(4),
    subtotal: '0',
    ordered_at: fromToday(-18),
    note: 'Merit scholarship.',
  });
  // Priya: SAT Math Intensive, part paid.
  const priyas = await order({
    student_id: priya,
    course_id: course(1),
    ordered_at: fromToday(-15),
  });
  await pay(priyas, '5000.00', -14, 'BK-77120', bkash);
}
