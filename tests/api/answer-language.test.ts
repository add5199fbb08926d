/**
 * What the server says besides the domain's refusals follows its reader's language: a success
 * message and sign-up's and the one-time links' refusals the request's (Accept-Language), and an
 * e-mail its recipient's saved language, whoever asked for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centreNow } from '../../server/domain/scheduling/calendar';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;

const BANGLA = 'bn-BD,bn;q=0.9';
const ENGLISH = 'en-US,en;q=0.9';

type Answer = { message: string; errors?: Record<string, string[]> };
type Saved = { data: Record<string, unknown> };
type Notices = { data: { subject: string; message: string; link: string }[] };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

async function lastMailTo(email: string): Promise<{ subject: string; text: string }> {
  const mail = await server.connection.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { subject: String(mail.subject), text: String(mail.text) };
}

const linkIn = (text: string) => /https?:\S+/.exec(text)?.[0] ?? '';

describe('success messages', () => {
  it('answers a created record in English and in Bangla, named by its form label', async () => {
    const create = (language: string, name: string) =>
      server.request<Answer>('POST', '/api/bank', { token: admin, language, json: { name } });
    const english = await create(ENGLISH, 'Answer Language Bank EN');
    expect(english.status).toBe(201);
    expect(english.body.message).toBe('Bank created successfully!');
    const bangla = await create(BANGLA, 'Answer Language Bank BN');
    expect(bangla.status).toBe(201);
    expect(bangla.body.message).toBe('ব্যাংক সফলভাবে তৈরি হয়েছে!');
  });

  it('answers a saved settings group in the request language', async () => {
    for (const [language, message] of [
      [ENGLISH, 'Settings saved successfully!'],
      [BANGLA, 'সেটিংস সফলভাবে সংরক্ষণ হয়েছে!'],
    ] as const) {
      const { status, body } = await server.request<Answer>('PUT', '/api/setting/group/social', {
        token: admin,
        language,
        json: { facebook: 'https://facebook.com/academy' },
      });
      expect(status).toBe(200);
      expect(body.message).toBe(message);
    }
  });

  it('answers a password reset request in the request language', async () => {
    for (const [language, message] of [
      [ENGLISH, 'If an account exists for that e-mail, a reset link is on its way.'],
      [BANGLA, 'ওই ই-মেইলে কোনো অ্যাকাউন্ট থাকলে পাসওয়ার্ড বদলের লিংক পাঠানো হচ্ছে।'],
    ] as const) {
      const { status, body } = await server.request<Answer>('POST', '/api/forgot-password', {
        language,
        json: { email: 'nobody-here@academy.test' },
      });
      expect(status).toBe(200);
      expect(body.message).toBe(message);
    }
  });
});

describe('sign-up and one-time link refusals', () => {
  it('refuses a short sign-up password and an unknown verification link in Bangla, and in English as before', async () => {
    const signUp = (language: string) =>
      server.request<Answer>('POST', '/api/register', {
        language,
        json: {
          first_name: 'Rafi',
          email: 'rafi.lang@academy.test',
          password: 'short',
          password_confirmation: 'short',
        },
      });
    expect((await signUp(ENGLISH)).body.errors?.password).toEqual([
      'The password field must be at least 8 characters.',
    ]);
    const bangla = await signUp(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors?.password).toEqual(['পাসওয়ার্ডে অন্তত ৮টি অক্ষর থাকতে হবে।']);

    const verify = (language: string) =>
      server.request<Answer>('POST', '/api/email/verify', {
        language,
        json: { token: 'not-a-real-token' },
      });
    expect((await verify(ENGLISH)).body.errors?.token).toEqual(['The action link is invalid']);
    expect((await verify(BANGLA)).body.errors?.token).toEqual(['লিংকটি সঠিক নয়']);
  });
});

describe('e-mails in the recipient language', () => {
  it('mails the password reset link in the saved language of its account, whatever the request asks for', async () => {
    const db = server.connection.db;
    await db
      .updateTable('users')
      .set({ locale: 'bn' })
      .where('email', '=', 'student@academy.test')
      .execute();
    await db
      .updateTable('users')
      .set({ locale: 'en' })
      .where('email', '=', 'employee@academy.test')
      .execute();
    const ask = (email: string, language: string) =>
      server.request<Answer>('POST', '/api/forgot-password', { language, json: { email } });

    expect((await ask('student@academy.test', ENGLISH)).status).toBe(200);
    const bangla = await lastMailTo('student@academy.test');
    const student = await db
      .selectFrom('users')
      .select('first_name')
      .where('email', '=', 'student@academy.test')
      .executeTakeFirstOrThrow();
    expect(bangla.subject).toBe('আপনার পাসওয়ার্ড নতুন করে ঠিক করুন');
    expect(bangla.text).toBe(
      `প্রিয় ${String(student.first_name)},\n\nনতুন পাসওয়ার্ড বেছে নিতে ৬০ মিনিটের মধ্যে এই লিংকটি খুলুন:\n${linkIn(bangla.text)}\n\nআপনি এটি না চেয়ে থাকলে এই ই-মেইলটি উপেক্ষা করুন।\n`,
    );
    expect(linkIn(bangla.text)).toMatch(/\/auth\/reset-password\?token=/);

    expect((await ask('employee@academy.test', BANGLA)).status).toBe(200);
    const english = await lastMailTo('employee@academy.test');
    const employee = await db
      .selectFrom('users')
      .select('first_name')
      .where('email', '=', 'employee@academy.test')
      .executeTakeFirstOrThrow();
    expect(english.subject).toBe('Reset your password');
    expect(english.text).toBe(
      `Hello ${String(employee.first_name)},\n\nOpen this link within 60 minutes to choose a new password:\n${linkIn(english.text)}\n\nIf you did not ask for this, ignore this e-mail.\n`,
    );
  });
});

describe('bell notices in the reader language', () => {
  it('words one payment notice in Bangla for the student reading in Bangla and in English for the parent, money in each language', async () => {
    const db = server.connection.db;
    const first = async (table: 'course_categories' | 'bank_accounts' | 'payment_types') =>
      Number((await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    const course = await server.request<Saved>('POST', '/api/course', {
      token: admin,
      json: {
        title: 'Notice Language Course',
        category_id: await first('course_categories'),
        kind: 1,
        price: '2000.00',
        capacity: 20,
        status: 'published',
        is_active: true,
      },
    });
    expect(course.status, JSON.stringify(course.body)).toBe(201);
    const student = await db
      .selectFrom('students')
      .select('id')
      .where('email', '=', 'student@academy.test')
      .executeTakeFirstOrThrow();
    const order = await server.request<Saved>('POST', '/api/order', {
      token: admin,
      json: { student_id: Number(student.id), course_id: Number(course.body.data.id) },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const paid = await server.request<Saved>('POST', '/api/order-payment', {
      token: admin,
      json: {
        order_id: order.body.data.id,
        amount: '1234.50',
        date: centreNow().date,
        bank_account_id: await first('bank_accounts'),
        payment_type_id: await first('payment_types'),
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const orderNo = String(order.body.data.order_no);

    const newest = async (email: string, language: string) => {
      const token = await server.login(email);
      const { body } = await server.request<Notices>('GET', '/api/user/notification', {
        token,
        language,
      });
      return body.data.find((n) => n.message.includes(orderNo));
    };
    expect(await newest('student@academy.test', BANGLA)).toMatchObject({
      subject: 'পেমেন্ট পাওয়া গেছে',
      message: `অর্ডার ${orderNo} (Notice Language Course)-এ ১২৩৪.৫০ পেমেন্ট পাওয়া গেছে।`,
      link: '/student/payment',
    });
    expect(await newest('parent@academy.test', ENGLISH)).toMatchObject({
      subject: 'Payment received',
      message: `A payment of 1234.50 on order ${orderNo} (Notice Language Course) was received.`,
      link: '/parent/payment',
    });
    // Worded when read: the same stored notice reads in English once its reader reads in English.
    expect(await newest('student@academy.test', ENGLISH)).toMatchObject({
      subject: 'Payment received',
      message: `A payment of 1234.50 on order ${orderNo} (Notice Language Course) was received.`,
    });
  });
});
