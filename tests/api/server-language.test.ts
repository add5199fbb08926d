/**
 * The server words its answers in the language the request asks for (Accept-Language), naming
 * fields by the labels their forms show, with the language's digits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

type Invalid = { message: string; errors: Record<string, string[]> };

/** A timetable slot that ends before it starts, whose validity runs backwards. */
async function backwardsSlot(language: string) {
  const slot = await server.connection.db
    .selectFrom('schedules')
    .select(['course_id', 'tutor_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return server.request<Invalid>('POST', '/api/schedule', {
    token: admin,
    language,
    json: {
      ...slot,
      day_of_week: 6,
      start_time: '10:00',
      end_time: '09:00',
      valid_from: '2031-01-01',
      valid_to: '2030-12-31',
    },
  });
}

describe('answers in the language of the request', () => {
  it('names compared fields by their form labels in English', async () => {
    const { status, body } = await backwardsSlot('en-GB,en;q=0.9');
    expect(status).toBe(422);
    expect(body.errors.end_time).toEqual(['“Ends” must be later than “Starts”.']);
    expect(body.errors.valid_to).toEqual(['“Until” must be the same date as “From” or later.']);
    expect(body.message).toBe('“Ends” must be later than “Starts”. (and 1 more error)');
  });

  it('words the same refusal in Bangla with Bangla labels and digits', async () => {
    const { status, body } = await backwardsSlot('bn-BD,bn;q=0.9');
    expect(status).toBe(422);
    expect(body.errors.end_time).toEqual(['“শেষ” অবশ্যই “শুরু”-এর পরে হতে হবে।']);
    expect(body.errors.valid_to).toEqual([
      '“যেদিন পর্যন্ত” অবশ্যই “যেদিন থেকে”-এর দিন বা তার পরের তারিখ হতে হবে।',
    ]);
    expect(body.message).toBe('“শেষ” অবশ্যই “শুরু”-এর পরে হতে হবে। (আরও ১টি ত্রুটি)');
  });

  it('words field checks in Bangla with the field’s Bangla label and digits', async () => {
    const { status, body } = await server.request<Invalid>('POST', '/api/designation', {
      token: admin,
      language: 'bn',
      json: { name: 'x'.repeat(300) },
    });
    expect(status).toBe(422);
    expect(body.errors.name?.[0]).toMatch(/^নাম ঘরে [০-৯]+টির বেশি অক্ষর থাকতে পারবে না।$/);
  });

  it('refuses in Bangla: signed out, not allowed, not found', async () => {
    const student = await server.login('student@academy.test');
    const signedOut = await server.request<Invalid>('GET', '/api/course', { language: 'bn' });
    expect([signedOut.status, signedOut.body.message]).toEqual([401, 'সাইন ইন করা নেই।']);
    const forbidden = await server.request<Invalid>('GET', '/api/expense', {
      token: student,
      language: 'bn',
    });
    expect([forbidden.status, forbidden.body.message]).toEqual([403, 'এই কাজের অনুমতি আপনার নেই।']);
    const missing = await server.request<Invalid>('GET', '/api/course/999999', {
      token: admin,
      language: 'bn',
    });
    expect([missing.status, missing.body.message]).toEqual([404, 'পাওয়া যায়নি।']);
  });

  it('answers in English when the request names no language it speaks', async () => {
    const { body } = await server.request<Invalid>('GET', '/api/course', { language: 'fr' });
    expect(body.message).toBe('Unauthenticated.');
  });
});
