/**
 * The tutoring request fee paid online: the real `stripe` SDK against a local server speaking
 * Stripe's API (tests/support/stripe-api.ts). With a fee and online payment on, the public form
 * answers a Stripe page for the fee and stores the request awaiting it; the signed webhook records
 * the fee once, as an income to the account for online payments, and the request shows it paid; a
 * bad signature records nothing. Stripe sends the payer back to the fee's page in the app, named
 * by a signed reference; the line item is in the visitor's language, the income title in the
 * centre's. A request whose page Stripe could not make is kept, and its fee paid later. With no
 * fee, or without provider keys, the form is as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-request';
import { startSecondInstance, startTestServer, type TestServer } from '../support/server';
import {
  onlinePaymentThrough,
  startFakeStripe,
  type FakeSession,
  type FakeStripe,
} from '../support/stripe-api';

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

const submit = (on: TestServer, email: string, language = 'en') =>
  rawRequest(on, 'POST', '/api/public/tutoring-request', {
    headers: { ...newVisitor(), 'accept-language': language },
    json: family(email),
  });

/** The signed reference the fee's page is named by, read from the page's address. */
const referenceOf = (feeUrl: string) => /\/tutoring-request-fee\/([^/?]+)/.exec(feeUrl)![1]!;

const feeState = (reference: string) =>
  rawRequest(server, 'GET', `/api/public/tutoring-request/fee/${reference}`, {
    headers: newVisitor(),
  });

const payAgain = (reference: string, language = 'en') =>
  rawRequest(server, 'POST', `/api/public/tutoring-request/fee/${reference}/checkout`, {
    headers: { ...newVisitor(), 'accept-language': language },
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
  server = await startTestServer({
    trustProxy: true,
    onlinePayment: onlinePaymentThrough(stripe, {
      secretKey: 'sk_test_tutoring_fee',
      webhookSecret: WEBHOOK_SECRET,
    }),
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
    expect(json).toEqual({
      status: true,
      message: THANKS,
      checkout_url: session.url,
      fee_url: expect.any(String) as unknown,
    });
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

  it("sends the payer back to the fee's page, named by a signed reference rather than the request's number", async () => {
    const { json } = await submit(server, 'return@example.com');
    const request = await requestOf(server, 'return@example.com');
    const session = sessionOf(Number(request.id));
    const feeUrl = String(json!.fee_url);
    const reference = referenceOf(feeUrl);
    expect(reference).not.toBe(String(request.id));
    expect(reference).toMatch(new RegExp(`^${String(request.id)}-[0-9a-f]{32}$`));
    expect(feeUrl).toBe(`${server.settings.appUrl}/tutoring-request-fee/${reference}`);
    expect(session.form.success_url).toBe(`${feeUrl}?payment=paid`);
    expect(session.form.cancel_url).toBe(`${feeUrl}?payment=cancelled`);

    const awaiting = await feeState(reference);
    expect(awaiting.status).toBe(200);
    expect(awaiting.headers.get('cache-control')).toBe('no-store');
    expect(awaiting.json).toEqual({ data: { fee: 500, fee_status: 'awaiting' } });
    const { body, signature } = stripe.completedWebhook(session, WEBHOOK_SECRET);
    expect((await postWebhook(body, signature)).status).toBe(200);
    expect((await feeState(reference)).json).toEqual({ data: { fee: 500, fee_status: 'paid' } });
  });

  it('shows no fee for a reference it did not sign, nor for a bare request number', async () => {
    const { json } = await submit(server, 'guess@example.com');
    const reference = referenceOf(String(json!.fee_url));
    const [id, signature] = reference.split('-') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    for (const guess of [`${id}-${flipped}`, `${Number(id) - 1}-${signature}`, id, 'x']) {
      expect((await feeState(guess)).status, guess).toBe(404);
      expect((await payAgain(guess)).status, guess).toBe(404);
    }
  });

  it("names the fee on Stripe's page in the visitor's language and brings a Bangla visitor back to the Bangla page", async () => {
    await submit(server, 'bangla.visitor@example.com', 'bn-BD,bn;q=0.9');
    const bangla = sessionOf(Number((await requestOf(server, 'bangla.visitor@example.com')).id));
    expect(bangla.form['line_items[0][price_data][product_data][name]']).toBe(
      'টিউটরিং অনুরোধের ফি: Tanvir Hasan',
    );
    expect(bangla.form.success_url).toMatch(
      new RegExp(`^${server.settings.appUrl}/bn/tutoring-request-fee/[^/?]+\\?payment=paid$`),
    );
    await submit(server, 'english.visitor@example.com', 'en-GB');
    const english = sessionOf(Number((await requestOf(server, 'english.visitor@example.com')).id));
    expect(english.form['line_items[0][price_data][product_data][name]']).toBe(
      'Tutoring request fee: Tanvir Hasan',
    );
  });

  it("titles the fee's income in the centre's language, whatever language the visitor paid in", async () => {
    const paidIn = async (on: TestServer, email: string) => {
      await submit(server, email, 'bn');
      const request = await requestOf(server, email);
      const session = sessionOf(Number(request.id));
      const { body, signature } = stripe.completedWebhook(session, WEBHOOK_SECRET);
      const delivered = await fetch(`${on.url}/api/online-payment/webhook/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
      expect(await delivered.json()).toEqual({ received: true, outcome: 'recorded' });
      const paid = await requestOf(server, email);
      return (
        await server.connection.db
          .selectFrom('additional_incomes')
          .select(['title', 'id'])
          .where('id', '=', Number(paid.fee_income_id))
          .executeTakeFirstOrThrow()
      ).title;
    };
    const english = await paidIn(server, 'centre.en@example.com');
    const id = (await requestOf(server, 'centre.en@example.com')).id;
    expect(english).toBe(`Tutoring request fee #${String(id)}: Tanvir Hasan`);

    const banglaCentre = await startSecondInstance(server, { centreLanguage: 'bn' });
    try {
      const bangla = await paidIn(banglaCentre, 'centre.bn@example.com');
      const banglaId = (await requestOf(server, 'centre.bn@example.com')).id;
      expect(bangla).toBe(`টিউটরিং অনুরোধের ফি #${String(banglaId)}: Tanvir Hasan`);
    } finally {
      await banglaCentre.close();
    }
  });

  it('keeps a request whose Stripe page could not be made, tells the visitor why in their language, and lets the fee be paid later', async () => {
    const sessions = stripe.sessions.length;
    stripe.setFailing(true);
    let reference: string;
    try {
      const { status, json } = await submit(server, 'stripe.down@example.com', 'bn');
      expect(status, JSON.stringify(json)).toBe(201);
      expect(json).toMatchObject({ status: true, checkout_url: null });
      expect(json!.payment_error).toBe(
        'আপনার অনুরোধ সংরক্ষিত হয়েছে, কিন্তু এই মুহূর্তে পেমেন্ট পেজ খোলা গেল না। কয়েক মিনিট পরে আবার ফি পরিশোধের চেষ্টা করুন।',
      );
      expect(String(json!.fee_url)).toMatch(/\/bn\/tutoring-request-fee\//);
      reference = referenceOf(String(json!.fee_url));
      expect(await requestOf(server, 'stripe.down@example.com')).toMatchObject({
        status: 'new',
        fee_status: 'awaiting',
      });
      expect((await feeState(reference)).json).toEqual({
        data: { fee: 500, fee_status: 'awaiting' },
      });
      const stillDown = await payAgain(reference);
      expect(stillDown.status).toBe(503);
      expect(stillDown.json!.message).toBe(
        'Your request is saved, but the payment page could not be opened just now. Please try paying the fee again in a few minutes.',
      );
      expect(stripe.sessions).toHaveLength(sessions);
    } finally {
      stripe.setFailing(false);
    }

    // The centre's fee changed since: the request still pays what it was asked.
    await savePaymentSettings(server, admin, { tutoring_request_fee: '650' });
    try {
      const retried = await payAgain(reference, 'bn');
      expect(retried.status, JSON.stringify(retried.json)).toBe(201);
      const request = await requestOf(server, 'stripe.down@example.com');
      const session = sessionOf(Number(request.id));
      expect(retried.json).toEqual({ status: true, data: { checkout_url: session.url } });
      expect(session.amount).toBe(50_000);
      expect(session.form.cancel_url).toContain(`/bn/tutoring-request-fee/${reference}`);
      const { body, signature } = stripe.completedWebhook(session, WEBHOOK_SECRET);
      expect(await (await postWebhook(body, signature)).json()).toEqual({
        received: true,
        outcome: 'recorded',
      });
      expect((await requestOf(server, 'stripe.down@example.com')).fee_status).toBe('paid');
      const paid = await payAgain(reference);
      expect(paid.status).toBe(409);
      expect(paid.json!.message).toBe('This tutoring request’s fee is already paid.');
    } finally {
      await savePaymentSettings(server, admin, { tutoring_request_fee: '500' });
    }
  });

  it('answers 400 to a notice with a bad signature and records nothing', async () => {
    expect((await submit(server, 'forged@example.com')).status).toBe(201);
    const request = await requestOf(server, 'forged@example.com');
    const before = await balanceOf(accountId);
    const forged = stripe.forgedWebhook(sessionOf(Number(request.id)), 'whsec_someone_else');
    expect((await postWebhook(forged.body, forged.signature)).status).toBe(400);
    expect((await requestOf(server, 'forged@example.com')).fee_status).toBe('awaiting');
    expect((await requestOf(server, 'forged@example.com')).fee_income_id).toBeNull();
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
