/**
 * Affiliates on both databases: each affiliation account has a referral code; a sign-up through
 * it attributes the student once; the student's orders carry the affiliate from checkout; each
 * payment earns one commission entry at the affiliate's rate or its course rate (once however
 * often an online payment's webhook arrives), a refund a negative one; payouts never exceed the
 * unpaid balance, even two at once; an affiliate reads only their own rows and writes none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliatePanel } from '../../schema';
import { placeOrder } from '../support/orders';
import { rawRequest } from '../support/raw-request';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';
import { onlinePaymentThrough, startFakeStripe, type FakeStripe } from '../support/stripe-api';

type Body = Record<string, unknown>;
type Answer = { data: Body; errors?: Record<string, string[]> };
const WEBHOOK_SECRET = 'whsec_test_affiliation';
const PASSWORD = 'a-long-password';

let stripe: FakeStripe;
let server: TestServer;
let admin: string;
let affiliateToken: string;
let ownAffiliate: Body;
let otherAffiliate: Body;
let oLevel: number;
let admission: number;
let bankAccount: number;
let nextAddress = 1;

const db = () => server.connection.db;
const fromNewAddress = () => ({ 'x-forwarded-for': `203.0.113.${nextAddress++}` });

const affiliateOfAccount = async (email: string): Promise<Body> =>
  db()
    .selectFrom('affiliates')
    .selectAll()
    .where('user_id', '=', await server.userId(email))
    .executeTakeFirstOrThrow();

const reload = (row: Body) =>
  db()
    .selectFrom('affiliates')
    .selectAll()
    .where('id', '=', Number(row.id))
    .executeTakeFirstOrThrow();

const commissionsOfOrder = (orderId: number) =>
  db()
    .selectFrom('affiliate_commissions')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

async function signUp(email: string, ref: string): Promise<void> {
  const answer = await rawRequest(server, 'POST', '/api/register', {
    headers: fromNewAddress(),
    json: {
      first_name: 'Referred',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ref,
    },
  });
  expect(answer.status, answer.text).toBe(201);
}

/** Signs up through `ref`, confirms, signs in and saves the profile: answers token and student id. */
async function referredStudent(email: string, ref: string) {
  await signUp(email, ref);
  const mail = await db()
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = new URL(/https?:\S+/.exec(String(mail.text))![0]).searchParams.get('token');
  expect((await server.request('POST', '/api/email/verify', { json: { token } })).status).toBe(200);
  const login = await rawRequest(server, 'POST', '/api/login', {
    headers: fromNewAddress(),
    json: { email, password: PASSWORD },
  });
  const bearer = String(login.json?.token);
  const saved = await rawRequest(server, 'PUT', '/api/user/profile', {
    headers: { ...fromNewAddress(), authorization: `Bearer ${bearer}` },
    json: { last_name: 'Student' },
  });
  expect(saved.status, saved.text).toBe(200);
  const student = await db()
    .selectFrom('students')
    .selectAll()
    .where('user_id', '=', await server.userId(email))
    .executeTakeFirstOrThrow();
  return { token: bearer, studentId: Number(student.id), student };
}

const setRate = async (affiliate: Body, rate: number) => {
  const answer = await server.request('PUT', `/api/affiliate/${String(affiliate.id)}`, {
    token: admin,
    json: { rate },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

const payout = (affiliate: Body, amount: number, token = admin) =>
  server.request<Answer>('POST', '/api/affiliate-payout', {
    token,
    json: {
      affiliate_id: affiliate.id,
      amount,
      date: '2026-11-20',
      bank_account_id: bankAccount,
    },
  });

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({
    onlinePayment: onlinePaymentThrough(stripe, {
      secretKey: 'sk_test_affiliation',
      webhookSecret: WEBHOOK_SECRET,
    }),
  });
  admin = await server.login('admin@academy.test');
  affiliateToken = await server.login('affiliate@academy.test');
  oLevel = await idWhere(server, 'courses', 'title', 'O Level Mathematics');
  admission = await idWhere(
    server,
    'courses',
    'title',
    'Engineering Admission Physics & Chemistry',
  );
  bankAccount = Number(
    (await db().selectFrom('bank_accounts').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id,
  );
  const role = await idWhere(server, 'roles', 'name', 'Affiliate');
  const made = await server.request<Answer>('POST', '/api/users', {
    token: admin,
    json: {
      first_name: 'Other',
      last_name: 'Partner',
      email: 'other.partner@example.com',
      role_id: role,
      password: PASSWORD,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  ownAffiliate = await affiliateOfAccount('affiliate@academy.test');
  otherAffiliate = await affiliateOfAccount('other.partner@example.com');
  const saved = await server.request('POST', '/api/setting', {
    token: admin,
    json: { group: 'payment', name: 'online_bank_account_id', value: String(bankAccount) },
  });
  expect(saved.status).toBe(201);
});

afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

describe('referral codes', () => {
  it('gives every affiliation account its own eight-character code without look-alikes', () => {
    for (const row of [ownAffiliate, otherAffiliate])
      expect(row.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(ownAffiliate.code).not.toBe(otherAffiliate.code);
  });
});

describe('attribution', () => {
  it('attributes a sign-up through a code, and a later code does not replace it', async () => {
    await signUp('first.code@example.com', String(ownAffiliate.code).toLowerCase());
    await signUp('first.code@example.com', String(otherAffiliate.code));
    const account = await db()
      .selectFrom('users')
      .select('referred_by_affiliate_id')
      .where('email', '=', 'first.code@example.com')
      .executeTakeFirstOrThrow();
    expect(Number(account.referred_by_affiliate_id)).toBe(Number(ownAffiliate.id));
    expect(Number((await reload(ownAffiliate)).referred_count)).toBeGreaterThanOrEqual(1);
  });

  it('gives the student profile made for a referred account its affiliate', async () => {
    const { student } = await referredStudent('profile.ref@example.com', String(ownAffiliate.code));
    expect(Number(student.affiliate_id)).toBe(Number(ownAffiliate.id));
  });

  it("attributes the student's new order to the affiliate, and keeps it when the student is moved", async () => {
    const { studentId } = await referredStudent('order.ref@example.com', String(ownAffiliate.code));
    const { orderId } = await placeOrder(server, admin, {
      student_id: studentId,
      course_id: oLevel,
      ordered_at: '2026-11-01',
      subtotal: 1000,
    });
    const moved = await server.request('PUT', `/api/student/${studentId}`, {
      token: admin,
      json: { affiliate_id: otherAffiliate.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const order = await db()
      .selectFrom('orders')
      .select('affiliate_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(Number(order.affiliate_id)).toBe(Number(ownAffiliate.id));
  });
});

describe('commission', () => {
  let studentId: number;
  let paidOrder: number;

  beforeAll(async () => {
    ({ studentId } = await referredStudent('earner@example.com', String(ownAffiliate.code)));
  });

  it("earns one entry per payment at the affiliate's rate", async () => {
    await setRate(ownAffiliate, 10);
    const before = Number((await reload(ownAffiliate)).earned);
    const { orderId, paymentIds } = await placeOrder(server, admin, {
      student_id: studentId,
      course_id: oLevel,
      ordered_at: '2026-11-02',
      subtotal: 1000,
      payments: [{ kind: 'payment', amount: 1000, date: '2026-11-03' }],
    });
    paidOrder = orderId;
    const entries = await commissionsOfOrder(orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      order_payment_id: paymentIds[0],
      student_id: studentId,
      course_id: oLevel,
      kind: 'payment',
    });
    expect([entries[0]!.payment_amount, entries[0]!.rate, entries[0]!.amount].map(Number)).toEqual([
      100_000, 1_000, 10_000,
    ]);
    expect(Number((await reload(ownAffiliate)).earned)).toBe(before + 10_000);
  });

  it("earns at the affiliate's course rate when one is set for the order's course", async () => {
    const rate = await server.request('POST', '/api/affiliate-course-rate', {
      token: admin,
      json: { affiliate_id: ownAffiliate.id, course_id: admission, rate: 12.5 },
    });
    expect(rate.status, JSON.stringify(rate.body)).toBe(201);
    const { orderId } = await placeOrder(server, admin, {
      student_id: studentId,
      course_id: admission,
      ordered_at: '2026-11-02',
      subtotal: 200,
      payments: [{ kind: 'payment', amount: 123.45, date: '2026-11-03' }],
    });
    const [entry] = await commissionsOfOrder(orderId);
    expect([entry!.rate, entry!.amount].map(Number)).toEqual([1_250, 1_543]);
  });

  it('takes the commission back with a negative entry when the payment is refunded', async () => {
    const before = Number((await reload(ownAffiliate)).earned);
    const refund = await server.request('POST', '/api/order-payment', {
      token: admin,
      json: {
        order_id: paidOrder,
        kind: 'refund',
        amount: 1000,
        date: '2026-11-04',
        bank_account_id: bankAccount,
      },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const entries = await commissionsOfOrder(paidOrder);
    expect(entries.map((e) => [e.kind, Number(e.amount)])).toEqual([
      ['payment', 10_000],
      ['refund', -10_000],
    ]);
    expect(Number((await reload(ownAffiliate)).earned)).toBe(before - 10_000);
  });

  it("earns once however often an online payment's webhook is delivered", async () => {
    const { token } = await referredStudent('online.ref@example.com', String(ownAffiliate.code));
    const checkout = await server.request<{ data: { order: Body } }>(
      'POST',
      '/api/online-payment/checkout',
      { token, json: { course_id: oLevel } },
    );
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const orderId = Number(checkout.body.data.order.id);
    const session = stripe.sessions.filter((s) => s.orderId === orderId).at(-1)!;
    const { body, signature } = stripe.completedWebhook(session, WEBHOOK_SECRET);
    const deliver = () =>
      fetch(`${server.url}/api/online-payment/webhook/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
    const answers = await Promise.all([deliver(), deliver()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await deliver()).status).toBe(200);
    const entries = await commissionsOfOrder(orderId);
    expect(entries).toHaveLength(1);
    expect(Number(entries[0]!.amount)).toBe(Math.round(Number(entries[0]!.payment_amount) / 10));
  });
});

describe('payouts', () => {
  it('refuses a payout above the unpaid balance with 422 on the amount', async () => {
    const { unpaid } = await reload(ownAffiliate);
    const answer = await payout(ownAffiliate, Number(unpaid) / 100 + 0.01);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['amount']);
  });

  it('of two payouts at once that together exceed the unpaid balance, makes one', async () => {
    const unpaid = Number((await reload(ownAffiliate)).unpaid);
    expect(unpaid).toBeGreaterThan(0);
    const share = Math.floor(((unpaid * 0.6) / 100) * 100) / 100;
    const answers = await Promise.all([payout(ownAffiliate, share), payout(ownAffiliate, share)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const after = await reload(ownAffiliate);
    expect(Number(after.paid)).toBe(Math.round(share * 100));
    expect(Number(after.unpaid)).toBe(unpaid - Math.round(share * 100));
  });
});

describe('what an affiliate may do', () => {
  it('reads only their own affiliate row, commissions and payouts', async () => {
    const list = async (resource: string) =>
      (
        await server.request<{ data: Body[] }>('GET', `/api/${resource}?per_page=100`, {
          token: affiliateToken,
        })
      ).body.data;
    expect((await list('affiliate')).map((r) => r.id)).toEqual([ownAffiliate.id]);
    const ledger = await list('affiliate-commission');
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger.every((r) => r.affiliate_id === ownAffiliate.id)).toBe(true);
    expect((await list('affiliate-payout')).every((r) => r.affiliate_id === ownAffiliate.id)).toBe(
      true,
    );
    const other = await server.request('GET', `/api/affiliate/${String(otherAffiliate.id)}`, {
      token: affiliateToken,
    });
    expect(other.status).toBe(404);
  });

  it('sees on their panel their link and the students they referred, with courses, and no one else', async () => {
    const panel = await server.request<{ data: AffiliatePanel }>('GET', '/api/affiliate/panel', {
      token: affiliateToken,
    });
    expect(panel.status).toBe(200);
    const { data } = panel.body;
    expect(data.link).toBe(
      `${server.settings.appUrl}/auth/signup?ref=${String(ownAffiliate.code)}`,
    );
    const earner = await db()
      .selectFrom('students')
      .select('id')
      .where('email', '=', 'earner@example.com')
      .executeTakeFirstOrThrow();
    const shown = data.students.find((s) => s.student_id === Number(earner.id));
    expect(shown?.courses).toEqual([
      'Engineering Admission Physics & Chemistry',
      'O Level Mathematics',
    ]);
    expect(Number.isNaN(Date.parse(shown!.signed_up_at))).toBe(false);
    const moved = await db()
      .selectFrom('students')
      .select('id')
      .where('email', '=', 'order.ref@example.com')
      .executeTakeFirstOrThrow();
    expect(data.students.map((s) => s.student_id)).not.toContain(Number(moved.id));
    expect(data.unpaid).toBe(Number((await reload(ownAffiliate)).unpaid) / 100);
  });

  it('has a panel only for affiliation users: an admin gets 404', async () => {
    expect((await server.request('GET', '/api/affiliate/panel', { token: admin })).status).toBe(
      404,
    );
  });

  it('may not change rates or pay anyone out (403)', async () => {
    const rate = await server.request('POST', '/api/affiliate-course-rate', {
      token: affiliateToken,
      json: { affiliate_id: ownAffiliate.id, course_id: oLevel, rate: 90 },
    });
    const own = await server.request('PUT', `/api/affiliate/${String(ownAffiliate.id)}`, {
      token: affiliateToken,
      json: { rate: 90 },
    });
    const paid = await payout(ownAffiliate, 1, affiliateToken);
    expect([rate.status, own.status, paid.status]).toEqual([403, 403, 403]);
  });
});
