/**
 * Orders and their payments (docs/API.md "Orders and payments"): checkout with coupons and each
 * refusal, the last use of a coupon raced for, free orders, part payments, refunds, "mark paid",
 * what may be deleted, and who sees which orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, centreNow } from '../../server/domain/scheduling/calendar';
import { banglaDate } from '../support/bangla-text';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;
const today = centreNow().date;

type Saved = { data: Record<string, unknown> };
type Invalid = { message: string; errors: Record<string, string[]> };
type Listed = { data: Record<string, unknown>[]; meta: { total: number } };

let categoryId: number;
let bankAccountId: number;
let paymentTypeId: number;
let demoStudentId: number;
let otherStudentIds: number[];
let courseCount = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
  const db = server.connection.db;
  categoryId = Number(
    (await db.selectFrom('course_categories').select('id').executeTakeFirstOrThrow()).id,
  );
  bankAccountId = Number(
    (await db.selectFrom('bank_accounts').select('id').executeTakeFirstOrThrow()).id,
  );
  paymentTypeId = Number(
    (
      await db
        .selectFrom('payment_types')
        .select('id')
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow()
    ).id,
  );
  const students = await db.selectFrom('students').select(['id', 'email']).orderBy('id').execute();
  demoStudentId = Number(students.find((s) => s.email === 'student@academy.test')!.id);
  otherStudentIds = students
    .filter((s) => s.email !== 'student@academy.test')
    .map((s) => Number(s.id));
});
afterAll(() => server.close());

/** A published course of its own for each case, so enrolments never collide between cases. */
async function newCourse(price: string, extra: Record<string, unknown> = {}): Promise<number> {
  courseCount += 1;
  const { status, body } = await server.request<Saved>('POST', '/api/course', {
    token: admin,
    json: {
      title: `Orders course ${courseCount}`,
      category_id: categoryId,
      kind: 1,
      price,
      capacity: 20,
      status: 'published',
      is_active: true,
      ...extra,
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return Number(body.data.id);
}

async function newCoupon(code: string, body: Record<string, unknown> = {}): Promise<number> {
  const { status, body: saved } = await server.request<Saved>('POST', '/api/coupon', {
    token: admin,
    json: {
      code,
      discount_type: 'percent',
      discount_value: '10',
      valid_from: addDays(today, -5),
      valid_to: addDays(today, 5),
      usage_limit: 50,
      is_active: true,
      ...body,
    },
  });
  expect(status, JSON.stringify(saved)).toBe(201);
  return Number(saved.data.id);
}

const checkout = (json: Record<string, unknown>) =>
  server.request<Saved & Invalid>('POST', '/api/order', { token: admin, json });

const pay = (json: Record<string, unknown>) =>
  server.request<Saved & Invalid>('POST', '/api/order-payment', {
    token: admin,
    json: { date: today, bank_account_id: bankAccountId, payment_type_id: paymentTypeId, ...json },
  });

const orderOf = async (id: unknown) =>
  (await server.request<Saved>('GET', `/api/order/${String(id)}`, { token: admin })).body.data;

const usedCount = async (couponId: number) =>
  Number(
    (
      await server.connection.db
        .selectFrom('coupons')
        .select('used_count')
        .where('id', '=', couponId)
        .executeTakeFirstOrThrow()
    ).used_count,
  );

describe('checkout', () => {
  it('prices an order from the course, takes the coupon and enrols the student', async () => {
    const course = await newCourse('1000.00');
    const couponId = await newCoupon('SAVE10');
    const { status, body } = await checkout({
      student_id: otherStudentIds[0],
      course_id: course,
      coupon_code: 'save10',
      tax: '50.00',
      other_cost: '10.00',
      bank_account_id: bankAccountId,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    // 1000.00 + 50.00 + 10.00 − 10 % of 1000.00 = 960.00
    expect(body.data).toMatchObject({
      subtotal: 1000,
      tax: 50,
      other_cost: 10,
      coupon_code: 'SAVE10',
      coupon_id: couponId,
      discount: 100,
      total: 960,
      amount_paid: 0,
      payment_status: 'unpaid',
      ordered_at: today,
      paid_at: null,
    });
    expect(String(body.data.order_no)).toMatch(
      new RegExp(`^ORD-${today.replace(/-/g, '')}-\\d{4}$`),
    );
    expect(await usedCount(couponId)).toBe(1);
    const enrolment = await server.request<Saved>(
      'GET',
      `/api/student-course/${String(body.data.student_course_id)}`,
      { token: admin },
    );
    expect(enrolment.body.data).toMatchObject({
      student_id: otherStudentIds[0],
      course_id: course,
      status: 'active',
      payment_status: 'unpaid',
    });
  });

  it('answers the discount and total as the form types the code', async () => {
    const course = await newCourse('1000.00');
    const { status, body } = await server.request<Saved>(
      'GET',
      `/api/order/coupon-check?code=SAVE10&course_id=${course}&tax=50&other_cost=10`,
      { token: admin },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ code: 'SAVE10', subtotal: 1000, discount: 100, total: 960 });
  });

  it('refuses a coupon with the reason, at checkout and in the live check', async () => {
    const course = await newCourse('80.00');
    const other = await newCourse('80.00', { title: 'SAT Math Sprint' });
    await newCoupon('OLD10', { valid_from: addDays(today, -60), valid_to: addDays(today, -1) });
    await newCoupon('SOON10', { valid_from: addDays(today, 2) });
    await newCoupon('ONLY10', { course_id: other });
    await newCoupon('BIG10', { min_spend: '100.00' });
    await newCoupon('SMALL10', { max_spend: '50.00' });
    await newCoupon('OFF10', { is_active: false });
    const once = await newCoupon('ONCE10', { usage_limit: 1 });
    const first = await checkout({
      student_id: otherStudentIds[1],
      course_id: other,
      coupon_code: 'ONCE10',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(await usedCount(once)).toBe(1);

    const reasons: [string, string][] = [
      ['OLD10', `The coupon OLD10 expired on ${addDays(today, -1)}.`],
      ['SOON10', `The coupon SOON10 is valid from ${addDays(today, 2)}.`],
      ['ONLY10', 'The coupon ONLY10 is for SAT Math Sprint only.'],
      ['BIG10', 'The coupon BIG10 needs a price of at least 100.00.'],
      ['SMALL10', 'The coupon SMALL10 applies to a price of at most 50.00.'],
      ['OFF10', 'The coupon OFF10 is not active.'],
      ['ONCE10', 'The coupon ONCE10 has been used 1 of 1 times.'],
      ['NOPE', 'There is no coupon NOPE.'],
    ];
    for (const [code, reason] of reasons) {
      const refused = await checkout({
        student_id: otherStudentIds[0],
        course_id: course,
        coupon_code: code,
      });
      expect(refused.status, code).toBe(422);
      expect(refused.body.errors.coupon_code, code).toEqual([reason]);
      const live = await server.request<Invalid>(
        'GET',
        `/api/order/coupon-check?code=${code}&course_id=${course}`,
        { token: admin },
      );
      expect(live.status, code).toBe(422);
      expect(live.body.errors.coupon_code, code).toEqual([reason]);
    }
    const none = await server.request<Listed>('GET', `/api/order?filter[course_id]=${course}`, {
      token: admin,
    });
    expect(none.body.meta.total).toBe(0);
  });

  it("quotes a coupon's dates in Bangla as a Bangla reader reads a date", async () => {
    const course = await newCourse('80.00');
    await newCoupon('GONE10', { valid_from: addDays(today, -60), valid_to: addDays(today, -1) });
    await newCoupon('LATER10', { valid_from: addDays(today, 2) });
    const reasons: [string, string][] = [
      ['GONE10', `GONE10 কুপনের মেয়াদ ${banglaDate(addDays(today, -1))} তারিখে শেষ হয়েছে।`],
      ['LATER10', `LATER10 কুপনটি ${banglaDate(addDays(today, 2))} থেকে চালু হবে।`],
    ];
    for (const [code, reason] of reasons) {
      const refused = await server.request<Invalid>('POST', '/api/order', {
        token: admin,
        language: 'bn',
        json: { student_id: otherStudentIds[0], course_id: course, coupon_code: code },
      });
      expect(refused.status, code).toBe(422);
      expect(refused.body.errors.coupon_code, code).toEqual([reason]);
      const live = await server.request<Invalid>(
        'GET',
        `/api/order/coupon-check?code=${code}&course_id=${course}`,
        { token: admin, language: 'bn' },
      );
      expect(live.status, code).toBe(422);
      expect(live.body.errors.coupon_code, code).toEqual([reason]);
    }
  });

  it('gives the last use of a coupon to one of two checkouts racing for it', async () => {
    const course = await newCourse('500.00');
    const couponId = await newCoupon('LAST1', { usage_limit: 1 });
    const answers = await Promise.all(
      [otherStudentIds[0], otherStudentIds[1]].map((student) =>
        checkout({ student_id: student, course_id: course, coupon_code: 'LAST1' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const refused = answers.find((a) => a.status === 422)!;
    expect(refused.body.errors.coupon_code).toEqual([
      'The coupon LAST1 has been used 1 of 1 times.',
    ]);
    expect(await usedCount(couponId)).toBe(1);
  });

  it('pays a zero total at once, with no payment row, and keeps it', async () => {
    const course = await newCourse('300.00');
    await newCoupon('FREE100', { discount_value: '100' });
    const { status, body } = await checkout({
      student_id: otherStudentIds[0],
      course_id: course,
      coupon_code: 'FREE100',
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({
      discount: 300,
      total: 0,
      payment_status: 'paid',
      paid_at: today,
      amount_paid: 0,
    });
    const rows = await server.request<Listed>(
      'GET',
      `/api/order-payment?filter[order_id]=${String(body.data.id)}`,
      { token: admin },
    );
    expect(rows.body.meta.total).toBe(0);
    const enrolment = await server.request<Saved>(
      'GET',
      `/api/student-course/${String(body.data.student_course_id)}`,
      { token: admin },
    );
    expect(enrolment.body.data.payment_status).toBe('paid');
    const removed = await server.request<Invalid>('DELETE', `/api/order/${String(body.data.id)}`, {
      token: admin,
    });
    expect(removed.status).toBe(422);
    expect(removed.body.message).toBe(
      `Order ${String(body.data.order_no)} is paid and cannot be deleted.`,
    );
  });

  it('reuses an enrolment the student has, and bills it once', async () => {
    const course = await newCourse('120.00');
    const enrolled = await server.request<Saved>('POST', '/api/student-course', {
      token: admin,
      json: { student_id: otherStudentIds[2], course_id: course },
    });
    const order = await checkout({ student_id: otherStudentIds[2], course_id: course });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body.data).toMatchObject({
      student_course_id: enrolled.body.data.id,
      subtotal: 120,
      total: 120,
    });
    const again = await checkout({ student_id: otherStudentIds[2], course_id: course });
    expect(again.status).toBe(422);
    expect(again.body.errors.course_id?.[0]).toContain(
      `is already billed by order ${String(order.body.data.order_no)}`,
    );
  });

  it('refuses an order where the enrolment rules refuse a seat', async () => {
    const course = await newCourse('120.00', { capacity: 1 });
    expect((await checkout({ student_id: otherStudentIds[0], course_id: course })).status).toBe(
      201,
    );
    const full = await checkout({ student_id: otherStudentIds[1], course_id: course });
    expect(full.status).toBe(422);
    expect(full.body.errors.course_id).toEqual([
      `Orders course ${courseCount} is full (1 of 1 seats taken).`,
    ]);
  });

  it('deletes an unpaid order and gives its coupon use back', async () => {
    const course = await newCourse('200.00');
    const couponId = await newCoupon('BACK10');
    const { body } = await checkout({
      student_id: otherStudentIds[0],
      course_id: course,
      coupon_code: 'BACK10',
    });
    expect(await usedCount(couponId)).toBe(1);
    const removed = await server.request('DELETE', `/api/order/${String(body.data.id)}`, {
      token: admin,
    });
    expect(removed.status).toBe(200);
    expect(await usedCount(couponId)).toBe(0);
  });
});

describe('payments and refunds', () => {
  let order: Record<string, unknown>;

  beforeAll(async () => {
    const course = await newCourse('1000.00');
    await newCoupon('PAY10');
    const created = await checkout({
      student_id: demoStudentId,
      course_id: course,
      coupon_code: 'PAY10',
      tax: '50.00',
      other_cost: '10.00',
      bank_account_id: bankAccountId,
      payment_type_id: paymentTypeId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    order = created.body.data;
  });

  it('records a part payment and tells the student and the parent', async () => {
    const { status, body } = await pay({ order_id: order.id, amount: '400.00', student_id: 1 });
    // student_id comes from the order, never from the body.
    expect(status).toBe(422);
    expect(body.errors.student_id).toEqual(['The student field is read-only.']);
    const paid = await pay({ order_id: order.id, amount: '400.00', reference: 'TXN-1' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({
      student_id: demoStudentId,
      kind: 'payment',
      amount: 400,
      label: expect.stringContaining(String(order.order_no)),
    });
    expect(await orderOf(order.id)).toMatchObject({
      amount_paid: 400,
      payment_status: 'partial',
      paid_at: null,
    });
    for (const [email, link] of [
      ['student@academy.test', '/student/payment'],
      ['parent@academy.test', '/parent/payment'],
    ] as const) {
      const notes = await server.connection.db
        .selectFrom('notifications')
        .select(['subject', 'link', 'message'])
        .where('user_id', '=', await server.userId(email))
        .where('subject', '=', 'Payment received')
        .execute();
      expect(notes.some((n) => n.link === link && String(n.message).includes('400.00'))).toBe(true);
    }
  });

  it('refuses a payment beyond what is due and a refund beyond what is held, the amount in the language of the answer', async () => {
    const over = await pay({ order_id: order.id, amount: '560.01' });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount).toEqual([
      `The payment cannot exceed the 560.00 due on order ${String(order.order_no)}.`,
    ]);
    const inBangla = await server.request<Invalid>('POST', '/api/order-payment', {
      token: admin,
      language: 'bn',
      json: {
        date: today,
        bank_account_id: bankAccountId,
        payment_type_id: paymentTypeId,
        order_id: order.id,
        amount: '560.01',
      },
    });
    expect(inBangla.body.errors.amount).toEqual([
      `পেমেন্ট ${String(order.order_no)} অর্ডারের বকেয়া ৫৬০.০০-এর বেশি হতে পারবে না।`,
    ]);
    const tooMuch = await pay({ order_id: order.id, kind: 'refund', amount: '400.01' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount).toEqual([
      `The refund cannot exceed the 400.00 paid on order ${String(order.order_no)}.`,
    ]);
  });

  it('refuses a refund from an account that cannot pay it', async () => {
    const bank = await server.connection.db
      .selectFrom('banks')
      .select('id')
      .executeTakeFirstOrThrow();
    const empty = await server.request<Saved>('POST', '/api/bank-account', {
      token: admin,
      json: {
        bank_id: Number(bank.id),
        account_name: 'Empty till',
        account_number: 'ORDERS-EMPTY-1',
        opening_balance: 0,
      },
    });
    expect(empty.status, JSON.stringify(empty.body)).toBe(201);
    const refused = await pay({
      order_id: order.id,
      kind: 'refund',
      amount: '50.00',
      bank_account_id: empty.body.data.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.amount).toEqual([
      "The bank account's balance is 0.00; paying 50.00 from it would leave -50.00.",
    ]);
    expect(await orderOf(order.id)).toMatchObject({ amount_refunded: 0 });
  });

  it('keeps the amounts and the course once something is paid', async () => {
    const changed = await server.request<Invalid>('PUT', `/api/order/${String(order.id)}`, {
      token: admin,
      json: { tax: '0', note: 'changed' },
    });
    expect(changed.status).toBe(422);
    expect(Object.keys(changed.body.errors)).toEqual(['tax']);
    const noted = await server.request<Saved>('PUT', `/api/order/${String(order.id)}`, {
      token: admin,
      json: { note: 'Paid in two parts' },
    });
    expect(noted.status).toBe(200);
  });

  it('records a refund as a row of its own', async () => {
    const refund = await pay({ order_id: order.id, kind: 'refund', amount: '100.00' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    // 960.00 − (400.00 − 100.00) = 660.00 due
    expect(await orderOf(order.id)).toMatchObject({
      amount_paid: 400,
      amount_refunded: 100,
      payment_status: 'partial',
    });
  });

  it('marks the order paid with one payment of what is due, then refuses again', async () => {
    const marked = await server.request<Saved>('POST', `/api/order/${String(order.id)}/pay`, {
      token: admin,
      json: { reference: 'CASH-7' },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(201);
    expect(marked.body.data).toMatchObject({
      kind: 'payment',
      amount: 660,
      date: today,
      bank_account_id: bankAccountId,
      payment_type_id: paymentTypeId,
      reference: 'CASH-7',
    });
    const after = await orderOf(order.id);
    expect(after).toMatchObject({
      amount_paid: 1060,
      amount_refunded: 100,
      payment_status: 'paid',
      paid_at: today,
    });
    const enrolment = await server.request<Saved>(
      'GET',
      `/api/student-course/${String(after.student_course_id)}`,
      { token: admin },
    );
    expect(enrolment.body.data.payment_status).toBe('paid');
    const again = await server.request<Invalid>('POST', `/api/order/${String(order.id)}/pay`, {
      token: admin,
      json: {},
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(`Nothing is due on order ${String(order.order_no)}.`);
  });

  it('refuses to delete an order with payments, and has no way to change a payment', async () => {
    const removed = await server.request<Invalid>('DELETE', `/api/order/${String(order.id)}`, {
      token: admin,
    });
    expect(removed.status).toBe(422);
    expect(removed.body.message).toBe(
      `Order ${String(order.order_no)} has payments recorded and cannot be deleted: record a refund instead.`,
    );
    const rows = await server.request<Listed>(
      'GET',
      `/api/order-payment?filter[order_id]=${String(order.id)}`,
      { token: admin },
    );
    expect(rows.body.meta.total).toBe(3);
    const id = String(rows.body.data[0]!.id);
    expect(
      (
        await server.request('PUT', `/api/order-payment/${id}`, {
          token: admin,
          json: { amount: 1 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.request('DELETE', `/api/order-payment/${id}`, { token: admin })).status,
    ).toBe(404);
  });

  it('asks for an account when neither the call nor the order names one', async () => {
    const course = await newCourse('150.00');
    const bare = await checkout({ student_id: otherStudentIds[0], course_id: course });
    const refused = await server.request<Invalid>(
      'POST',
      `/api/order/${String(bare.body.data.id)}/pay`,
      {
        token: admin,
        json: {},
      },
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['bank_account_id']);
    const paid = await server.request<Saved>(
      'POST',
      `/api/order/${String(bare.body.data.id)}/pay`,
      {
        token: admin,
        json: { bank_account_id: bankAccountId, date: addDays(today, -1) },
      },
    );
    expect(paid.status).toBe(201);
    expect(await orderOf(bare.body.data.id)).toMatchObject({
      payment_status: 'paid',
      paid_at: addDays(today, -1),
    });
  });
});

describe('who sees orders', () => {
  let own: Record<string, unknown>;
  let others: Record<string, unknown>;

  beforeAll(async () => {
    own = (await checkout({ student_id: demoStudentId, course_id: await newCourse('90.00') })).body
      .data;
    others = (
      await checkout({ student_id: otherStudentIds[0], course_id: await newCourse('90.00') })
    ).body.data;
    expect((await pay({ order_id: own.id, amount: '10.00' })).status).toBe(201);
    expect((await pay({ order_id: others.id, amount: '10.00' })).status).toBe(201);
  });

  it('shows a student and a parent only the student’s own orders and payments', async () => {
    for (const email of ['student@academy.test', 'parent@academy.test']) {
      const token = await server.login(email);
      const list = await server.request<Listed>('GET', '/api/order?per_page=100', { token });
      expect(list.status).toBe(200);
      expect(list.body.data.length).toBeGreaterThan(0);
      expect(list.body.data.every((o) => o.student_id === demoStudentId)).toBe(true);
      expect((await server.request('GET', `/api/order/${String(own.id)}`, { token })).status).toBe(
        200,
      );
      expect(
        (await server.request('GET', `/api/order/${String(others.id)}`, { token })).status,
      ).toBe(404);
      const payments = await server.request<Listed>('GET', '/api/order-payment?per_page=100', {
        token,
      });
      expect(payments.body.data.every((p) => p.student_id === demoStudentId)).toBe(true);
      const otherPayment = await server.connection.db
        .selectFrom('order_payments')
        .select('id')
        .where('order_id', '=', Number(others.id))
        .executeTakeFirstOrThrow();
      expect(
        (await server.request('GET', `/api/order-payment/${String(otherPayment.id)}`, { token }))
          .status,
      ).toBe(404);
      expect(
        (await server.request('POST', `/api/order/${String(own.id)}/pay`, { token, json: {} }))
          .status,
      ).toBe(403);
    }
  });

  it('does not let a tutor read orders', async () => {
    const token = await server.login('employee@academy.test');
    expect((await server.request('GET', '/api/order', { token })).status).toBe(403);
    expect((await server.request('GET', `/api/order/${String(own.id)}`, { token })).status).toBe(
      403,
    );
    expect((await server.request('GET', '/api/order-payment', { token })).status).toBe(403);
  });
});

describe('demo orders', () => {
  it('bill the demo student’s two enrolments, one paid in full and one part paid', async () => {
    const db = server.connection.db;
    const rows = await db
      .selectFrom('orders')
      .innerJoin('courses', 'courses.id', 'orders.course_id')
      .innerJoin('student_courses', 'student_courses.id', 'orders.student_course_id')
      .select([
        'courses.title',
        'orders.total',
        'orders.amount_paid',
        'orders.payment_status',
        'student_courses.payment_status as enrolment_status',
      ])
      .where('orders.student_id', '=', demoStudentId)
      .where('orders.order_no', 'like', 'ORD-%')
      .orderBy('orders.id')
      .limit(2)
      .execute();
    expect(
      rows.map((r) => [r.title, Number(r.total), Number(r.amount_paid), r.payment_status]),
    ).toEqual([
      ['Digital SAT Complete', 4_000_000, 4_000_000, 'paid'],
      ['SAT Math Intensive', 2_200_000, 1_000_000, 'partial'],
    ]);
    expect(rows.map((r) => r.enrolment_status)).toEqual(['paid', 'partial']);
    const welcome = await db
      .selectFrom('coupons')
      .select('used_count')
      .where('code', '=', 'WELCOME10')
      .executeTakeFirstOrThrow();
    expect(Number(welcome.used_count)).toBe(1);
  });
});
