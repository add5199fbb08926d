/** Jobs and applicants: salary range rule, status set to any value, and the applicant's e-mail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlob, pdf } from '../support/files';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

type Saved = { data: Record<string, unknown> };

const mailsTo = (email: string) =>
  server.connection.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text'])
    .where('to', '=', email)
    .orderBy('id')
    .execute();

describe('jobs', () => {
  it('refuses a salary range that ends below its start', async () => {
    const { status, body } = await server.request<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/job',
      {
        token: admin,
        json: {
          title: 'Chemistry Tutor',
          employment_type: 'contract',
          salary_min: '2000',
          salary_max: '1500',
        },
      },
    );
    expect(status).toBe(422);
    expect(body.errors.salary_max).toEqual(['“Salary to” must be at least “Salary from”.']);
  });
});

describe('applicants', () => {
  let id: number;

  it('takes an application with a CV', async () => {
    const form = new FormData();
    form.set('job_id', '1');
    form.set('name', 'Rumana Chowdhury');
    form.set('email', 'rumana@example.com');
    form.set('cv', fileBlob(pdf(), 'application/pdf'), 'cv.pdf');
    const { status, body } = await server.request<Saved>('POST', '/api/job-applicant', {
      token: admin,
      form,
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ status: 0, job_id: 1 });
    expect(String(body.data.cv)).toMatch(/\.pdf$/);
    id = Number(body.data.id);
    expect(await mailsTo('rumana@example.com')).toEqual([]);
  });

  it('sets the status straight to any value, and each change e-mails the applicant', async () => {
    expect(
      (
        await server.request<Saved>('PUT', `/api/job-applicant/status/change/${id}/3`, {
          token: admin,
        })
      ).body.data.status,
    ).toBe(3);
    expect(
      (
        await server.request<Saved>('PUT', `/api/job-applicant/status/change/${id}/2`, {
          token: admin,
        })
      ).body.data.status,
    ).toBe(2);
    const mails = await mailsTo('rumana@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'Your application for SAT Math Tutor',
      'Your application for SAT Math Tutor',
    ]);
    expect(mails[0]?.text).toContain('you have been selected');
    expect(mails[1]?.text).toContain('interview stage');
  });

  it('sends nothing when an edit leaves the status as it was', async () => {
    await server.request('PUT', `/api/job-applicant/${id}`, {
      token: admin,
      json: { note: 'Strong teaching demo.' },
    });
    await server.request('PUT', `/api/job-applicant/${id}`, { token: admin, json: { status: 2 } });
    expect(await mailsTo('rumana@example.com')).toHaveLength(2);
  });

  it('refuses a status outside the five stages', async () => {
    expect(
      (await server.request('PUT', `/api/job-applicant/status/change/${id}/7`, { token: admin }))
        .status,
    ).toBe(422);
  });
});
