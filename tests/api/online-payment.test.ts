/**
 * Learners paying online through Stripe: the real `stripe` SDK against a local server speaking
 * Stripe's API (tests/support/stripe-api.ts), and webhooks signed with Stripe's scheme. Checkout
 * makes the order through the order rules and one Checkout Session; the signed
 * `checkout.session.completed` records one payment however often it arrives, and the order and
 * enrolment follow from it; a bad signature records nothing; part payments follow the centre's
 * minimum; without keys the config says online payment is off and checkout answers 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';
import {
  onlinePaymentThrough,
  startFakeStripe,
  type FakeSession,
  type FakeStripe,
} from '../support/stripe-api';

type Body = Record<string, unknown>;
const WEBHOOK_SECRET = 'whsec_test_online_payment';
const SECRET_KEY = 'sk_test_online_payment';

let stripe: FakeStripe;
let server: TestServer;
let admin: string;
let student: string;
let parent: string;
let demoStudent: number;
let oLevel: number;
let admission: number;

async function setSetting(name: string, value: string) {
  const saved = await server.request('POST', '/api/setting', {
    token: admin,
    json: { group: 'payment', name, value },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
}

const postWebhook = (body: string, signature: string) =>
  fetch(`${server.url}/api/online-payment/webhook/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });

const paymentsOf = async (orderId: number) =>
  server.connection.db
    .selectFrom('order_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute();

const orderRow = async (orderId: number) =>
  server.connection.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

const sessionOf = (orderId: number): FakeSession => {
  const session = stripe.sessions.filter((s) => s.orderId === orderId).at(-1);
  if (!session) throw new Error(`No checkout session for order ${orderId}`);
  return session;
};

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({
    onlinePayment: onlinePaymentThrough(stripe, {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
    }),
  });
  admin = await server.login('admin@academy.test');
  student = await server.login('student@academy.test');
  parent = await server.login('parent@academy.test');
  demoStudent = await idWhere(server, 'students', 'email', 'student@academy.test');
  oLevel = await idWhere(server, 'courses', 'title', 'O Level Mathematics');
  admission = await idWhere(
    server,
    'courses',
    'title',
    'Engineering Admission Physics & Chemistry',
  );
  const account = await server.connection.db
    .selectFrom('bank_accounts')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await setSetting('online_bank_account_id', String(account.id));
});

afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

describe('a student checking out', () => {
  let orderId: number;

  it('gets an order made by the order rules (price, coupon) and a Stripe page for its total', async () => {
    const config = await server.request<{ data: Body }>('GET', '/api/online-payment/config', {
      token: student,
    });
    expect(config.body.data).toEqual({ enabled: true, provider: 'stripe', minimum_percent: 100 });

    const response = await server.request<{ data: { order: Body; payment: Body } }>(
      'POST',
      '/api/online-payment/checkout',
      { token: student, json: { course_id: oLevel, coupon_code: 'welcome10' } },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { order, payment } = response.body.data;
    orderId = Number(order.id);
    expect(order).toMatchObject({
      student_id: demoStudent,
      course_id: oLevel,
      subtotal: 18000,
      coupon_code: 'WELCOME10',
      discount: 1800,
      total: 16200,
      payment_status: 'unpaid',
    });
    const session = sessionOf(orderId);
    expect(payment).toEqual({
      order_id: orderId,
      order_no: order.order_no,
      amount: 16200,
      checkout_url: session.url,
    });
    expect(session.amount).toBe(1_620_000);
    expect(session.form['line_items[0][price_data][currency]']).toBe('bdt');
    expect(stripe.authorizations.at(-1)).toBe(`Bearer ${SECRET_KEY}`);
    expect(await paymentsOf(orderId)).toHaveLength(0);
  });

  it('is refused a second order for a course already billed, and no page is made', async () => {
    const sessions = stripe.sessions.length;
    const response = await server.request<Body>('POST', '/api/online-payment/checkout', {
      token: student,
      json: { course_id: oLevel },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors as Body)).toEqual(['course_id']);
    expect(stripe.sessions).toHaveLength(sessions);
  });

  it('once the signed webhook arrives, has one payment recorded, the order and enrolment paid, and is told', async () => {
    const { body, signature } = stripe.completedWebhook(sessionOf(orderId), WEBHOOK_SECRET);
    const response = await postWebhook(body, signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'recorded' });

    const payments = await paymentsOf(orderId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      kind: 'payment',
      student_id: demoStudent,
      provider_payment_id: `pi_for_${sessionOf(orderId).id}`,
    });
    expect(Number(payments[0]!.amount)).toBe(1_620_000);
    const order = await orderRow(orderId);
    expect(order.payment_status).toBe('paid');
    const enrolment = await server.connection.db
      .selectFrom('student_courses')
      .selectAll()
      .where('id', '=', Number(order.student_course_id))
      .executeTakeFirstOrThrow();
    expect(enrolment).toMatchObject({
      student_id: demoStudent,
      course_id: oLevel,
      status: 'active',
      payment_status: 'paid',
    });
    // Told as for any payment: the bell of the student (and their parent) links to the payments.
    const notices = await server.connection.db
      .selectFrom('notifications')
      .select(['subject', 'message'])
      .where('user_id', '=', await server.userId('student@academy.test'))
      .where('link', '=', '/student/payment')
      .execute();
    expect(notices).toContainEqual({
      subject: 'Payment received',
      message: `A payment of 16200.00 on order ${String(order.order_no)} (O Level Mathematics) was received.`,
    });
    const mine = await server.request<{ data: Body[] }>('GET', '/api/student-course', {
      token: student,
    });
    expect(mine.body.data.map((row) => Number(row.course_id))).toContain(oLevel);
  });

  it('has one payment however often the same webhook is delivered, at once or later', async () => {
    const { body, signature } = stripe.completedWebhook(sessionOf(orderId), WEBHOOK_SECRET);
    const answers = await Promise.all([postWebhook(body, signature), postWebhook(body, signature)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const later = await postWebhook(body, signature);
    expect(await later.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await paymentsOf(orderId)).toHaveLength(1);
    expect(Number((await orderRow(orderId)).amount_paid)).toBe(1_620_000);
  });
});

describe('the webhook', () => {
  it('answers 400 to a notice with a bad signature and records nothing', async () => {
    const response = await server.request<{ data: { order: Body } }>(
      'POST',
      '/api/online-payment/checkout',
      { token: parent, json: { course_id: admission, student_id: demoStudent } },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const orderId = Number(response.body.data.order.id);
    const forged = stripe.forgedWebhook(sessionOf(orderId), 'whsec_someone_else');
    expect((await postWebhook(forged.body, forged.signature)).status).toBe(400);
    const unsigned = await fetch(`${server.url}/api/online-payment/webhook/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: forged.body,
    });
    expect(unsigned.status).toBe(400);
    expect(await paymentsOf(orderId)).toHaveLength(0);
    expect((await orderRow(orderId)).payment_status).toBe('unpaid');
  });
});

describe('paying an order later', () => {
  it("gives a student 404 for another student's order, and makes no page", async () => {
    const other = await server.connection.db
      .selectFrom('orders')
      .select('id')
      .where('student_id', '!=', demoStudent)
      .where('payment_status', '!=', 'paid')
      .executeTakeFirstOrThrow();
    const sessions = stripe.sessions.length;
    const response = await server.request('POST', `/api/online-payment/order/${other.id}`, {
      token: student,
    });
    expect(response.status).toBe(404);
    expect(stripe.sessions).toHaveLength(sessions);
  });

  it("lets a parent pay part of a child's order, no less than the centre's minimum", async () => {
    await setSetting('online_minimum_percent', '25');
    const order = await server.connection.db
      .selectFrom('orders')
      .selectAll()
      .where('student_id', '=', demoStudent)
      .where('course_id', '=', admission)
      .executeTakeFirstOrThrow();
    const orderId = Number(order.id);
    const path = `/api/online-payment/order/${orderId}`;
    // 25 % of 30,000.00 is 7,500.00.
    const tooLittle = await server.request<Body>('POST', path, {
      token: parent,
      json: { amount: '7499.99' },
    });
    expect(tooLittle.status).toBe(422);
    expect(tooLittle.body.errors).toEqual({
      amount: [`The payment must be at least 7500.00 on order ${String(order.order_no)}.`],
    });

    const part = await server.request<{ data: Body }>('POST', path, {
      token: parent,
      json: { amount: '7500' },
    });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    expect(part.body.data.amount).toBe(7500);
    const session = sessionOf(orderId);
    expect(session.amount).toBe(750_000);
    expect(session.form.success_url).toMatch(/\/parent\/payment\?paid=/);

    const { body, signature } = stripe.completedWebhook(session, WEBHOOK_SECRET);
    expect((await postWebhook(body, signature)).status).toBe(200);
    const after = await orderRow(orderId);
    expect(after.payment_status).toBe('partial');
    expect(Number(after.amount_paid)).toBe(750_000);
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });
});

describe('without Stripe keys', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ onlinePayment: { currency: 'bdt', stripe: undefined } });
  });
  afterAll(async () => bare?.close());

  it('reports online payment off, answers checkout 409 and makes no order', async () => {
    const token = await bare.login('student@academy.test');
    const config = await bare.request<{ data: Body }>('GET', '/api/online-payment/config', {
      token,
    });
    expect(config.body.data).toMatchObject({ enabled: false, provider: null });
    const before = await bare.connection.db.selectFrom('orders').select('id').execute();
    const course = await idWhere(bare, 'courses', 'title', 'O Level Mathematics');
    const response = await bare.request<Body>('POST', '/api/online-payment/checkout', {
      token,
      json: { course_id: course },
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'Online payment is not available: the centre has not set up a payment provider.',
    );
    const afterRows = await bare.connection.db.selectFrom('orders').select('id').execute();
    expect(afterRows).toHaveLength(before.length);
    const webhook = await fetch(`${bare.url}/api/online-payment/webhook/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(webhook.status).toBe(404);
  });
});
