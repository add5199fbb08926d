/**
 * Issue #6 end to end through the API: an admin enrols a student with a coupon, the order is
 * paid, the tutor holds sessions, overtime is approved, the month's pay run pays the tutor (not
 * from an account that cannot cover it), and the dashboard's figures and the account's balance
 * equal the sums of the rows underneath. Amounts worked by hand; the tests build on each other.
 */
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport, ClassSession } from '../../schema';
import { addDays, centreNow } from '../../server/domain/scheduling/calendar';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

type Rec = Record<string, unknown>;
type Answer = { data: Rec; message: string; errors: Record<string, string[]> };

let server: TestServer;
const today = centreNow().date;
/** Two months back, so every session of the month has been held. */
const period = addDays(`${today.slice(0, 7)}-01`, -40).slice(0, 7);
const tokens = { admin: '', tutor: '' };
const ids = { course: 0, tutor: 0, student: 0, other: 0, account: 0, cash: 0, present: 0 };
let sessions: ClassSession[] = [];
let orderId = 0;
let payRunId = 0;

const api = (method: string, path: string, json?: unknown, token = tokens.admin) =>
  server.request<Answer>(method, path, { token, json });

async function created(resource: string, json: Rec, token = tokens.admin): Promise<Rec> {
  const { status, body } = await api('POST', `/api/${resource}`, json, token);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

/** A sum in minor units, as stored, from SQL written here apart from the report's own. */
async function sum(query: RawBuilder<{ total: number | string | null }>): Promise<number> {
  const { rows } = await query.execute(server.connection.db);
  return Number(rows[0]?.total ?? 0);
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await server.login('admin@academy.test');
  ids.course = await idWhere(
    server,
    'courses',
    'title',
    'Engineering Admission Physics & Chemistry',
  );
  ids.student = await idWhere(server, 'students', 'email', 'priya.das@students.academy.test');
  ids.other = await idWhere(server, 'students', 'email', 'rafi.ahmed@students.academy.test');
  ids.cash = await idWhere(server, 'payment_types', 'name', 'Cash');
  ids.present = await idWhere(server, 'attendance_statuses', 'name', 'Present');
  const account = await server.connection.db
    .selectFrom('bank_accounts')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ids.account = Number(account.id);

  const tutor = await created('employee', {
    first_name: 'Nusrat',
    last_name: 'Jahan',
    email: 'nusrat.flow@academy.test',
    phone: '+880 1712-777888',
    role_id: await idWhere(server, 'roles', 'name', 'Tutor'),
    password: 'a-strong-secret',
    weekly_hours: 1,
    overtime_rate: 15,
  });
  ids.tutor = Number(tutor.id);
  tokens.tutor = await server.login('nusrat.flow@academy.test', 'a-strong-secret');
  await created('employee-rate', {
    employee_id: ids.tutor,
    hourly_rate: 12.5,
    effective_from: addDays(today, -400),
  });
});
afterAll(() => server.close());

describe('an enrolment bought with a coupon', () => {
  it('prices the order with the coupon and enrols the student', async () => {
    await created('coupon', {
      code: 'FLOW15',
      discount_type: 'percent',
      discount_value: 15,
      course_id: ids.course,
      valid_from: addDays(today, -1),
      valid_to: addDays(today, 30),
      usage_limit: 1,
      is_active: true,
    });
    const order = await created('order', {
      student_id: ids.student,
      course_id: ids.course,
      coupon_code: 'FLOW15',
      tax: 250.25,
      payment_type_id: ids.cash,
      bank_account_id: ids.account,
    });
    orderId = Number(order.id);
    // 30,000.00 − 15 % (4,500.00) + 250.25 tax = 25,750.25.
    expect(order).toMatchObject({
      subtotal: 30000,
      discount: 4500,
      total: 25750.25,
      payment_status: 'unpaid',
    });
    const enrolment = await server.connection.db
      .selectFrom('student_courses')
      .selectAll()
      .where('id', '=', Number(order.student_course_id))
      .executeTakeFirstOrThrow();
    expect(enrolment).toMatchObject({ student_id: ids.student, course_id: ids.course });
  });

  it('refuses the coupon once its one use is taken', async () => {
    const refused = await api('POST', '/api/order', {
      student_id: ids.other,
      course_id: ids.course,
      coupon_code: 'FLOW15',
      bank_account_id: ids.account,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.coupon_code?.[0]).toMatch(/FLOW15 has been used 1 of 1 times/);
  });

  it('is paid by marking it paid, which records one payment of the whole due', async () => {
    const paid = await api('POST', `/api/order/${orderId}/pay`, { reference: 'FLOW-1' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ kind: 'payment', amount: 25750.25 });
    const order = await api('GET', `/api/order/${orderId}`);
    expect(order.body.data).toMatchObject({
      amount_paid: 25750.25,
      payment_status: 'paid',
      paid_at: today,
    });
    const enrolment = await server.connection.db
      .selectFrom('student_courses')
      .select('payment_status')
      .where('id', '=', Number(order.body.data.student_course_id))
      .executeTakeFirstOrThrow();
    expect(enrolment.payment_status).toBe('paid');
    expect((await api('DELETE', `/api/order/${orderId}`)).status).toBe(422);
  });
});

describe('the tutor holds sessions and is paid for the month', () => {
  it('counts 90 minutes at 12.50 for each 10:30–12:00 class held', async () => {
    const course = await api('GET', `/api/course/${ids.course}`);
    const tutors = (course.body.data.tutors as number[] | undefined) ?? [];
    expect(
      (await api('PUT', `/api/course/${ids.course}`, { tutors: [...tutors, ids.tutor] })).status,
    ).toBe(200);
    const slot = await created('schedule', {
      course_id: ids.course,
      tutor_id: ids.tutor,
      day_of_week: 2,
      start_time: '10:30',
      end_time: '12:00',
      valid_from: addDays(today, -150),
      valid_to: addDays(today, 60),
      room: 'Room 606',
    });
    const listed = await server.request<{ data: ClassSession[] }>(
      'GET',
      `/api/schedule/sessions?from=${period}-07&to=${period}-28&course_id=${ids.course}`,
      { token: tokens.admin },
    );
    sessions = listed.body.data.filter((s) => s.schedule_id === Number(slot.id));
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    for (const session of sessions) {
      const taken = await api('PUT', '/api/attendance/session', {
        schedule_id: session.schedule_id,
        date: session.date,
        entries: [{ student_id: ids.student, status_id: ids.present }],
      });
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    }
    const hours = await server.connection.db
      .selectFrom('working_hours')
      .select(['minutes', 'amount', 'status'])
      .where('employee_id', '=', ids.tutor)
      .execute();
    expect(hours).toEqual(sessions.map(() => ({ minutes: 90, amount: 1875, status: 1 })));
  });

  it('approves overtime beyond the contracted hour of the first week', async () => {
    // Worked 90 minutes in the week, 60 contracted: 30 minutes of overtime at 15.00 = 7.50.
    const weekStart = addDays(sessions[0]!.date, -1);
    const asked = await created(
      'over-time',
      { employee_id: ids.tutor, week_start: weekStart, minutes: 30, reason: 'Extra revision' },
      tokens.tutor,
    );
    expect(asked).toMatchObject({ status: 0, amount: 7.5 });
    const approved = await api('PUT', `/api/over-time/status/change/${String(asked.id)}/1`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });

  it("creates the month's pay run: each row at its own rate, plus overtime, less the advance", async () => {
    const run = await created('tutor-payment', {
      employee_id: ids.tutor,
      period,
      advance: 5,
      bank_account_id: ids.account,
      payment_type_id: ids.cash,
    });
    payRunId = Number(run.id);
    const regular = (sessions.length * 1875) / 100;
    expect(run).toMatchObject({
      regular_minutes: sessions.length * 90,
      regular_amount: regular,
      overtime_minutes: 30,
      overtime_amount: 7.5,
      total: (sessions.length * 1875 + 750 - 500) / 100,
      status: 'unpaid',
    });
    const again = await api('POST', '/api/tutor-payment', {
      employee_id: ids.tutor,
      period,
      bank_account_id: ids.account,
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.period).toBeDefined();
  });

  it('refuses to pay from an account that cannot cover it, then pays from one that can', async () => {
    const bank = await server.connection.db
      .selectFrom('banks')
      .select('id')
      .executeTakeFirstOrThrow();
    const empty = await created('bank-account', {
      bank_id: Number(bank.id),
      account_name: 'Petty cash',
      account_number: 'FLOW-EMPTY-1',
      opening_balance: 0,
    });
    await api('PUT', `/api/tutor-payment/${payRunId}`, { bank_account_id: empty.id });
    const refused = await api('PUT', `/api/tutor-payment/status/change/${payRunId}/paid`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.status?.[0]).toMatch(/balance is 0\.00/);

    await api('PUT', `/api/tutor-payment/${payRunId}`, { bank_account_id: ids.account });
    const paid = await api('PUT', `/api/tutor-payment/status/change/${payRunId}/paid`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', paid_at: today });
  });
});

describe("the dashboard's figures", () => {
  it('equal the sums of the rows underneath, and include this flow', async () => {
    const start = `${period}-01`;
    const { status, body } = await server.request<{ data: { report: AdminReport } }>(
      'GET',
      `/api/dashboard/report?start_date=${start}&end_date=${today}`,
      { token: tokens.admin },
    );
    expect(status).toBe(200);
    const report = body.data.report;
    const between = (column: string) => sql`${sql.ref(column)} between ${start} and ${today}`;
    const money = (kind: string) =>
      sum(sql`select sum(amount) as total from order_payments
        where kind = ${kind} and ${between('date')}`);
    const payments = await money('payment');
    const refunds = await money('refund');
    const income = await sum(
      sql`select sum(amount) as total from additional_incomes where ${between('date')}`,
    );
    const expenses = await sum(
      sql`select sum(amount) as total from expenses where is_active = 1 and ${between('date')}`,
    );
    const tutorPay = await sum(
      sql`select sum(total) as total from tutor_payments
        where status = 'paid' and ${between('paid_at')}`,
    );
    expect(report.revenue).toBe((payments - refunds + income) / 100);
    expect(report.expenses).toBe((expenses + tutorPay) / 100);
    expect(report.profit).toBe((payments - refunds + income - expenses - tutorPay) / 100);
    expect(report.breakdown.order_payments).toBeGreaterThanOrEqual(25750.25);
    const runTotal = (sessions.length * 1875 + 250) / 100;
    expect(report.breakdown.tutor_payments).toBeGreaterThanOrEqual(runTotal);
  });

  it("move the account's balance by the payment taken and the pay run paid", async () => {
    const balances = await server.request<{ data: { id: number; balance: number }[] }>(
      'GET',
      '/api/bank-account/balances',
      { token: tokens.admin },
    );
    const balance = balances.body.data.find((a) => a.id === ids.account)!.balance;
    const account = ids.account;
    const of = (table: string, column: string, condition = sql`1 = 1`) =>
      sum(sql`select sum(${sql.ref(column)}) as total from ${sql.table(table)}
        where bank_account_id = ${account} and ${condition}`);
    const opening = await sum(
      sql`select opening_balance as total from bank_accounts where id = ${account}`,
    );
    const expected =
      opening +
      (await of('additional_incomes', 'amount')) +
      (await of('order_payments', 'amount', sql`kind = 'payment'`)) -
      (await of('order_payments', 'amount', sql`kind = 'refund'`)) -
      (await of('withdraws', 'amount', sql`is_active = 1`)) -
      (await of('expenses', 'amount', sql`is_active = 1`)) -
      (await of('tutor_payments', 'total', sql`status = 'paid'`));
    expect(balance).toBe(expected / 100);
  });
});
