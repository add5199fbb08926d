/**
 * One payable Stripe page per payment (docs/DOMAIN.md "One open page per payment"): the real
 * `stripe` SDK against the local server speaking Stripe's API (tests/support/stripe-api.ts),
 * which, as Stripe, lets nobody pay an expired Checkout Session. A new page for an order, or for a
 * tutoring request's fee, expires the one opened before; two opened at once leave one open; a page
 * paid just before a new one is asked for is recorded once, and no new page is made for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idWhere } from '../support/rows';
import { rawRequest } from '../support/raw-request';
import { startTestServer, type TestServer } from '../support/server';
import {
  onlinePaymentThrough,
  startFakeStripe,
  type FakeSession,
  type FakeStripe,
} from '../support/stripe-api';

type Body = Record<string, unknown>;
const WEBHOOK_SECRET = 'whsec_test_checkout_expiry';

let stripe: FakeStripe;
let server: TestServer;
let admin: string;
let student: string;
let nextAddress = 10;

const postWebhook = async (session: FakeSession) => {
  const { body, signature } = stripe.completedWebhook(session, WEBHOOK_SECRET);
  const response = await fetch(`${server.url}/api/online-payment/webhook/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Body).outcome;
};

const orderSessions = (orderId: number) => stripe.sessions.filter((s) => s.orderId === orderId);
const feeSessions = (requestId: number) =>
  stripe.sessions.filter((s) => s.form['metadata[tutoring_request_id]'] === String(requestId));
const open = (sessions: FakeSession[]) => sessions.filter((s) => s.status === 'open');

const orderRow = (orderId: number) =>
  server.connection.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

const paymentsOf = (orderId: number) =>
  server.connection.db
    .selectFrom('order_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute();

const payOrder = (orderId: number, language = 'en') =>
  server.request<{ data: Body } & Body>('POST', `/api/online-payment/order/${orderId}`, {
    token: student,
    language,
  });

async function checkout(course: string): Promise<number> {
  const response = await server.request<{ data: { order: Body } }>(
    'POST',
    '/api/online-payment/checkout',
    { token: student, json: { course_id: await idWhere(server, 'courses', 'title', course) } },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return Number(response.body.data.order.id);
}

/** A tutoring request sent from the public form with the fee asked: its id and fee reference. */
async function feeRequest(email: string): Promise<{ id: number; reference: string }> {
  const sent = await rawRequest(server, 'POST', '/api/public/tutoring-request', {
    headers: { 'x-forwarded-for': `198.51.100.${nextAddress++}` },
    json: {
      guardian_name: 'Nasima Begum',
      email,
      phone: '+880 1711-444555',
      student_name: 'Tanvir Hasan',
    },
  });
  expect(sent.status, JSON.stringify(sent.json)).toBe(201);
  const reference = /\/tutoring-request-fee\/([^/?]+)/.exec(String(sent.json!.fee_url))![1]!;
  const row = await server.connection.db
    .selectFrom('tutoring_requests')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), reference };
}

const payFeeAgain = (reference: string) =>
  rawRequest(server, 'POST', `/api/public/tutoring-request/fee/${reference}/checkout`, {
    headers: { 'x-forwarded-for': `198.51.100.${nextAddress++}` },
  });

const requestRow = (id: number) =>
  server.connection.db
    .selectFrom('tutoring_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({
    trustProxy: true,
    onlinePayment: onlinePaymentThrough(stripe, {
      secretKey: 'sk_test_checkout_expiry',
      webhookSecret: WEBHOOK_SECRET,
    }),
  });
  admin = await server.login('admin@academy.test');
  student = await server.login('student@academy.test');
  const account = await server.connection.db
    .selectFrom('bank_accounts')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const saved = await server.request('PUT', '/api/payment-settings', {
    token: admin,
    json: { online_bank_account_id: account.id, tutoring_request_fee: '500' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

describe("an order's pages", () => {
  it('a second page expires the first: the first can no longer be paid, the second is, once', async () => {
    const orderId = await checkout('O Level Mathematics');
    const [first] = orderSessions(orderId);
    const again = await payOrder(orderId);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const second = orderSessions(orderId).at(-1)!;
    expect(again.body.data.checkout_url).toBe(second.url);
    expect(first!.status).toBe('expired');
    expect(open(orderSessions(orderId))).toEqual([second]);
    expect((await orderRow(orderId)).checkout_id).toBe(second.id);
    expect(() => stripe.completedWebhook(first!, WEBHOOK_SECRET)).toThrow(/expired/);

    expect(await postWebhook(second)).toBe('recorded');
    expect(await paymentsOf(orderId)).toHaveLength(1);
    expect((await orderRow(orderId)).payment_status).toBe('paid');
  });

  let orderId: number;

  it('two pages asked at once leave exactly one open, the one recorded', async () => {
    orderId = await checkout('Engineering Admission Physics & Chemistry');
    const answers = await Promise.all([payOrder(orderId), payOrder(orderId), payOrder(orderId)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const sessions = orderSessions(orderId);
    expect(sessions).toHaveLength(4);
    const live = open(sessions);
    expect(live).toHaveLength(1);
    expect((await orderRow(orderId)).checkout_id).toBe(live[0]!.id);
  });

  it('the provider failing to close the page before refuses the new one in the reader’s language, and leaves that page as it was', async () => {
    const before = stripe.sessions.length;
    const [live] = open(orderSessions(orderId));
    stripe.setFailing(true);
    try {
      const refused = await payOrder(orderId, 'bn');
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(
        'এই মুহূর্তে পেমেন্ট পেজ খোলা গেল না। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
      );
    } finally {
      stripe.setFailing(false);
    }
    expect(stripe.sessions).toHaveLength(before);
    expect(open(orderSessions(orderId))).toEqual([live]);
    expect((await orderRow(orderId)).checkout_id).toBe(live!.id);
  });

  it('a page paid just before a new one is asked for: no new page, the payment recorded once, then nothing due', async () => {
    const [live] = open(orderSessions(orderId));
    const before = stripe.sessions.length;
    // Paid at Stripe; its notice is still on its way.
    const { body, signature } = stripe.completedWebhook(live!, WEBHOOK_SECRET);
    const order = await orderRow(orderId);
    const refused = await payOrder(orderId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `A payment on order ${String(order.order_no)} was just made on a payment page opened earlier and is being confirmed. Please check the order again in a minute before paying more.`,
    );
    expect(stripe.sessions).toHaveLength(before);

    const notice = await fetch(`${server.url}/api/online-payment/webhook/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    expect(await notice.json()).toEqual({ received: true, outcome: 'recorded' });
    expect(await paymentsOf(orderId)).toHaveLength(1);
    expect((await orderRow(orderId)).checkout_id).toBeNull();
    const paid = await payOrder(orderId);
    expect(paid.status).toBe(422);
    expect(paid.body.errors).toEqual({
      id: [`Nothing is due on order ${String(order.order_no)}.`],
    });
    expect(stripe.sessions).toHaveLength(before);
  });
});

describe("a tutoring request fee's pages", () => {
  it('a second page expires the first: the first can no longer be paid, the second is, once', async () => {
    const { id, reference } = await feeRequest('twice@example.com');
    const [first] = feeSessions(id);
    const again = await payFeeAgain(reference);
    expect(again.status, JSON.stringify(again.json)).toBe(201);
    const second = feeSessions(id).at(-1)!;
    expect(again.json).toEqual({ status: true, data: { checkout_url: second.url } });
    expect(first!.status).toBe('expired');
    expect(open(feeSessions(id))).toEqual([second]);
    expect((await requestRow(id)).fee_checkout_id).toBe(second.id);
    expect(() => stripe.completedWebhook(first!, WEBHOOK_SECRET)).toThrow(/expired/);

    expect(await postWebhook(second)).toBe('recorded');
    const row = await requestRow(id);
    expect(row).toMatchObject({ fee_status: 'paid', fee_payment_id: `pi_for_${second.id}` });
    const incomes = await server.connection.db
      .selectFrom('additional_incomes')
      .select('id')
      .where('title', '=', `Tutoring request fee #${id}: Tanvir Hasan`)
      .execute();
    expect(incomes).toHaveLength(1);
  });

  it('two pages asked at once leave exactly one open, the one recorded', async () => {
    const { id, reference } = await feeRequest('at.once@example.com');
    const answers = await Promise.all([payFeeAgain(reference), payFeeAgain(reference)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const live = open(feeSessions(id));
    expect(feeSessions(id)).toHaveLength(3);
    expect(live).toHaveLength(1);
    expect((await requestRow(id)).fee_checkout_id).toBe(live[0]!.id);
  });

  it('a page paid just before a new one is asked for: no new page, the fee recorded once', async () => {
    const { id, reference } = await feeRequest('just.paid@example.com');
    const [live] = feeSessions(id);
    const { body, signature } = stripe.completedWebhook(live!, WEBHOOK_SECRET);
    const before = stripe.sessions.length;
    const refused = await payFeeAgain(reference);
    expect(refused.status).toBe(409);
    expect(refused.json!.message).toBe('This tutoring request’s fee is already paid.');
    expect(stripe.sessions).toHaveLength(before);
    const notice = await fetch(`${server.url}/api/online-payment/webhook/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    expect(await notice.json()).toEqual({ received: true, outcome: 'recorded' });
    expect(await requestRow(id)).toMatchObject({
      fee_status: 'paid',
      fee_payment_id: `pi_for_${live!.id}`,
    });
  });
});
