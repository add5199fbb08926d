/**
 * The domain's own refusals (a session rule, an overdraw, a decided cancel request, an exam rule,
 * a coupon, a public list query) are worded in the language the request asks for, as the generic
 * field checks are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestStatus } from '../../schema';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;
let cancelRequestId: number;
let accountId: number;
let courseId: number;

type Invalid = { message: string; errors: Record<string, string[]> };

const BANGLA = 'bn-BD,bn;q=0.9';
const ENGLISH = 'en-US,en;q=0.9';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
  const db = server.connection.db;
  const request = await db
    .selectFrom('schedule_cancel_requests')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  cancelRequestId = Number(request.id);
  await db
    .updateTable('schedule_cancel_requests')
    .set({ status: RequestStatus.Rejected })
    .where('id', '=', cancelRequestId)
    .execute();
  const bank = await db.selectFrom('banks').select('id').executeTakeFirstOrThrow();
  const account = await server.request<{ data: { id: number } }>('POST', '/api/bank-account', {
    token: admin,
    json: {
      bank_id: Number(bank.id),
      account_name: 'Language test',
      account_number: 'LANG-1',
      opening_balance: 100,
    },
  });
  expect(account.status).toBe(201);
  accountId = account.body.data.id;
  const course = await db
    .selectFrom('courses')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  courseId = Number(course.id);
});
afterAll(() => server.close());

const refusals = {
  sessionRange: (language: string) =>
    server.request<Invalid>('GET', '/api/schedule/sessions?from=2026-01-01&to=2026-12-31', {
      token: admin,
      language,
    }),
  overdraw: (language: string) =>
    server.request<Invalid>('POST', '/api/withdraw', {
      token: admin,
      language,
      json: {
        purpose: 'Petty cash',
        amount: 150,
        date: '2026-05-01',
        bank_account_id: accountId,
        is_active: true,
      },
    }),
  decidedRequest: (language: string) =>
    server.request<Invalid>(
      'PUT',
      `/api/schedule-cancel-request/status/change/${cancelRequestId}/${RequestStatus.Approved}`,
      { token: admin, language },
    ),
  satWithoutForm: (language: string) =>
    server.request<Invalid>('POST', '/api/exam', {
      token: admin,
      language,
      json: { title: 'Mock', course_id: courseId, window_type: 'open', type: 2 },
    }),
  unknownCoupon: (language: string) =>
    server.request<Invalid>('GET', `/api/order/coupon-check?code=NOPE&course_id=${courseId}`, {
      token: admin,
      language,
    }),
  publicQuery: (language: string) =>
    server.request<Invalid>('GET', '/api/public/courses?page=0', { language }),
};

describe('the domain refuses in the language of the request', () => {
  it('words a session range that is too long in Bangla, with Bangla digits', async () => {
    const { status, body } = await refusals.sessionRange(BANGLA);
    expect(status).toBe(422);
    expect(body.errors.to).toEqual(['সময়কাল ১০০ দিনের বেশি হতে পারবে না।']);
    expect(body.message).toBe('সময়কাল ১০০ দিনের বেশি হতে পারবে না।');
  });

  it('words the same session range refusal in English', async () => {
    const { status, body } = await refusals.sessionRange(ENGLISH);
    expect(status).toBe(422);
    expect(body.errors.to).toEqual(['The period may not be longer than 100 days.']);
  });

  it('words an overdraw in Bangla and in English', async () => {
    const bangla = await refusals.overdraw(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.amount).toEqual([
      'ব্যাংক হিসাবের ব্যালান্স 100.00; এখান থেকে 150.00 দিলে বাকি থাকবে -50.00।',
    ]);
    const english = await refusals.overdraw(ENGLISH);
    expect(english.body.errors.amount).toEqual([
      "The bank account's balance is 100.00; paying 150.00 from it would leave -50.00.",
    ]);
  });

  it('words a decision on a decided cancel request in Bangla and in English', async () => {
    const bangla = await refusals.decidedRequest(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.status).toEqual(['এই অনুরোধের সিদ্ধান্ত আগেই নেওয়া হয়েছে।']);
    const english = await refusals.decidedRequest(ENGLISH);
    expect(english.body.errors.status).toEqual(['This request has already been decided.']);
  });

  it('words an exam rule in Bangla and in English', async () => {
    const bangla = await refusals.satWithoutForm(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.test_form_id).toEqual([
      'SAT অনুশীলন পরীক্ষার জন্য একটি SAT টেস্ট ফর্ম লাগবে।',
    ]);
    const english = await refusals.satWithoutForm(ENGLISH);
    expect(english.body.errors.test_form_id).toEqual([
      'A SAT practice test needs a SAT test form.',
    ]);
  });

  it('words an unknown coupon in Bangla and in English', async () => {
    const bangla = await refusals.unknownCoupon(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.coupon_code).toEqual(['NOPE নামে কোনো কুপন নেই।']);
    const english = await refusals.unknownCoupon(ENGLISH);
    expect(english.body.errors.coupon_code).toEqual(['There is no coupon NOPE.']);
  });

  it('words a wrong public list query in Bangla and in English', async () => {
    const bangla = await refusals.publicQuery(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.page?.[0]).toMatch(
      /^পাতা ১ থেকে [০-৯]+ পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।$/,
    );
    const english = await refusals.publicQuery(ENGLISH);
    expect(english.body.errors.page?.[0]).toMatch(
      /^The page must be a whole number from 1 to \d+\.$/,
    );
  });
});
