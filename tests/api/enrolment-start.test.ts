/** An enrolment made without a start date starts with its course, or today once the course has begun. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centreNow } from '../../server/domain/scheduling/calendar';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;
let studentId: number;

type Saved = { data: Record<string, unknown> };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
  const students = await server.request<{ data: { id: number }[] }>(
    'GET',
    '/api/student?per_page=1',
    {
      token: admin,
    },
  );
  studentId = students.body.data[0]!.id;
});
afterAll(() => server.close());

/** A published course open for enrolment, starting on `start_date` (or with none). */
async function openCourse(title: string, start_date: string | null): Promise<number> {
  const created = await server.request<Saved>('POST', '/api/course', {
    token: admin,
    json: { title, category_id: 1, kind: 1, price: '100.00', subjects: [1], start_date },
  });
  expect(created.status).toBe(201);
  const id = Number(created.body.data.id);
  const published = await server.request('PUT', `/api/course/status/change/${id}/published`, {
    token: admin,
  });
  expect(published.status).toBe(200);
  return id;
}

async function enrol(courseId: number, start_date?: string) {
  const { status, body } = await server.request<Saved>('POST', '/api/student-course', {
    token: admin,
    json: { student_id: studentId, course_id: courseId, ...(start_date ? { start_date } : {}) },
  });
  expect(status).toBe(201);
  return body.data.start_date;
}

describe('the start date of a new enrolment', () => {
  it('is the start of a course still to begin when none is given', async () => {
    expect(await enrol(await openCourse('Starts later', '2031-03-01'))).toBe('2031-03-01');
  });

  it('is today for a course that has begun already, or names no start', async () => {
    const today = centreNow().date;
    expect(await enrol(await openCourse('Began long ago', '2020-01-06'))).toBe(today);
    expect(await enrol(await openCourse('No start named', null))).toBe(today);
  });

  it('is the date given when one is given', async () => {
    expect(await enrol(await openCourse('Given start', '2031-03-01'), '2031-04-15')).toBe(
      '2031-04-15',
    );
  });
});
