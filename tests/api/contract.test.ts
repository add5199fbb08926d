/**
 * Every row of the contract (docs/API.md) against the real server, on more
 * than three resources: list, show, create (JSON and form), update (form with _method=PUT, PUT),
 * delete, toggle, status change with and without a value, arrange order.
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

type Listed = {
  data: Record<string, unknown>[];
  meta: { total: number; current_page: number; per_page: number; last_page: number };
};
type Saved = { status: boolean; message: string; data: Record<string, unknown> };

describe.each([
  'bank',
  'payment-type',
  'expense-type',
  'bank-account',
  'expense',
  'additional-income',
  'withdraw',
  'sub-expense-type',
  'setting',
  'role',
  'permission',
  'users',
])('GET /api/%s', (name) => {
  it('answers data and meta.total, newest first by default', async () => {
    const { status, body } = await server.request<Listed>('GET', `/api/${name}?per_page=2`, {
      token: admin,
    });
    expect(status).toBe(200);
    expect(body.data.length).toBeLessThanOrEqual(2);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(body.meta.total).toBeGreaterThan(0);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 2));
    expect(body.data[0]).toHaveProperty('id');
    expect(body.data[0]).toHaveProperty('created_at');
    expect(body.data[0]).not.toHaveProperty('password');
  });
});

describe('the write contract on banks (JSON and form bodies)', () => {
  let id: number;

  it('creates from JSON: 201 with status, message and data', async () => {
    const { status, body } = await server.request<Saved>('POST', '/api/bank', {
      token: admin,
      json: { name: 'Sonali Bank', is_active: true },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: true,
      message: 'Bank created successfully!',
      data: { name: 'Sonali Bank', is_active: true },
    });
    id = Number(body.data.id);
  });

  it('shows one record in data', async () => {
    const { status, body } = await server.request<{ data: Record<string, unknown> }>(
      'GET',
      `/api/bank/${id}`,
      { token: admin },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, name: 'Sonali Bank', is_active: true });
  });

  it('updates through a form POST with _method=PUT, booleans as 1/0', async () => {
    const form = new URLSearchParams({ _method: 'PUT', name: 'Sonali Bank PLC', is_active: '0' });
    const { status, body } = await server.request<Saved>('POST', `/api/bank/${id}`, {
      token: admin,
      form,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: true,
      message: 'Bank updated successfully!',
      data: { name: 'Sonali Bank PLC', is_active: false },
    });
  });

  it('updates through multipart form data the same way', async () => {
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('is_active', '1');
    const { status, body } = await server.request<Saved>('POST', `/api/bank/${id}`, {
      token: admin,
      form,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Sonali Bank PLC', is_active: true });
  });

  it('updates through PUT with JSON, changing only the fields sent', async () => {
    const { body } = await server.request<Saved>('PUT', `/api/bank/${id}`, {
      token: admin,
      json: { name: 'Sonali' },
    });
    expect(body.data).toMatchObject({ name: 'Sonali', is_active: true });
  });

  it('refuses a POST to a record without _method (405)', async () => {
    const { status } = await server.request('POST', `/api/bank/${id}`, {
      token: admin,
      json: { name: 'x' },
    });
    expect(status).toBe(405);
  });

  it('toggles is_active and answers status and message', async () => {
    const first = await server.request<Saved>('PUT', `/api/bank/toggle/${id}`, { token: admin });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: true, data: { is_active: false } });
    const second = await server.request<Saved>('PUT', `/api/bank/toggle/${id}`, { token: admin });
    expect(second.body.data.is_active).toBe(true);
  });

  it('deletes, then answers 404 for the row', async () => {
    const { status, body } = await server.request('DELETE', `/api/bank/${id}`, { token: admin });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'Bank deleted successfully!' });
    expect((await server.request('GET', `/api/bank/${id}`, { token: admin })).status).toBe(404);
    expect((await server.request('DELETE', `/api/bank/${id}`, { token: admin })).status).toBe(404);
  });

  it('refuses to delete a bank its accounts still use (422, nothing lost)', async () => {
    const { status, body } = await server.request<{ message: string }>('DELETE', '/api/bank/1', {
      token: admin,
    });
    expect(status).toBe(422);
    expect(body.message).toMatch(/used by other records/);
    expect((await server.request('GET', '/api/bank/1', { token: admin })).status).toBe(200);
  });
});

describe('money, references and dates on expenses', () => {
  it('takes amounts in major units and answers them exactly', async () => {
    const form = new URLSearchParams({
      title: 'Projector bulb',
      expense_type_id: '5',
      amount: '1234.56',
      date: '2026-11-01',
      bank_account_id: '1',
      is_active: '1',
    });
    const created = await server.request<Saved>('POST', '/api/expense', { token: admin, form });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      amount: 1234.56,
      date: '2026-11-01',
      expense_type_id: 5,
      sub_expense_type_id: null,
    });
    const stored = await server.connection.db
      .selectFrom('expenses')
      .select('amount')
      .where('id', '=', Number(created.body.data.id))
      .executeTakeFirstOrThrow();
    expect(Number(stored.amount)).toBe(123456);
  });
});

describe('status change (users.status)', () => {
  let affiliate: number;
  beforeAll(async () => {
    affiliate = await server.userId('affiliate@academy.test');
  });

  it('sets the value given in the path', async () => {
    const { status, body } = await server.request<Saved>(
      'PUT',
      `/api/users/status/change/${affiliate}/inactive`,
      { token: admin },
    );
    expect(status).toBe(200);
    expect(body.data.status).toBe('inactive');
  });

  it('sets the value given in the body', async () => {
    const { body } = await server.request<Saved>('PUT', `/api/users/status/change/${affiliate}`, {
      token: admin,
      json: { value: 'active' },
    });
    expect(body.data.status).toBe('active');
  });

  it('refuses a value outside the list (422 on the field)', async () => {
    const { status, body } = await server.request<{ errors: Record<string, string[]> }>(
      'PUT',
      `/api/users/status/change/${affiliate}/archived`,
      { token: admin },
    );
    expect(status).toBe(422);
    expect(body.errors.status).toEqual(['The selected status is invalid.']);
  });

  it('an inactive user can no longer sign in, and their tokens stop working', async () => {
    const token = await server.login('affiliate@academy.test');
    await server.request('PUT', `/api/users/status/change/${affiliate}/inactive`, { token: admin });
    expect((await server.request('GET', '/api/user', { token })).status).toBe(401);
    expect(
      (
        await server.request('POST', '/api/login', {
          json: { email: 'affiliate@academy.test', password: 'demo-password' },
        })
      ).status,
    ).toBe(422);
    await server.request('PUT', `/api/users/status/change/${affiliate}/active`, { token: admin });
  });
});

describe('arrange order (payment types)', () => {
  const ordered = async () =>
    (
      await server.request<Listed>('GET', '/api/payment-type?sort_by=position&sort_dir=asc', {
        token: admin,
      })
    ).body.data.map((r) => Number(r.id));

  it('writes the order given, and lists follow it', async () => {
    const before = await ordered();
    const reversed = [...before].reverse();
    const { status, body } = await server.request('POST', '/api/arrange-order/payment-type', {
      token: admin,
      json: { items: reversed },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true });
    expect(await ordered()).toEqual(reversed);
  });

  it('accepts the form shape items[0], items[1]…', async () => {
    const current = await ordered();
    const swapped = [current[1], current[0], ...current.slice(2)] as number[];
    const form = new URLSearchParams(swapped.map((id, i) => [`items[${i}]`, String(id)]));
    expect(
      (await server.request('POST', '/api/arrange-order/payment-type', { token: admin, form }))
        .status,
    ).toBe(200);
    expect(await ordered()).toEqual(swapped);
  });

  it('puts a new row at the end', async () => {
    const created = await server.request<Saved>('POST', '/api/payment-type', {
      token: admin,
      json: { name: 'Nagad' },
    });
    expect((await ordered()).at(-1)).toBe(Number(created.body.data.id));
  });

  it('refuses unknown ids, repeats and an unknown type', async () => {
    expect(
      (
        await server.request('POST', '/api/arrange-order/payment-type', {
          token: admin,
          json: { items: [1, 99999] },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await server.request('POST', '/api/arrange-order/payment-type', {
          token: admin,
          json: { items: [1, 1] },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await server.request('POST', '/api/arrange-order/nothing', {
          token: admin,
          json: { items: [1] },
        })
      ).status,
    ).toBe(404);
  });
});

describe('many-to-many fields (role permissions)', () => {
  it('stores and answers the linked ids, and replaces them on update', async () => {
    const created = await server.request<Saved>('POST', '/api/role', {
      token: admin,
      json: { name: 'Front desk', type: 2, permissions: [1, 2, 3] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.permissions).toEqual([1, 2, 3]);
    const form = new URLSearchParams({ _method: 'PUT', 'permissions[0]': '4' });
    const updated = await server.request<Saved>(
      'POST',
      `/api/role/${String(created.body.data.id)}`,
      { token: admin, form },
    );
    expect(updated.body.data.permissions).toEqual([4]);
  });
});

describe('the audit log', () => {
  it('records who changed what, with before and after, in the same write', async () => {
    const created = await server.request<Saved>('POST', '/api/bank', {
      token: admin,
      json: { name: 'Audit Bank' },
    });
    const id = Number(created.body.data.id);
    await server.request('PUT', `/api/bank/${id}`, {
      token: admin,
      json: { name: 'Audited Bank' },
    });
    await server.request('DELETE', `/api/bank/${id}`, { token: admin });
    const rows = await server.connection.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('resource', '=', 'bank')
      .where('record_id', '=', id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows.every((r) => Number(r.user_id) === 1)).toBe(true);
    expect(JSON.parse(String(rows[1]?.before)).name).toBe('Audit Bank');
    expect(JSON.parse(String(rows[1]?.after)).name).toBe('Audited Bank');
    expect(rows[2]?.after).toBeNull();
  });

  it('keeps created_by and updated_by on the record', async () => {
    const { body } = await server.request<Saved>('POST', '/api/bank', {
      token: admin,
      json: { name: 'Stamped Bank' },
    });
    expect(body.data).toMatchObject({ created_by: 1, updated_by: 1 });
  });
});

describe('other calls', () => {
  it('GET /api/setting/ (trailing slash) lists settings', async () => {
    const { status, body } = await server.request<Listed>('GET', '/api/setting/?per_page=100', {
      token: admin,
    });
    expect(status).toBe(200);
    expect(body.data.find((s) => s.group === 'general' && s.name === 'logo')).toBeDefined();
  });

  it('GET /api/dashboard/report answers counters', async () => {
    const { body } = await server.request<{ data: { counters: Record<string, number> } }>(
      'GET',
      '/api/dashboard/report',
      { token: admin },
    );
    // The demo centre: five students with a parent each, four tutors, six courses.
    expect(body.data.counters).toMatchObject({
      students: 5,
      parents: 5,
      employees: 4,
      courses: 6,
      // The demo student's and parent's complaints were announced to the admins (notify-staff.ts).
      unseen_notifications: 2,
      // The demo tutor's latest chat message to the admin is unread (seed/demo-messages.ts).
      unread_messages: 1,
    });
    expect(body.data.counters).not.toHaveProperty('enrolled_courses');
  });

  it('GET /api/dashboard/report counts within the reader’s own rows', async () => {
    const report = async (email: string) =>
      (
        await server.request<{ data: { counters: Record<string, number> } }>(
          'GET',
          '/api/dashboard/report',
          { token: await server.login(email) },
        )
      ).body.data.counters;
    // The demo student takes two courses; both demo SAT practice tests are published on the
    // first, with questions; the algebra checkpoint is closed.
    const student = await report('student@academy.test');
    expect(student).toMatchObject({ enrolled_courses: 2, completed_courses: 0, exams: 2 });
    expect(student).not.toHaveProperty('employees');
    // The demo tutor teaches two courses and counts only their students.
    const tutor = await report('employee@academy.test');
    expect(tutor.courses).toBe(2);
    expect(tutor.students).toBeLessThan(5);
    expect(tutor).not.toHaveProperty('parents');
  });

  it('GET /api/menu-permission lists the permission guarding each menu entry, in menu order', async () => {
    const { body } = await server.request<{
      data: { group: string; route: string; action: string; subject: string }[];
    }>('GET', '/api/menu-permission', { token: admin });
    expect(body.data).toContainEqual(
      expect.objectContaining({
        route: '/accounts/bank-account',
        action: 'read',
        subject: 'BankAccount',
        group: 'accounts',
      }),
    );
    const groups = body.data.map((e) => e.group);
    expect(groups.indexOf('rolePermission')).toBeLessThan(groups.indexOf('accounts'));
    const student = await server.login('student@academy.test');
    expect((await server.request('GET', '/api/menu-permission', { token: student })).status).toBe(
      403,
    );
  });

  it('an unknown API path is a JSON 404, never the app', async () => {
    const { status, body } = await server.request('GET', '/api/nothing-here', { token: admin });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not found.' });
  });

  it('the OpenAPI document describes every resource', async () => {
    const { status, body } = await server.request<{
      openapi: string;
      paths: Record<string, unknown>;
    }>('GET', '/api/docs/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const path of [
      '/api/bank',
      '/api/bank/export',
      '/api/bank/{id}',
      '/api/bank/toggle/{id}',
      '/api/users/status/change/{id}/{value}',
      '/api/arrange-order/payment-type',
    ]) {
      expect(body.paths).toHaveProperty([path]);
    }
  });
});
