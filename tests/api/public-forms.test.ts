/**
 * The public forms (docs/API.md "Public API"): declared fields only, the resource's own rules,
 * fixed values set by the server, a honeypot that stores nothing, and a limit per client address
 * (taken from X-Forwarded-For here, as TRUST_PROXY allows behind a proxy).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApi } from '../../public-api.config';
import { fileBlob, pdf } from '../support/files';
import { rawRequest } from '../support/raw-request';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let nextAddress = 10;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server.close());

/** A fresh client address per test, so one test's calls never use up another's limit. */
const newVisitor = () => ({ 'x-forwarded-for': `203.0.113.${nextAddress++}` });

type Errors = Record<string, string[]>;

const family = (email: string) => ({
  guardian_name: 'Shirin Akhter',
  email,
  phone: '+880 1711-222333',
  student_name: 'Rafi Akhter',
  student_level: 'Grade 9',
  preferred_times: 'Saturday mornings',
  message: 'Physics help, please.',
});

const requestsFrom = (email: string) =>
  server.connection.db
    .selectFrom('tutoring_requests')
    .selectAll()
    .where('email', '=', email)
    .execute();

describe('the tutoring request form', () => {
  it('stores a request as new, made by nobody, at the public path and the older one', async () => {
    const visitor = newVisitor();
    for (const path of ['/api/public/tutoring-request', '/api/tutoring-request/public']) {
      const { status, json, headers } = await rawRequest(server, 'POST', path, {
        headers: visitor,
        json: family('shirin@example.com'),
      });
      expect(status, path).toBe(201);
      expect(json).toEqual({
        status: true,
        message: 'Thank you! We have received your request and will contact you soon.',
      });
      expect(headers.get('cache-control')).toBe('no-store');
    }
    const stored = await requestsFrom('shirin@example.com');
    expect(stored).toHaveLength(2);
    for (const row of stored)
      expect(row).toMatchObject({ status: 'new', created_by: null, student_id: null });
  });

  it('refuses staff fields, ids, audit columns and unknown fields by name (422)', async () => {
    const { status, json } = await rawRequest(server, 'POST', '/api/public/tutoring-request', {
      headers: newVisitor(),
      json: {
        ...family('sneaky@example.com'),
        status: 'converted',
        note: 'VIP',
        id: 1,
        created_by: 1,
        student_id: 3,
        is_admin: true,
      },
    });
    expect(status).toBe(422);
    expect(Object.keys((json!.errors as Errors) ?? {}).sort()).toEqual([
      'created_by',
      'id',
      'is_admin',
      'note',
      'status',
      'student_id',
    ]);
    expect((json!.errors as Errors).status).toEqual(['The status field is prohibited.']);
    expect(await requestsFrom('sneaky@example.com')).toEqual([]);
  });

  it("checks each field by the resource's own rules, and only public subjects", async () => {
    const visitor = newVisitor();
    const invalid = await rawRequest(server, 'POST', '/api/public/tutoring-request', {
      headers: visitor,
      json: { ...family('not-an-email'), phone: 'call me', student_name: '' },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.json!.errors as Errors).sort()).toEqual([
      'email',
      'phone',
      'student_name',
    ]);
    const nul = await rawRequest(server, 'POST', '/api/public/tutoring-request', {
      headers: visitor,
      json: { ...family('nul@example.com'), message: 'Hello\u0000there' },
    });
    expect(nul.status).toBe(422);
    expect(nul.json!.errors).toEqual({
      message: ['The message field must not contain NUL characters.'],
    });
    const physics = await idWhere(server, 'subjects', 'name', 'Physics');
    await server.connection.db
      .updateTable('subjects')
      .set({ is_active: 0 })
      .where('id', '=', physics)
      .execute();
    const hidden = await rawRequest(server, 'POST', '/api/public/tutoring-request', {
      headers: visitor,
      json: { ...family('physics@example.com'), subject_id: physics },
    });
    await server.connection.db
      .updateTable('subjects')
      .set({ is_active: 1 })
      .where('id', '=', physics)
      .execute();
    expect(hidden.status).toBe(422);
    expect(hidden.json!.errors).toEqual({ subject_id: ['The selected subject is invalid.'] });
  });

  it('answers a filled honeypot as accepted and stores nothing', async () => {
    const { status, json } = await rawRequest(server, 'POST', '/api/public/tutoring-request', {
      headers: newVisitor(),
      json: { ...family('bot@example.com'), website: 'https://spam.test/', status: 'closed' },
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({ status: true });
    expect(await requestsFrom('bot@example.com')).toEqual([]);
    // Left empty, as people leave it, the honeypot is no obstacle.
    const person = await rawRequest(server, 'POST', '/api/public/tutoring-request', {
      headers: newVisitor(),
      json: { ...family('person@example.com'), website: '' },
    });
    expect(person.status).toBe(201);
    expect(await requestsFrom('person@example.com')).toHaveLength(1);
  });

  it('limits each address (429 with Retry-After), sharing the count with the older path', async () => {
    const form = publicApi.forms.find((f) => f.path === 'tutoring-request')!;
    const visitor = newVisitor();
    for (let i = 0; i < form.rateLimit.max; i++) {
      const path = i % 2 ? '/api/tutoring-request/public' : '/api/public/tutoring-request';
      const { status } = await rawRequest(server, 'POST', path, {
        headers: visitor,
        json: { ...family(`limit-${i}@example.com`), website: 'x' },
      });
      expect(status).toBe(201);
    }
    const limited = await rawRequest(server, 'POST', '/api/public/tutoring-request', {
      headers: visitor,
      json: family('limit-last@example.com'),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await requestsFrom('limit-last@example.com')).toEqual([]);
    const other = await rawRequest(server, 'POST', '/api/public/tutoring-request', {
      headers: newVisitor(),
      json: family('other-visitor@example.com'),
    });
    expect(other.status).toBe(201);
  });

  it('answers a CORS preflight so a site on another origin may post', async () => {
    const { status, headers } = await rawRequest(server, 'OPTIONS', '/api/public/tutoring-request');
    expect(status).toBe(204);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('access-control-allow-methods')).toBe('POST');
  });
});

describe('the job application form', () => {
  const application = (jobId: number, email: string) => {
    const form = new FormData();
    form.set('job_id', String(jobId));
    form.set('name', 'Sadia Islam');
    form.set('email', email);
    form.set('phone', '+880 1711-444555');
    form.set('cover_letter', 'I teach physics.');
    form.set('cv', fileBlob(pdf(), 'application/pdf'), 'cv.pdf');
    return form;
  };
  const applicationsFrom = (email: string) =>
    server.connection.db
      .selectFrom('job_applicants')
      .selectAll()
      .where('email', '=', email)
      .execute();

  it('takes an application with a CV to an open job, as Applied', async () => {
    const job = await idWhere(server, 'jobs', 'title', 'SAT Math Tutor');
    const { status } = await rawRequest(server, 'POST', '/api/public/job-application', {
      headers: newVisitor(),
      form: application(job, 'sadia@example.com'),
    });
    expect(status).toBe(201);
    const [stored] = await applicationsFrom('sadia@example.com');
    expect(stored).toMatchObject({ job_id: job, status: 0, created_by: null });
    expect(String(stored!.cv)).toMatch(/\.pdf$/);
  });

  it('refuses a job the public cannot see, and a status sent along', async () => {
    const job = await idWhere(server, 'jobs', 'title', 'Admissions Coordinator');
    await server.connection.db
      .updateTable('jobs')
      .set({ is_active: 0 })
      .where('id', '=', job)
      .execute();
    const closed = await rawRequest(server, 'POST', '/api/public/job-application', {
      headers: newVisitor(),
      form: application(job, 'closed-job@example.com'),
    });
    expect(closed.status).toBe(422);
    expect(closed.json!.errors).toEqual({ job_id: ['The selected job is invalid.'] });
    const open = await idWhere(server, 'jobs', 'title', 'SAT Math Tutor');
    const withStatus = application(open, 'selected@example.com');
    withStatus.set('status', '3');
    const refused = await rawRequest(server, 'POST', '/api/public/job-application', {
      headers: newVisitor(),
      form: withStatus,
    });
    expect(refused.status).toBe(422);
    expect(refused.json!.errors).toEqual({ status: ['The status field is prohibited.'] });
    expect(await applicationsFrom('closed-job@example.com')).toEqual([]);
    expect(await applicationsFrom('selected@example.com')).toEqual([]);
  });

  it('stores nothing, not even the CV, for a filled honeypot', async () => {
    const uploads = join(server.settings.dataDir, 'uploads');
    const files = () => (existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : []);
    const before = files().length;
    const job = await idWhere(server, 'jobs', 'title', 'SAT Math Tutor');
    const form = application(job, 'bot-applicant@example.com');
    form.set('website', 'spam');
    const { status } = await rawRequest(server, 'POST', '/api/public/job-application', {
      headers: newVisitor(),
      form,
    });
    expect(status).toBe(201);
    expect(await applicationsFrom('bot-applicant@example.com')).toEqual([]);
    expect(files()).toHaveLength(before);
  });
});
