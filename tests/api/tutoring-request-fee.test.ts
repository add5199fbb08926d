/**
 * The tutoring request fee paid online: the real `stripe` SDK against a local server speaking
 * Stripe's API (tests/support/stripe-api.ts). With a fee and online payment on, the public form
 * answers a Stripe page for the fee and stores the request awaiting it; the signed webhook records
 * the fee once, as an income to the account for online payments, and the request shows it paid; a
 * bad signature records nothing. With no fee, or without provider keys, the form is as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-request';
import { startTestServer, type TestServer } from '../support/server';
import { startFakeStripe, type FakeSession, type FakeStripe } from '../support/stripe-api';

type Body = Record<string, unknown>;
const WEBHOOK_SECRET = 'whsec_test_tutoring_fee';
const THANKS = 'Thank you! We have received your request and will contact you soon.';

let stripe: FakeStripe;
let server: TestServer;
let admin: string;
let accountId: number;
let nextAddress = 10;

/** A fresh client address per request, so the form's limit per address is never reached. */
const newVisitor = () => ({ 'x-forwarded-for': `198.51.100.${nextAddress++}` });

const family = (email: string) => ({
  guardian_name: 'Nasima Begum',
  email,
  phone: '+880 1711-444555',
  student_name: 'Tanvir Hasan',
  student_level: 'Grade 10',
});

const submit = (on: TestServer, email: string) =>
  rawRequest(on, 'POST', '/api/public/tutoring-request', {
    headers: newVisitor(),
    json: family(email),
  });

const requestOf = (on: TestServer, email: string) =>
  on.connection.db
    .selectFrom('tutoring_requests')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

const feeIncomes = (on: TestServer) =>
  on.connection.db
    .selectFrom('additional_incomes')
    .selectAll()
    .where('title', 'like', 'Tutoring request fee%')
    .execute();

async function savePaymentSettings(on: TestServer, token: string, values: Body) {
  const saved = await on.request('PUT', '/api/payment-settings', { token, json: values });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const firstAccount = async (on: TestServer) =>
  Number(
    (
      await on.connection.db
        .selectFrom('bank_accounts')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id,
  );

async function balanceOf(id: number): Promise<number> {
  const response = await server.request<{ data: { id: number; balance: number }[] }>(
    'GET',
    '/api/bank-account/balances',
    { token: admin },
  );
  return response.body.data.find((account) => account.id === id)!.balance;
}

const postWebhook = (body: string, signature: string) =>
  fetch(`${server.url}/api/online-payment/webhook/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });

const sessionOf = (requestId: number): FakeSession => {
  const session = stripe.sessions
    .filter((s) => s.form['metadata[tutoring_request_id]'] === String(requestId))
    .at(-1);
  if (!session) throw new Error(`No checkout session for tutoring request ${requestId}`);
  return session;
};

beforeAll(async () => {
  stripe = await startFakeStripe();
  const { port } = new URL(stripe.url);
  server = await startTestServer({
    trustProxy: true,
    onlinePayment: {
      currency: 'bdt',
      stripe: {
        secretKey: 'sk_test_tutoring_fee',
        webhookSecret: WEBHOOK_SECRET,
        api: { host: '127.0.0.1', port: Number(port), protocol: 'http' },
      },
    },
  });
  admin = await server.login('admin@academy.test');
  accountId = await firstAccount(server);
});

afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

describe('a tutoring request with a fee while online payment is on', () => {
  let requestId: number;

  beforeAll(async () => {
    await savePaymentSettings(server, admin, {
      online_bank_account_id: accountId,
      tutoring_request_fee: '500',
    });
  });

  it('tells the public site the fee', async () => {
    const { status, json } = await rawRequest(server, 'GET', '/api/public/tutoring-request');
    expect(status).toBe(200);
    expect(json).toEqual({ data: { fee: 500 } });
  });

  it('answers a Stripe page for the fee and stores the request awaiting it', async () => {
    const { status, json } = await submit(server, 'nasima@example.com');
    expect(status, JSON.stringify(json)).toBe(201);
    const request = await requestOf(server, 'nasima@example.com');
    requestId = Number(request.id);
    const session = sessionOf(requestId);
    expect(json).toEqual({ status: true, message: THANKS, checkout_url: session.url });
    expect(session.amount).toBe(50_000);
    expect(session.form['line_items[0][price_data][currency]']).toBe('bdt');
    expect(session.form.success_url?.startsWith(server.settings.appUrl)).toBe(true);
    expect(session.form.cancel_url?.startsWith(server.settings.appUrl)).toBe(true);
    expect(request).toMatchObject({ status: 'new', fee_status: 'awaiting', fee_payment_id: null });
    expect(Number(request.fee)).toBe(50_000);
    const shown = await server.request<{ data: Body }>(
      'GET',
      `/api/tutoring-request/${requestId}`,
      {
        token: admin,
      },
    );
    expect(shown.body.data).toMatchObject({ fee_status: 'awaiting', fee: 500 });
    expect(await feeIncomes(server)).toHaveLength(0);
  });

  it('has the fee recorded once by the signed webhook, however often it arrives, and the account grows by it', async () => {
    const before = await balanceOf(accountId);
    const session = sessionOf(requestId);
    const { body, signature } = stripe.completedWebhook(session, WEBHOOK_SECRET);
    const first = await postWebhook(body, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'recorded' });
    const replays = await Promise.all([postWebhook(body, signature), postWebhook(body, signature)]);
    expect(replays.map((reply) => reply.status)).toEqual([200, 200]);
    for (const reply of replays)
      expect(await reply.json()).toEqual({ received: true, outcome: 'duplicate' });

    const incomes = await feeIncomes(server);
    expect(incomes).toHaveLength(1);
    expect(incomes[0]).toMatchObject({ bank_account_id: accountId });
    expect(Number(incomes[0]!.amount)).toBe(50_000);
    expect(await requestOf(server, 'nasima@example.com')).toMatchObject({
      fee_status: 'paid',
      fee_payment_id: `pi_for_${session.id}`,
      fee_income_id: incomes[0]!.id,
    });
    const shown = await server.request<{ data: Body }>(
      'GET',
      `/api/tutoring-request/${requestId}`,
      {
        token: admin,
      },
    );
    expect(shown.body.data).toMatchObject({ fee_status: 'paid', fee: 500 });
    expect(await balanceOf(accountId)).toBe(before + 500);
  });

  it('answers 400 to a notice with a bad signature and records nothing', async () => {
    expect((await submit(server, 'forged@example.com')).status).toBe(201);
    const request = await requestOf(server, 'forged@example.com');
    const before = await balanceOf(accountId);
    const forged = stripe.completedWebhook(sessionOf(Number(request.id)), 'whsec_someone_else');
    expect((await postWebhook(forged.body, forged.signature)).status).toBe(400);
    expect((await requestOf(server, 'forged@example.com')).fee_status).toBe('awaiting');
    expect(await feeIncomes(server)).toHaveLength(1);
    expect(await balanceOf(accountId)).toBe(before);
  });
});

describe('a tutoring request without a fee', () => {
  beforeAll(async () => {
    await savePaymentSettings(server, admin, {
      online_bank_account_id: accountId,
      tutoring_request_fee: '0',
    });
  });

  it('is stored as today: the same answer, no page, no fee', async () => {
    const sessions = stripe.sessions.length;
    const { status, json } = await submit(server, 'nofee@example.com');
    expect(status).toBe(201);
    expect(json).toEqual({ status: true, message: THANKS });
    expect(stripe.sessions).toHaveLength(sessions);
    expect(await requestOf(server, 'nofee@example.com')).toMatchObject({
      status: 'new',
      fee_status: 'none',
      fee: null,
    });
    const fee = await rawRequest(server, 'GET', '/api/public/tutoring-request');
    expect(fee.json).toEqual({ data: { fee: 0 } });
  });
});

describe('a tutoring request with a fee but no provider keys', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({
      trustProxy: true,
      onlinePayment: { currency: 'bdt', stripe: undefined },
    });
    await savePaymentSettings(bare, await bare.login('admin@academy.test'), {
      online_bank_account_id: await firstAccount(bare),
      tutoring_request_fee: '500',
    });
  });
  afterAll(async () => bare?.close());

  it('is accepted without a page and asks no fee', async () => {
    const { status, json } = await submit(bare, 'nokeys@example.com');
    expect(status).toBe(201);
    expect(json).toEqual({ status: true, message: THANKS });
    expect(await requestOf(bare, 'nokeys@example.com')).toMatchObject({
      fee_status: 'none',
      fee: null,
    });
    const fee = await rawRequest(bare, 'GET', '/api/public/tutoring-request');
    expect(fee.json).toEqual({ data: { fee: 0 } });
  });
});
