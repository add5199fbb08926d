/**
 * The public read API (docs/API.md "Public API"): anyone may read, only declared fields of the
 * rows the declaration lets through come back, and answers carry validators that change with
 * every edit made through the admin API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApi } from '../../public-api.config';
import { buildApp } from '../../server/http/app';
import { rawRequest } from '../support/raw-request';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

type Row = Record<string, unknown>;
interface Listed {
  data: Row[];
  meta: { total: number; current_page: number; per_page: number; last_page: number };
}

const list = async (path: string, headers: Record<string, string> = {}) => {
  const response = await rawRequest(server, 'GET', `/api/public/${path}`, { headers });
  return { ...response, body: response.json as unknown as Listed };
};

describe('reading without signing in', () => {
  it.each(publicApi.reads.map((read) => read.path))(
    'serves /api/public/%s to anyone, and the same with a stale token',
    async (path) => {
      const anonymous = await list(path);
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.data.length).toBeGreaterThan(0);
      const stale = await list(path, { authorization: 'Bearer not-a-token' });
      expect(stale.status).toBe(200);
      expect(stale.headers.get('etag')).toBe(anonymous.headers.get('etag'));
      expect(anonymous.headers.get('access-control-allow-origin')).toBe('*');
    },
  );

  it.each(publicApi.reads.map((read) => read.path))(
    '/api/public/%s carries the declared fields and children only',
    async (path) => {
      const read = publicApi.reads.find((r) => r.path === path)!;
      const listed = Object.keys(read.children).filter((n) => !read.children[n]!.showOnly);
      const declaredLink = read.checkoutLink ? ['checkout_url'] : [];
      const allowed = new Set(['id', ...read.listFields, ...listed, ...declaredLink]);
      const { body } = await list(`${path}?per_page=${read.paging.maxPerPage}`);
      for (const row of body.data) {
        for (const key of Object.keys(row)) expect(allowed, `${path}: ${key}`).toContain(key);
        for (const [name, child] of Object.entries(read.children)) {
          if (child.showOnly) continue;
          const value = row[name];
          const rows = Array.isArray(value) ? value : value ? [value] : [];
          const childAllowed = new Set(['id', ...child.fields]);
          for (const item of rows as Row[])
            for (const key of Object.keys(item)) expect(childAllowed).toContain(key);
        }
      }
    },
  );

  it('refuses writes on a read path (405, GET and HEAD allowed)', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await rawRequest(server, method, '/api/public/courses', { json: {} });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    const course = await idWhere(server, 'courses', 'title', 'SAT Math Intensive');
    const put = await rawRequest(server, 'PUT', `/api/public/courses/${course}`, { json: {} });
    expect(put.status).toBe(405);
  });
});

describe('what is served', () => {
  it('serves the public setting groups only', async () => {
    const created = await server.request('POST', '/api/setting', {
      token: admin,
      json: { group: 'mail', name: 'smtp_password', value: 'secret-value' },
    });
    expect(created.status).toBe(201);
    const { body, text } = await list('settings');
    expect(new Set(body.data.map((s) => s.group))).toEqual(
      new Set(['general', 'social', 'top_ad']),
    );
    expect(text).not.toContain('secret-value');
    const filtered = await list('settings?filter[group]=mail');
    expect(filtered.status).toBe(200);
    expect(filtered.body.data).toEqual([]);
    expect((await list('settings?filter[group]=social')).body.data.length).toBe(5);
  });

  it('serves published, active courses with their category and tutors, and nothing private', async () => {
    const { body } = await list('courses?per_page=100');
    const titles = body.data.map((c) => c.title);
    expect(titles).toContain('SAT Math Intensive');
    expect(titles).not.toContain('IELTS Academic'); // a draft
    const math = body.data.find((c) => c.title === 'SAT Math Intensive')!;
    expect(math).not.toHaveProperty('description'); // the list is the light version
    expect(math).toMatchObject({ price: 22000, category: { name: 'SAT Preparation' } });
    const tutors = math.tutors as Row[];
    expect(tutors.length).toBeGreaterThan(0);
    for (const tutor of tutors)
      expect(Object.keys(tutor).sort()).toEqual(['full_name', 'id', 'image']);

    const draft = await idWhere(server, 'courses', 'title', 'IELTS Academic');
    expect((await rawRequest(server, 'GET', `/api/public/courses/${draft}`)).status).toBe(404);
    const shown = await rawRequest(server, 'GET', `/api/public/courses/${String(math.id)}`);
    expect(shown.status).toBe(200);
    expect(String((shown.json!.data as Row).description)).toContain('SAT Math Intensive');
  });

  it('names course categories and subjects in Bangla beside English, whatever the request language', async () => {
    const english = (await list('course-categories')).body.data;
    const bangla = (await list('course-categories', { 'accept-language': 'bn' })).body.data;
    expect(bangla).toEqual(english);
    expect(english.find((c) => c.name === 'SAT Preparation')).toMatchObject({
      name_bn: 'SAT প্রস্তুতি',
    });
    const subjects = (await list('subjects')).body.data;
    expect(subjects.find((s) => s.name === 'Math')).toMatchObject({ name_bn: 'গণিত' });
    const courses = (await list('courses?per_page=100')).body.data;
    expect(courses.find((c) => c.title === 'SAT Math Intensive')).toMatchObject({
      category: { name: 'SAT Preparation', name_bn: 'SAT প্রস্তুতি' },
    });
  });

  it('hides a course once it is switched off, and its tutors when they teach nothing public', async () => {
    const { body: before } = await list('tutors?per_page=100');
    const { body: courses } = await list('courses?per_page=100');
    for (const course of courses.data) {
      const toggled = await server.request('PUT', `/api/course/toggle/${String(course.id)}`, {
        token: admin,
      });
      expect(toggled.status).toBe(200);
    }
    expect((await list('courses')).body.data).toEqual([]);
    expect((await list('tutors')).body.data).toEqual([]);
    for (const course of courses.data)
      await server.request('PUT', `/api/course/toggle/${String(course.id)}`, { token: admin });
    expect((await list('tutors?per_page=100')).body.data).toEqual(before.data);
  });

  it('serves tutors by name, photo and designation only: no pay, contact or address', async () => {
    const { body, text } = await list('tutors?per_page=100');
    expect(body.data.length).toBeGreaterThan(0);
    for (const tutor of body.data)
      expect(Object.keys(tutor).sort()).toEqual(['designation', 'full_name', 'id', 'image']);
    expect(text).not.toMatch(/@academy\.test|\+880|overtime|weekly_hours|national_id/);
    const employee = await server.connection.db
      .selectFrom('employees')
      .select(['id', 'full_name'])
      .where('email', '=', 'employee@academy.test')
      .executeTakeFirstOrThrow();
    const shown = await rawRequest(server, 'GET', `/api/public/tutors/${String(employee.id)}`);
    expect(shown.json!.data).toMatchObject({
      full_name: employee.full_name,
      designation: { name: 'Senior Tutor' },
    });
  });

  it('serves open jobs only: active, deadline not passed; no salary', async () => {
    const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const make = (title: string, extra: Row) =>
      server.request('POST', '/api/job', {
        token: admin,
        json: { title, employment_type: 'contract', ...extra },
      });
    expect((await make('Closed Physics Tutor', { deadline: past })).status).toBe(201);
    expect((await make('Paused Chemistry Tutor', { is_active: false })).status).toBe(201);
    expect((await make('Open-ended Bangla Tutor', { deadline: '' })).status).toBe(201);
    const { body, text } = await list('jobs');
    const titles = body.data.map((j) => j.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'SAT Math Tutor',
        'Admissions Coordinator',
        'Open-ended Bangla Tutor',
      ]),
    );
    expect(titles).not.toContain('Closed Physics Tutor');
    expect(titles).not.toContain('Paused Chemistry Tutor');
    // Nearest deadline first; no deadline last, on both databases.
    expect(titles.at(-1)).toBe('Open-ended Bangla Tutor');
    expect(text).not.toMatch(/salary/);
  });

  it('pages and filters as declared, and refuses anything else', async () => {
    const page = await list('courses?per_page=2&page=2');
    expect(page.body.meta).toMatchObject({ current_page: 2, per_page: 2 });
    expect(page.body.data.length).toBeLessThanOrEqual(2);
    const category = await idWhere(server, 'course_categories', 'name', 'SAT Preparation');
    const sat = await list(`courses?filter[category_id]=${category}`);
    expect(sat.body.data.length).toBe(3);
    for (const [query, field] of [
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
      ['sort_by=price', 'sort_by'],
      ['filter[status]=draft', 'filter.status'],
      ['filter[category_id]=abc', 'filter.category_id'],
    ]) {
      const refused = await rawRequest(server, 'GET', `/api/public/courses?${query}`);
      expect(refused.status, query).toBe(422);
      expect((refused.json!.errors as Record<string, string[]>)[field!], query).toBeDefined();
    }
  });
});

describe('HTTP caching', () => {
  const path = '/api/public/courses';

  it('answers with a strong ETag, Last-Modified and a public Cache-Control', async () => {
    const first = await rawRequest(server, 'GET', path);
    const again = await rawRequest(server, 'GET', path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(again.headers.get('etag')).toBe(etag);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600, stale-if-error=86400',
    );
    const modified = Date.parse(first.headers.get('last-modified')!);
    const { max } = await server.connection.db
      .selectFrom('courses')
      .select((eb) => eb.fn.max('updated_at').as('max'))
      .where('status', '=', 'published')
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    expect(modified).toBe(Math.floor(Date.parse(String(max)) / 1000) * 1000);
  });

  it('answers 304 to a current If-None-Match or If-Modified-Since, and HEAD alike', async () => {
    const first = await rawRequest(server, 'GET', path);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    const byTag = await rawRequest(server, 'GET', path, { headers: { 'if-none-match': etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.text).toBe('');
    expect(byTag.headers.get('etag')).toBe(etag);
    const weak = await rawRequest(server, 'GET', path, {
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.status).toBe(304);
    const byDate = await rawRequest(server, 'GET', path, {
      headers: { 'if-modified-since': lastModified },
    });
    expect(byDate.status).toBe(304);
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect(
      (await rawRequest(server, 'GET', path, { headers: { 'if-modified-since': older } })).status,
    ).toBe(200);
    const head = await rawRequest(server, 'HEAD', path);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('etag')).toBe(etag);
    const headCurrent = await rawRequest(server, 'HEAD', path, {
      headers: { 'if-none-match': etag },
    });
    expect(headCurrent.status).toBe(304);
  });

  it('gives the same ETag from another instance of the API on the same database', async () => {
    const first = await rawRequest(server, 'GET', path);
    const other = await buildApp(server.settings, server.connection);
    try {
      const answer = await other.inject({ method: 'GET', url: path });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).toBe(first.headers.get('etag'));
    } finally {
      await other.close();
    }
  });

  it('changes the ETag, Last-Modified and content when an admin edits a served row', async () => {
    const before = await rawRequest(server, 'GET', path);
    const etag = before.headers.get('etag')!;
    const id = await idWhere(server, 'courses', 'title', 'SAT Math Intensive');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new second for Last-Modified
    const edited = await server.request('POST', `/api/course/${id}`, {
      token: admin,
      json: { _method: 'PUT', title: 'SAT Math Intensive (Winter)' },
    });
    expect(edited.status).toBe(200);
    const after = await rawRequest(server, 'GET', path, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.text).toContain('SAT Math Intensive (Winter)');
    expect(Date.parse(after.headers.get('last-modified')!)).toBeGreaterThan(
      Date.parse(before.headers.get('last-modified')!),
    );
    const byDate = await rawRequest(server, 'GET', path, {
      headers: { 'if-modified-since': before.headers.get('last-modified')! },
    });
    expect(byDate.status).toBe(200);
  });

  it('changes the ETag of a list when a served row leaves it, even if no row is newer', async () => {
    const before = await rawRequest(server, 'GET', '/api/public/jobs');
    const id = await idWhere(server, 'jobs', 'title', 'Open-ended Bangla Tutor');
    await server.connection.db.deleteFrom('jobs').where('id', '=', id).execute();
    const after = await rawRequest(server, 'GET', '/api/public/jobs', {
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(after.text).not.toContain('Open-ended Bangla Tutor');
  });
});
