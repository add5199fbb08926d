/** Courses and coupons: references to subjects, status change, and the rules that span fields. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

type Saved = { data: Record<string, unknown> };
type Invalid = { errors: Record<string, string[]> };

const course = {
  title: 'SAT Reading Sprint',
  category_id: 1,
  kind: 1,
  price: '9500.00',
  subjects: [2],
};

describe('courses', () => {
  it('stores a course with its subjects and answers the price in major units', async () => {
    const { status, body } = await server.request<Saved>('POST', '/api/course', {
      token: admin,
      json: course,
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      title: 'SAT Reading Sprint',
      subjects: [2],
      price: 9500,
      status: 'draft',
      is_active: true,
    });
  });

  it('publishes a draft through status change', async () => {
    const created = await server.request<Saved>('POST', '/api/course', {
      token: admin,
      json: { ...course, title: 'To publish' },
    });
    const changed = await server.request<Saved>(
      'PUT',
      `/api/course/status/change/${String(created.body.data.id)}/published`,
      { token: admin },
    );
    expect(changed.body.data.status).toBe('published');
  });

  it('refuses an end before the start, on create and when an edit would make one', async () => {
    const bad = await server.request<Invalid>('POST', '/api/course', {
      token: admin,
      json: { ...course, start_date: '2027-02-01', end_date: '2027-01-01' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.end_date).toEqual([
      '“Ends” must be the same date as “Starts” or later.',
    ]);
    const ok = await server.request<Saved>('POST', '/api/course', {
      token: admin,
      json: { ...course, title: 'Dated', start_date: '2027-01-01', end_date: '2027-03-01' },
    });
    const edit = await server.request<Invalid>('PUT', `/api/course/${String(ok.body.data.id)}`, {
      token: admin,
      json: { start_date: '2027-04-01' },
    });
    expect(edit.status).toBe(422);
    expect(edit.body.errors.end_date).toBeDefined();
  });

  it('offers only active subjects', async () => {
    const subject = await server.request<Saved>('POST', '/api/subject', {
      token: admin,
      json: { name: 'Latin', is_active: false },
    });
    const { status, body } = await server.request<Invalid>('POST', '/api/course', {
      token: admin,
      json: { ...course, subjects: [subject.body.data.id] },
    });
    expect(status).toBe(422);
    expect(body.errors.subjects?.[0]).toMatch(/^The selected subjects are invalid/);
  });

  it('keeps a category that is still used by courses', async () => {
    expect(
      (await server.request('DELETE', '/api/course-category/1', { token: admin })).status,
    ).toBe(422);
  });
});

describe('coupons', () => {
  const coupon = { code: 'SPRING15', discount_type: 'percent', discount_value: '15' };

  it('stores a percentage coupon and counts its uses from zero', async () => {
    const { status, body } = await server.request<Saved>('POST', '/api/coupon', {
      token: admin,
      json: coupon,
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      code: 'SPRING15',
      discount_value: 15,
      used_count: 0,
      course_id: null,
    });
  });

  it('refuses a percentage over 100 but takes a large fixed amount', async () => {
    const percent = await server.request<Invalid>('POST', '/api/coupon', {
      token: admin,
      json: { ...coupon, code: 'TOOMUCH', discount_value: '100.01' },
    });
    expect(percent.body.errors.discount_value).toEqual([
      '“Discount” may not be greater than 100 for a percentage.',
    ]);
    const fixed = await server.request('POST', '/api/coupon', {
      token: admin,
      json: { ...coupon, code: 'BIGFIXED', discount_type: 'fixed', discount_value: '150.00' },
    });
    expect(fixed.status).toBe(201);
  });

  it('refuses a validity that ends before it starts, and a maximum spend below the minimum', async () => {
    const { body } = await server.request<Invalid>('POST', '/api/coupon', {
      token: admin,
      json: {
        ...coupon,
        code: 'BACKWARDS',
        valid_from: '2027-05-01',
        valid_to: '2027-04-01',
        min_spend: '500',
        max_spend: '100',
      },
    });
    expect(body.errors.valid_to).toEqual([
      '“Valid to” must be the same date as “Valid from” or later.',
    ]);
    expect(body.errors.max_spend).toEqual(['“Maximum spend” must be at least “Minimum spend”.']);
  });

  it('keeps codes unique and the use count read-only', async () => {
    expect(
      (await server.request<Invalid>('POST', '/api/coupon', { token: admin, json: coupon })).body
        .errors.code,
    ).toEqual(['The code has already been taken.']);
    const { body } = await server.request<Invalid>('POST', '/api/coupon', {
      token: admin,
      json: { ...coupon, code: 'CHEAT', used_count: 0 },
    });
    expect(body.errors.used_count).toEqual(['The times used field is read-only.']);
  });
});

describe('labels that name a course or a student', () => {
  type Listed = { data: { id: number; label: string }[] };
  const find = async (resource: string, search: string) =>
    (
      await server.request<Listed>('GET', `/api/${resource}?search=${encodeURIComponent(search)}`, {
        token: admin,
      })
    ).body.data.map((r) => r.label);

  it('follow a renamed course in lists and search', async () => {
    const { body } = await server.request<{ data: { id: number }[] }>(
      'GET',
      '/api/course?search=O%20Level%20Mathematics',
      { token: admin },
    );
    const id = body.data[0]!.id;
    await server.request('PUT', `/api/course/${id}`, {
      token: admin,
      json: { title: 'Cambridge O Level Maths' },
    });
    expect(await find('schedule', 'Cambridge')).toEqual([
      expect.stringMatching(/^Cambridge O Level Maths · Sun 10:30–12:00$/),
    ]);
    expect(await find('student-course', 'Cambridge')).toEqual([
      'Arif Hossain · Cambridge O Level Maths',
    ]);
    expect(await find('schedule', 'O Level Mathematics')).toEqual([]);
  });

  it('follow a renamed student', async () => {
    const { body } = await server.request<{ data: { id: number }[] }>(
      'GET',
      '/api/student?search=Tasnim',
      { token: admin },
    );
    await server.request('PUT', `/api/student/${body.data[0]!.id}`, {
      token: admin,
      json: { last_name: 'Chowdhury' },
    });
    expect(await find('student-course', 'Tasnim')).toEqual([
      expect.stringMatching(/^Tasnim Chowdhury · /),
    ]);
  });
});

describe('short lists for pickers (only_subjects, only_courses, only_employees, only_jobs)', () => {
  type Short = { data: Record<string, unknown>[] };

  it('answer the active rows as id and title, by title', async () => {
    const subjects = await server.request<Short>('GET', '/api/only_subjects', { token: admin });
    expect(subjects.status).toBe(200);
    const names = subjects.body.data.map((s) => s.name as string);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(Object.keys(subjects.body.data[0]!).sort()).toEqual(['id', 'name']);
    const inactive = await server.connection.db
      .selectFrom('subjects')
      .select('name')
      .where('is_active', '=', 0)
      .execute();
    for (const { name } of inactive) expect(names).not.toContain(name);
    const employees = await server.request<Short>('GET', '/api/only_employees', { token: admin });
    expect(employees.body.data.map((e) => e.full_name)).toContain('Tanvir Hasan');
    const jobs = await server.request<Short>('GET', '/api/only_jobs', { token: admin });
    expect(jobs.body.data.length).toBeGreaterThan(0);
    expect(Object.keys(jobs.body.data[0]!).sort()).toEqual(['id', 'title']);
  });

  it("keep to the caller's scope, and need a sign-in", async () => {
    const tutor = await server.login('employee@academy.test');
    const taught = await server.request<Short>('GET', '/api/only_courses', { token: tutor });
    expect(taught.body.data.map((c) => c.title)).toEqual([
      'Digital SAT Complete',
      'SAT Math Intensive',
    ]);
    expect((await server.request('GET', '/api/only_courses')).status).toBe(401);
  });
});
