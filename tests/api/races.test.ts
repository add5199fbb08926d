/**
 * Writers racing each other, on both databases: numbers handed out automatically stay distinct
 * when many records are made at once, and money and seats are never given out twice: the last
 * seat of a course, one order paid twice at once, a bank account drawn past its balance. (The
 * last use of a coupon is raced for in orders.test.ts, two pay runs of one month in
 * billing.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

type Saved = { data: Record<string, unknown> };
type Invalid = { message: string; errors: Record<string, string[]> };

const db = () => server.connection.db;
const post = (path: string, json: unknown) =>
  server.request<Saved & Invalid>('POST', path, { token: admin, json });
const firstId = async (table: string) =>
  Number(
    (await openTables(db()).selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow())
      .id,
  );

const PARALLEL = 20;

async function tutorRoleId(): Promise<number> {
  const role = await server.connection.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'Tutor')
    .executeTakeFirstOrThrow();
  return Number(role.id);
}

/** Makes `PARALLEL` records at once, none given a number; answers the statuses and numbers. */
async function createAtOnce(
  resource: string,
  numberField: string,
  extra: Record<string, unknown> = {},
): Promise<{ statuses: number[]; numbers: unknown[] }> {
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      server.request<Saved>('POST', `/api/${resource}`, {
        token: admin,
        json: {
          first_name: `Racer${i}`,
          last_name: resource,
          email: `racer${i}.${resource}@races.academy.test`,
          ...extra,
        },
      }),
    ),
  );
  return {
    statuses: answers.map((a) => a.status),
    numbers: answers.map((a) => a.body.data?.[numberField]),
  };
}

describe('automatic numbers', () => {
  it('gives each of 20 students made at once a distinct student number', async () => {
    const { statuses, numbers } = await createAtOnce('student', 'student_no');
    expect(statuses).toEqual(Array(PARALLEL).fill(201));
    expect(numbers.every((n) => typeof n === 'string' && /^S-\d{6}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(PARALLEL);
  });

  it('gives each of 20 employees made at once a distinct employee number', async () => {
    const { statuses, numbers } = await createAtOnce('employee', 'employee_no', {
      role_id: await tutorRoleId(),
    });
    expect(statuses).toEqual(Array(PARALLEL).fill(201));
    expect(numbers.every((n) => typeof n === 'string' && /^E-\d{6}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(PARALLEL);
  });
});

/** Active students (the numbering cases above made 20 of them). */
async function studentIds(count: number): Promise<number[]> {
  const rows = await db()
    .selectFrom('students')
    .select('id')
    .where('is_active', '=', 1)
    .orderBy('id')
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows.map((r) => Number(r.id));
}

let courses = 0;
async function publishedCourse(price: string, capacity: number): Promise<number> {
  const { status, body } = await post('/api/course', {
    title: `Race course ${++courses}`,
    category_id: await firstId('course_categories'),
    kind: 1,
    price,
    capacity,
    status: 'published',
    is_active: true,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return Number(body.data.id);
}

const statusCount = (answers: { status: number }[], status: number) =>
  answers.filter((a) => a.status === status).length;

describe('money and seats', () => {
  it('gives the last seat of a course to exactly one of 20 students enrolling at once', async () => {
    const course = await publishedCourse('100.00', 1);
    const answers = await Promise.all(
      (await studentIds(PARALLEL)).map((student) =>
        post('/api/student-course', { student_id: student, course_id: course }),
      ),
    );
    expect(statusCount(answers, 201)).toBe(1);
    expect(statusCount(answers, 422)).toBe(PARALLEL - 1);
    const seated = await db()
      .selectFrom('student_courses')
      .select('id')
      .where('course_id', '=', course)
      .execute();
    expect(seated).toHaveLength(1);
  });

  it('takes one of 20 payments of the whole total sent at once for one order', async () => {
    const course = await publishedCourse('200.00', 10);
    const [student] = await studentIds(1);
    const bankAccount = await firstId('bank_accounts');
    const order = await post('/api/order', {
      student_id: student,
      course_id: course,
      bank_account_id: bankAccount,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        post('/api/order-payment', {
          order_id: order.body.data.id,
          kind: 'payment',
          amount: 200,
          date: String(order.body.data.ordered_at),
          bank_account_id: bankAccount,
          reference: `race-${i}`,
        }),
      ),
    );
    expect(statusCount(answers, 201)).toBe(1);
    expect(statusCount(answers, 422)).toBe(PARALLEL - 1);
    const stored = await db()
      .selectFrom('orders')
      .select(['amount_paid', 'payment_status'])
      .where('id', '=', Number(order.body.data.id))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ amount_paid: 20_000, payment_status: 'paid' });
  });

  it('lets only one of 20 withdrawals at once spend more than half of an account', async () => {
    const bank = await post('/api/bank', { name: 'Race Bank' });
    expect(bank.status).toBe(201);
    const account = await post('/api/bank-account', {
      bank_id: bank.body.data.id,
      account_name: 'Race float',
      account_number: 'RACE-0001',
      opening_balance: 100,
    });
    expect(account.status, JSON.stringify(account.body)).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        post('/api/withdraw', {
          purpose: `Race withdrawal ${i}`,
          amount: 60,
          date: '2026-01-15',
          bank_account_id: account.body.data.id,
        }),
      ),
    );
    expect(statusCount(answers, 201)).toBe(1);
    expect(statusCount(answers, 422)).toBe(PARALLEL - 1);
    const taken = await db()
      .selectFrom('withdraws')
      .select('amount')
      .where('bank_account_id', '=', Number(account.body.data.id))
      .execute();
    expect(taken.map((w) => Number(w.amount))).toEqual([6_000]);
  });
});
