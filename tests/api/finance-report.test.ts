/**
 * Bank-account balances, ledgers and the dashboard report against ~200 generated money rows
 * (seeded, so a failure replays): every figure must equal the sum worked out here from the rows
 * the test wrote. The demo's money rows are cleared first, so only generated rows count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_COUNTERS, type TutorReport } from '../../schema';
import { insertRow, seededRandom } from '../support/insert-rows';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

type PendingName = keyof typeof PENDING_COUNTERS;

const PERIOD = { start: '2026-03-01', end: '2026-05-31' };
const QUERY = `start_date=${PERIOD.start}&end_date=${PERIOD.end}`;
const SEQ = {
  income: 1,
  order_payment: 2,
  order_refund: 3,
  withdraw: 4,
  expense: 5,
  tutor_payment: 6,
};

interface Movement {
  kind: keyof typeof SEQ;
  id: number;
  account: number;
  date: string;
  in: number;
  out: number;
  counts: boolean;
}
interface Flow {
  source: 'payment' | 'refund' | 'income' | 'expense' | 'tutor';
  date: string;
  amount: number;
}
interface Order {
  student: number;
  total: number;
  paid: number;
  refunded: number;
  status: string;
}

let server: TestServer;
let admin: string;
const movements: Movement[] = [];
const flows: Flow[] = [];
const orders: Order[] = [];
const openings = new Map<number, number>();
const tutorPayRuns = new Map<number, number[]>();
let demoEmployee = 0;
let demoStudent = 0;

const major = (minor: number) => minor / 100;
const inPeriod = (date: string) => date >= PERIOD.start && date <= PERIOD.end;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Given back in full: closed, owes nothing; otherwise the total less what is held. */
const due = (o: Order) =>
  o.refunded > 0 && o.paid <= o.refunded ? 0 : Math.max(0, o.total - (o.paid - o.refunded));

function revenueAndExpenses(rows: Flow[]) {
  const of = (source: Flow['source']) =>
    sum(rows.filter((f) => f.source === source).map((f) => f.amount));
  const revenue = of('payment') - of('refund') + of('income');
  const expenses = of('expense') + of('tutor');
  return { revenue, expenses, profit: revenue - expenses };
}

async function ids(table: string, where?: [string, unknown]): Promise<number[]> {
  let query = openTables(server.connection.db).selectFrom(table).select('id').orderBy('id');
  if (where) query = query.where(where[0], '=', where[1]);
  return (await query.execute()).map((row) => Number(row.id));
}

async function generate(): Promise<void> {
  const db = server.connection.db;
  await db.updateTable('working_hours').set({ tutor_payment_id: null }).execute();
  await db.updateTable('over_times').set({ tutor_payment_id: null }).execute();
  for (const table of [
    'order_payments',
    'tutor_payments',
    'additional_incomes',
    'withdraws',
    'expenses',
    'orders',
  ])
    await openTables(db).deleteFrom(table).execute();

  const rng = seededRandom(20261123);
  const day0 = Date.parse('2025-01-01T00:00:00Z');
  const randomDate = () => new Date(day0 + rng.int(0, 607) * 86_400_000).toISOString().slice(0, 10);
  const amount = () => rng.int(1, 5_000_000);
  const students = await ids('students');
  const courses = await ids('courses');
  const employees = await ids('employees');
  const [expenseType] = await ids('expense_types');
  const [bank] = await ids('banks');
  for (const [index, opening] of [12_345_67, 0].entries())
    await insertRow(server, 'bank_accounts', {
      bank_id: bank,
      account_name: `Generated ${index}`,
      account_number: `GEN-${index}`,
      opening_balance: opening,
      is_active: 1,
    });
  for (const row of await db
    .selectFrom('bank_accounts')
    .select(['id', 'opening_balance'])
    .execute())
    openings.set(Number(row.id), Number(row.opening_balance));
  const accounts = [...openings.keys()];

  const orderRows: { id: number; student: number }[] = [];
  for (let i = 0; i < 20; i++) {
    const student = i < 3 ? demoStudent : rng.pick(students);
    const total = rng.int(0, 3_000_000);
    const order: Order = {
      student,
      total,
      paid: 0,
      refunded: 0,
      status: rng.pick(['unpaid', 'partial', 'paid', 'refunded']),
    };
    order.paid = rng.pick([0, total, rng.int(0, total), total + 500]);
    order.refunded = rng.pick([0, 0, order.paid, rng.int(0, order.paid)]);
    orders.push(order);
    const id = await insertRow(server, 'orders', {
      order_no: `GEN-${i}`,
      student_id: student,
      course_id: rng.pick(courses),
      ordered_at: randomDate(),
      subtotal: total,
      total,
      amount_paid: order.paid,
      amount_refunded: order.refunded,
      payment_status: order.status,
    });
    orderRows.push({ id, student });
  }
  for (let i = 0; i < 50; i++) {
    const order = rng.pick(orderRows);
    const kind = rng.next() < 0.75 ? 'payment' : 'refund';
    const row = { account: rng.pick(accounts), date: randomDate(), amount: amount() };
    const id = await insertRow(server, 'order_payments', {
      label: `Generated ${kind} ${i}`,
      order_id: order.id,
      student_id: order.student,
      kind,
      amount: row.amount,
      date: row.date,
      bank_account_id: row.account,
    });
    const pay = kind === 'payment';
    movements.push({
      kind: pay ? 'order_payment' : 'order_refund',
      id,
      account: row.account,
      date: row.date,
      in: pay ? row.amount : 0,
      out: pay ? 0 : row.amount,
      counts: true,
    });
    flows.push({ source: pay ? 'payment' : 'refund', date: row.date, amount: row.amount });
  }
  for (let i = 0; i < 30; i++) {
    const row = { account: rng.pick(accounts), date: randomDate(), amount: amount() };
    const id = await insertRow(server, 'additional_incomes', {
      title: `Income ${i}`,
      amount: row.amount,
      date: row.date,
      bank_account_id: row.account,
    });
    movements.push({
      kind: 'income',
      id,
      account: row.account,
      date: row.date,
      in: row.amount,
      out: 0,
      counts: true,
    });
    flows.push({ source: 'income', date: row.date, amount: row.amount });
  }
  // Withdrawals and expenses, a quarter of them voided (switched off).
  const outflows: [
    kind: 'withdraw' | 'expense',
    count: number,
    row: (i: number) => Record<string, unknown>,
  ][] = [
    ['withdraw', 30, (i) => ({ purpose: `Withdrawal ${i}` })],
    ['expense', 40, (i) => ({ title: `Expense ${i}`, expense_type_id: expenseType })],
  ];
  for (const [kind, count, fields] of outflows) {
    for (let i = 0; i < count; i++) {
      const row = {
        account: rng.pick(accounts),
        date: randomDate(),
        amount: amount(),
        active: rng.next() < 0.75,
      };
      const id = await insertRow(server, kind === 'withdraw' ? 'withdraws' : 'expenses', {
        ...fields(i),
        amount: row.amount,
        date: row.date,
        bank_account_id: row.account,
        is_active: row.active ? 1 : 0,
      });
      movements.push({
        kind,
        id,
        account: row.account,
        date: row.date,
        in: 0,
        out: row.amount,
        counts: row.active,
      });
      // Withdrawals move money but are not expenses of the centre.
      if (kind === 'expense' && row.active)
        flows.push({ source: 'expense', date: row.date, amount: row.amount });
    }
  }
  for (let i = 0; i < 30; i++) {
    const employee = employees[i % employees.length]!;
    const period = `2025-${String(Math.floor(i / employees.length) + 1).padStart(2, '0')}`;
    const paid = rng.next() < 0.6;
    const row = {
      account: rng.pick(accounts),
      paidAt: paid || rng.next() < 0.3 ? randomDate() : null,
      total: amount(),
    };
    const id = await insertRow(server, 'tutor_payments', {
      label: `Pay run ${i}`,
      employee_id: employee,
      period,
      total: row.total,
      bank_account_id: row.account,
      status: paid ? 'paid' : 'unpaid',
      paid_at: row.paidAt,
    });
    tutorPayRuns.set(employee, [...(tutorPayRuns.get(employee) ?? []), id]);
    if (paid && row.paidAt) {
      movements.push({
        kind: 'tutor_payment',
        id,
        account: row.account,
        date: row.paidAt,
        in: 0,
        out: row.total,
        counts: true,
      });
      flows.push({ source: 'tutor', date: row.paidAt, amount: row.total });
    }
  }
}

const balanceOf = (account: number, before = '9999-12-31') =>
  openings.get(account)! +
  sum(
    movements
      .filter((m) => m.account === account && m.counts && m.date < before)
      .map((m) => m.in - m.out),
  );

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
  demoEmployee = (
    await ids('employees', ['user_id', await server.userId('employee@academy.test')])
  )[0]!;
  demoStudent = (
    await ids('students', ['user_id', await server.userId('student@academy.test')])
  )[0]!;
  await generate();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('bank-account balances and ledger', () => {
  it('generated about two hundred rows', () => {
    expect(movements.length + orders.length).toBeGreaterThanOrEqual(180);
  });

  it('answers every account balance as the sum of its counted rows', async () => {
    const response = await server.request<{
      data: { id: number; balance: number; opening_balance: number }[];
    }>('GET', '/api/bank-account/balances', { token: admin });
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(openings.size);
    for (const account of response.body.data) {
      expect(account.opening_balance).toBe(major(openings.get(account.id)!));
      expect(account.balance).toBe(major(balanceOf(account.id)));
    }
  });

  it('lists a period of an account with the running balance, totals and voided rows', async () => {
    for (const account of openings.keys()) {
      const inside = movements
        .filter((m) => m.account === account && inPeriod(m.date))
        .sort((a, b) => a.date.localeCompare(b.date) || SEQ[a.kind] - SEQ[b.kind] || a.id - b.id);
      const response = await server.request<{
        data: {
          opening_balance: number;
          money_in: number;
          money_out: number;
          closing_balance: number;
          entries: {
            kind: string;
            resource_id: number;
            balance: number;
            voided: boolean;
            money_in: number;
            money_out: number;
          }[];
        };
        meta: { total: number };
      }>('GET', `/api/bank-account/${account}/ledger?${QUERY}&per_page=500`, { token: admin });
      expect(response.status).toBe(200);
      const opening = balanceOf(account, PERIOD.start);
      const counted = inside.filter((m) => m.counts);
      const moneyIn = sum(counted.map((m) => m.in));
      const moneyOut = sum(counted.map((m) => m.out));
      expect(response.body.data.opening_balance).toBe(major(opening));
      expect(response.body.data.money_in).toBe(major(moneyIn));
      expect(response.body.data.money_out).toBe(major(moneyOut));
      expect(response.body.data.closing_balance).toBe(major(opening + moneyIn - moneyOut));
      expect(response.body.meta.total).toBe(inside.length);
      let running = opening;
      inside.forEach((m, index) => {
        if (m.counts) running += m.in - m.out;
        const entry = response.body.data.entries[index]!;
        expect([entry.kind, entry.resource_id, entry.voided]).toEqual([m.kind, m.id, !m.counts]);
        expect(entry.balance).toBe(major(running));
      });
    }
  });

  it('pages the ledger', async () => {
    const [account] = [...openings.keys()].filter(
      (a) => movements.filter((m) => m.account === a && inPeriod(m.date)).length > 4,
    );
    expect(account).toBeDefined();
    const all = await server.request<{ data: { entries: { resource_id: number }[] } }>(
      'GET',
      `/api/bank-account/${account}/ledger?${QUERY}&per_page=500`,
      { token: admin },
    );
    const page = await server.request<{
      data: { entries: { resource_id: number }[] };
      meta: { current_page: number; last_page: number };
    }>('GET', `/api/bank-account/${account}/ledger?${QUERY}&page=2&per_page=2`, { token: admin });
    expect(page.body.data.entries).toEqual(all.body.data.entries.slice(2, 4));
    expect(page.body.meta.current_page).toBe(2);
  });

  it('exports the ledger as CSV with a byte-order mark', async () => {
    const [account] = [...openings.keys()];
    const response = await fetch(`${server.url}/api/bank-account/${account}/ledger.csv?${QUERY}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain(
      `Closing balance,,,${(balanceOf(account!, '2026-06-01') / 100).toFixed(2)}`,
    );
  });

  it('is for those who may read bank accounts, and 404 for an unknown account', async () => {
    const tutor = await server.login('employee@academy.test');
    expect(
      (await server.request('GET', '/api/bank-account/balances', { token: tutor })).status,
    ).toBe(403);
    expect(
      (await server.request('GET', '/api/bank-account/999999/ledger', { token: admin })).status,
    ).toBe(404);
    expect(
      (
        await server.request(
          'GET',
          `/api/bank-account/${[...openings.keys()][0]}/ledger?start_date=2026-05-02&end_date=2026-05-01`,
          { token: admin },
        )
      ).status,
    ).toBe(422);
  });
});

describe('the money flows behind the report', () => {
  type FlowsBody = {
    data: {
      money_in: number;
      money_out: number;
      net: number;
      entries: { kind: string; resource_id: number; bank_account_id: number; money_in: number }[];
    };
    meta: { total: number; last_page: number };
  };
  const REVENUE = ['order_payment', 'order_refund', 'income'];
  const EXPENSES = ['expense', 'tutor_payment', 'affiliate_payout'];
  const flowsOf = (kinds: string[]) =>
    movements
      .filter((m) => m.counts && inPeriod(m.date) && kinds.includes(m.kind))
      .sort((a, b) => a.date.localeCompare(b.date) || SEQ[a.kind] - SEQ[b.kind] || a.id - b.id);

  it("adds up to the report's revenue, expenses and profit, row by row", async () => {
    const report = (
      await server.request<{
        data: { report: { revenue: number; expenses: number; profit: number } };
      }>('GET', `/api/dashboard/report?${QUERY}`, { token: admin })
    ).body.data.report;
    const figures: [string[], string, number][] = [
      [REVENUE, 'revenue', report.revenue],
      [EXPENSES, 'expenses', report.expenses],
      [[...REVENUE, ...EXPENSES], 'profit', report.profit],
    ];
    for (const [kinds, figure, value] of figures) {
      const response = await server.request<FlowsBody>(
        'GET',
        `/api/finance/flows?${QUERY}&kinds=${kinds.join(',')}&per_page=500`,
        { token: admin },
      );
      expect(response.status).toBe(200);
      const body = response.body;
      expect(figure === 'expenses' ? body.data.money_out : body.data.net).toBe(value);
      const expected = flowsOf(kinds);
      expect(body.meta.total).toBe(expected.length);
      expect(body.data.entries.map((e) => [e.kind, e.resource_id, e.bank_account_id])).toEqual(
        expected.map((m) => [m.kind, m.id, m.account]),
      );
    }
  });

  it('pages the rows and keeps to the kinds asked for', async () => {
    const all = await server.request<FlowsBody>('GET', `/api/finance/flows?${QUERY}&per_page=500`, {
      token: admin,
    });
    expect(all.body.meta.total).toBe(flowsOf([...REVENUE, ...EXPENSES]).length);
    const page = await server.request<FlowsBody>(
      'GET',
      `/api/finance/flows?${QUERY}&page=3&per_page=4`,
      { token: admin },
    );
    expect(page.body.data.entries).toEqual(all.body.data.entries.slice(8, 12));
    const income = await server.request<FlowsBody>(
      'GET',
      `/api/finance/flows?${QUERY}&kinds=income&per_page=500`,
      { token: admin },
    );
    expect(income.body.data.money_in).toBe(major(sum(flowsOf(['income']).map((m) => m.in))));
    expect(new Set(income.body.data.entries.map((e) => e.kind))).toEqual(new Set(['income']));
  });

  it('refuses an unknown kind with a field error, and answers 403 to a tutor', async () => {
    const unknown = await server.request<{ errors: Record<string, string[]> }>(
      'GET',
      `/api/finance/flows?${QUERY}&kinds=income,withdraw`,
      { token: admin },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.kinds).toEqual([
      'The kinds field must list some of: order_payment, order_refund, income, expense, tutor_payment, affiliate_payout.',
    ]);
    const tutor = await server.login('employee@academy.test');
    expect(
      (await server.request('GET', `/api/finance/flows?${QUERY}`, { token: tutor })).status,
    ).toBe(403);
  });
});

describe('the admin report', () => {
  it('equals the sums of the generated rows', async () => {
    const response = await server.request<{
      data: { counters: Record<string, number>; report: Record<string, unknown> };
    }>('GET', `/api/dashboard/report?${QUERY}`, { token: admin });
    expect(response.status).toBe(200);
    const report = response.body.data.report as {
      kind: string;
      revenue: number;
      expenses: number;
      profit: number;
      unpaid_orders_total: number;
      unpaid_orders: number;
      breakdown: Record<string, number>;
      monthly: { month: string; revenue: number; expenses: number; profit: number }[];
      pending: Record<string, number>;
    };
    const expected = revenueAndExpenses(flows.filter((f) => inPeriod(f.date)));
    expect(report.kind).toBe('admin');
    expect(report.revenue).toBe(major(expected.revenue));
    expect(report.expenses).toBe(major(expected.expenses));
    expect(report.profit).toBe(major(expected.profit));
    expect(report.breakdown.tutor_payments).toBe(
      major(
        sum(flows.filter((f) => f.source === 'tutor' && inPeriod(f.date)).map((f) => f.amount)),
      ),
    );
    expect(report.unpaid_orders_total).toBe(major(sum(orders.map(due))));
    expect(report.unpaid_orders).toBe(orders.filter((o) => due(o) > 0).length);
    expect(report.monthly.map((m) => m.month)).toEqual([
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
    for (const point of report.monthly) {
      const month = revenueAndExpenses(flows.filter((f) => f.date.startsWith(point.month)));
      expect(point).toEqual({
        month: point.month,
        revenue: major(month.revenue),
        expenses: major(month.expenses),
        profit: major(month.profit),
      });
    }
    // The pending card repeats the counters the sidebar badges read.
    for (const [name, value] of Object.entries(report.pending))
      expect(response.body.data.counters[PENDING_COUNTERS[name as PendingName]]).toBe(value);
    expect(response.body.data.counters.students).toBeGreaterThan(0);
  });

  it('counts students, enrolments of the period at the centre clock, attendance and today', async () => {
    const db = server.connection.db;
    const enrolments = await db
      .selectFrom('student_courses')
      .select(['id', 'course_id'])
      .orderBy('id')
      .execute();
    // 00:30 on 1 March in Dhaka is inside the period; 23:59 on 28 February is not.
    const stamps = [
      '2026-02-28T18:30:00.000Z',
      '2026-02-28T17:59:00.000Z',
      '2026-05-31T17:59:00.000Z',
      '2026-05-31T18:00:00.000Z',
    ];
    for (const [index, stamp] of stamps.entries())
      await db
        .updateTable('student_courses')
        .set({ created_at: stamp })
        .where('id', '=', Number(enrolments[index]!.id))
        .execute();
    const inside = [enrolments[0]!, enrolments[2]!];
    const response = await server.request<{
      data: {
        report: {
          active_students: number;
          enrolments: number;
          enrolments_by_course: { course_id: number; enrolments: number }[];
          attendance_rate: number | null;
          sessions_today: number;
        };
      };
    }>('GET', `/api/dashboard/report?${QUERY}`, { token: admin });
    const report = response.body.data.report;
    expect(report.enrolments).toBe(2);
    for (const row of inside)
      expect(
        report.enrolments_by_course.find((c) => c.course_id === Number(row.course_id))?.enrolments,
      ).toBe(inside.filter((r) => r.course_id === row.course_id).length);
    const students = await db.selectFrom('students').select('is_active').execute();
    expect(report.active_students).toBe(students.filter((s) => Number(s.is_active) === 1).length);
    expect(report.attendance_rate).toBeNull(); // nothing recorded in that period

    const records = await db
      .selectFrom('attendances')
      .innerJoin('attendance_statuses', 'attendance_statuses.id', 'attendances.status_id')
      .select(['attendances.date', 'counts_as_present', 'excused'])
      .execute();
    expect(records.length).toBeGreaterThan(0);
    const dates = records.map((r) => String(r.date)).sort();
    const [from, to] = [dates[0]!, dates[dates.length - 1]!];
    const present = records.filter((r) => Number(r.counts_as_present) === 1).length;
    const excused = records.filter(
      (r) => Number(r.counts_as_present) === 0 && Number(r.excused) === 1,
    ).length;
    const recent = await server.request<{
      data: { report: { attendance_rate: number; sessions_today: number } };
    }>('GET', `/api/dashboard/report?start_date=${from}&end_date=${to}`, { token: admin });
    expect(recent.body.data.report.attendance_rate).toBe(
      Math.round((present / (records.length - excused)) * 10_000) / 10_000,
    );

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const sessions = await server.request<{ data: { status: number }[] }>(
      'GET',
      `/api/schedule/sessions?from=${today}&to=${today}`,
      { token: admin },
    );
    expect(recent.body.data.report.sessions_today).toBe(
      sessions.body.data.filter((s) => s.status !== 2).length,
    );
  });

  it('lists as many enrolments made in the period, at the centre clock, as the report counts', async () => {
    const db = server.connection.db;
    const enrolments = await db.selectFrom('student_courses').select('id').orderBy('id').execute();
    // The same edges as the report's: a minute either side of midnight in Dhaka at both ends.
    const stamps = [
      '2026-02-28T18:00:00.000Z',
      '2026-02-28T17:59:00.000Z',
      '2026-05-31T17:59:00.000Z',
      '2026-05-31T18:00:00.000Z',
    ];
    for (const [index, stamp] of stamps.entries())
      await db
        .updateTable('student_courses')
        .set({ created_at: stamp })
        .where('id', '=', Number(enrolments[index]!.id))
        .execute();
    const report = await server.request<{ data: { report: { enrolments: number } } }>(
      'GET',
      `/api/dashboard/report?${QUERY}`,
      { token: admin },
    );
    const list = await server.request<{ data: { id: number }[]; meta: { total: number } }>(
      'GET',
      `/api/student-course?per_page=1000&created_from=${PERIOD.start}&created_to=${PERIOD.end}`,
      { token: admin },
    );
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(report.body.data.report.enrolments);
    expect(list.body.data.map((r) => r.id).sort((a, b) => a - b)).toEqual([
      Number(enrolments[0]!.id),
      Number(enrolments[2]!.id),
    ]);
  });

  it('refuses a created date range on a list that has none, and a malformed day', async () => {
    const none = await server.request<{ errors: Record<string, string[]> }>(
      'GET',
      `/api/expense?created_from=${PERIOD.start}`,
      { token: admin },
    );
    expect(none.status).toBe(422);
    expect(none.body.errors.created_from).toEqual(['The list cannot be filtered by created_from.']);
    const malformed = await server.request<{ errors: Record<string, string[]> }>(
      'GET',
      '/api/student-course?created_to=31-05-2026',
      { token: admin },
    );
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors)).toEqual(['created_to']);
  });

  it('answers only the counters for the sidebar badges', async () => {
    const full = await server.request<{ data: { counters: Record<string, number> } }>(
      'GET',
      '/api/dashboard/report',
      { token: admin },
    );
    const only = await server.request<{ data: Record<string, unknown> }>(
      'GET',
      '/api/dashboard/report?only=counters',
      { token: admin },
    );
    expect(only.body.data).toEqual({ counters: full.body.data.counters });
  });

  it('defaults to this month at the centre', async () => {
    const response = await server.request<{
      data: { report: { start_date: string; end_date: string } };
    }>('GET', '/api/dashboard/report', { token: admin });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    expect(response.body.data.report.start_date).toBe(`${today.slice(0, 7)}-01`);
    expect(response.body.data.report.end_date.slice(0, 7)).toBe(today.slice(0, 7));
  });

  it('exports the figures and the monthly series as CSV', async () => {
    const response = await fetch(`${server.url}/api/dashboard/report.csv?${QUERY}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const expected = revenueAndExpenses(flows.filter((f) => inPeriod(f.date)));
    expect(text).toContain(`Revenue,${major(expected.revenue).toFixed(2)}\r\n`);
    expect(text).toContain('Month,Revenue,Expenses,Profit');
    const viaFormat = await fetch(`${server.url}/api/dashboard/report?${QUERY}&format=csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(viaFormat.headers.get('content-type')).toContain('text/csv');
  });
});

describe('reports of tutors and learners', () => {
  it("shows a tutor their own hours, overtime and pay runs, and none of the centre's money", async () => {
    const rows: [string, number, number | null, number][] = [
      ['2026-03-02', 90, 1875, 1],
      ['2026-04-10', 45, 938, 1],
      ['2026-05-31', 60, null, 1],
      ['2026-04-11', 30, 500, 0],
      ['2026-06-01', 120, 2500, 1],
    ];
    for (const [index, [date, minutes, amount, status]] of rows.entries())
      await insertRow(server, 'working_hours', {
        label: `Hours ${index}`,
        employee_id: demoEmployee,
        date,
        start_time: '10:00',
        end_time: '11:00',
        minutes,
        amount,
        source: 'manual',
        status,
      });
    await insertRow(server, 'over_times', {
      label: 'Overtime',
      employee_id: demoEmployee,
      week_start: '2026-03-07',
      minutes: 120,
      amount: 3000,
      reason: 'Mock tests',
      status: 1,
    });
    await insertRow(server, 'over_times', {
      label: 'Overtime asked',
      employee_id: demoEmployee,
      week_start: '2026-03-14',
      minutes: 60,
      amount: 1500,
      reason: 'Extra class',
      status: 0,
    });
    const tutor = await server.login('employee@academy.test');
    const response = await server.request<{
      data: { counters: Record<string, number>; report: Record<string, unknown> };
    }>('GET', `/api/dashboard/report?${QUERY}`, { token: tutor });
    const report = response.body.data.report as unknown as TutorReport;
    expect(report.kind).toBe('tutor');
    expect(report.minutes).toBe(195);
    expect(report.earnings).toBe(28.13);
    expect(report.pending_minutes).toBe(30);
    expect([report.overtime_minutes, report.overtime_amount, report.total_earnings]).toEqual([
      120, 30, 58.13,
    ]);
    const own = new Set(tutorPayRuns.get(demoEmployee) ?? []);
    expect(report.pay_runs.length).toBe(Math.min(6, own.size));
    for (const run of report.pay_runs) expect(own.has(run.id)).toBe(true);
    expect(report).not.toHaveProperty('revenue');
    expect(report).not.toHaveProperty('unpaid_orders_total');
    expect(response.body.data.counters).not.toHaveProperty('pending_tutoring_requests');
  });

  it("shows a student and their parent the student's courses and dues", async () => {
    const owed = sum(orders.filter((o) => o.student === demoStudent).map(due));
    for (const email of ['student@academy.test', 'parent@academy.test']) {
      const token = await server.login(email);
      const response = await server.request<{
        data: {
          report: {
            kind: string;
            students: {
              student_id: number;
              dues: number;
              courses: unknown[];
              next_sessions: unknown[];
            }[];
          } & Record<string, unknown>;
        };
      }>('GET', `/api/dashboard/report?${QUERY}`, { token });
      const report = response.body.data.report;
      expect(report.kind).toBe(email.startsWith('student') ? 'student' : 'parent');
      const section = report.students.find((s) => s.student_id === demoStudent)!;
      expect(section.dues).toBe(major(owed));
      expect(section.courses.length).toBeGreaterThan(0);
      expect(report).not.toHaveProperty('revenue');
      if (email.startsWith('student')) expect(report.students).toHaveLength(1);
    }
  });
});

describe('overdraw refusal', () => {
  it('refuses a withdrawal or expense that would take an account below zero', async () => {
    const [bank] = await ids('banks');
    const [expenseType] = await ids('expense_types');
    const created = await server.request<{ data: { id: number } }>('POST', '/api/bank-account', {
      token: admin,
      json: {
        bank_id: bank,
        account_name: 'Overdraw test',
        account_number: 'OD-1',
        opening_balance: 100,
      },
    });
    expect(created.status).toBe(201);
    const account = created.body.data.id;
    const withdraw = (amount: number) =>
      server.request<{ message: string; data: { id: number } }>('POST', '/api/withdraw', {
        token: admin,
        json: {
          purpose: 'Petty cash',
          amount,
          date: '2026-05-01',
          bank_account_id: account,
          is_active: true,
        },
      });
    expect((await withdraw(60)).status).toBe(201);
    const refused = await withdraw(50.5);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('40.00');
    const expense = await server.request<{ data: { id: number } }>('POST', '/api/expense', {
      token: admin,
      json: {
        title: 'Chalk',
        expense_type_id: expenseType,
        amount: 40,
        date: '2026-05-02',
        bank_account_id: account,
        is_active: true,
      },
    });
    expect(expense.status).toBe(201);
    // Voiding the expense gives the money back; switching it on again would overdraw.
    expect(
      (await server.request('PUT', `/api/expense/toggle/${expense.body.data.id}`, { token: admin }))
        .status,
    ).toBe(200);
    expect((await withdraw(30)).status).toBe(201);
    const back = await server.request<{ message: string }>(
      'PUT',
      `/api/expense/toggle/${expense.body.data.id}`,
      { token: admin },
    );
    expect(back.status).toBe(422);
    expect(back.body.message).toContain('10.00');
    const balances = await server.request<{ data: { id: number; balance: number }[] }>(
      'GET',
      '/api/bank-account/balances',
      { token: admin },
    );
    expect(balances.body.data.find((a) => a.id === account)?.balance).toBe(10);
  });
});
