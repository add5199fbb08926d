/**
 * The computed list columns (docs/CONFIG.md "List columns"): a course's seats taken, a student's
 * courses and balance due, and the students' filter by course, each worked out per page of ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;
let studentIds: number[];

type Saved = { data: Record<string, unknown> };
type Listed = { data: Record<string, unknown>[]; meta: { total: number } };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
  const students = await server.connection.db
    .selectFrom('students')
    .select('id')
    .where('email', '!=', 'student@academy.test')
    .orderBy('id')
    .execute();
  studentIds = students.map((s) => Number(s.id));
});
afterAll(() => server.close());

let courseCount = 0;
/** A published course of its own, so no other case's enrolments count in it. */
async function newCourse(price = '250.00'): Promise<number> {
  courseCount += 1;
  const { status, body } = await server.request<Saved>('POST', '/api/course', {
    token: admin,
    json: {
      title: `List columns course ${courseCount}`,
      category_id: 1,
      kind: 1,
      price,
      capacity: 10,
      status: 'published',
      is_active: true,
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return Number(body.data.id);
}

async function enrol(studentId: number, courseId: number, status = 'active'): Promise<number> {
  const { status: code, body } = await server.request<Saved>('POST', '/api/student-course', {
    token: admin,
    json: { student_id: studentId, course_id: courseId, status },
  });
  expect(code, JSON.stringify(body)).toBe(201);
  return Number(body.data.id);
}

const list = (path: string, token = admin) =>
  server.request<Listed>('GET', `/api/${path}`, { token });

describe('computed list columns', () => {
  it("answer a course's seats taken: its pending and active enrolments, not the cancelled", async () => {
    const courseId = await newCourse();
    const empty = await newCourse();
    await enrol(studentIds[0]!, courseId, 'active');
    await enrol(studentIds[1]!, courseId, 'pending');
    await enrol(studentIds[2]!, courseId, 'cancelled');
    const { status, body } = await list(`course?filter[id][]=${courseId}&filter[id][]=${empty}`);
    expect(status).toBe(200);
    const seats = new Map(body.data.map((c) => [c.id, c.seats_taken]));
    expect(seats.get(courseId)).toBe(2);
    expect(seats.get(empty)).toBe(0);
  });

  it("answer a student's courses and filter the students by one, cancelled enrolments left out", async () => {
    const courseId = await newCourse();
    const [enrolled, pending, cancelled] = studentIds as [number, number, number];
    await enrol(enrolled, courseId, 'active');
    await enrol(pending, courseId, 'pending');
    await enrol(cancelled, courseId, 'cancelled');

    const filtered = await list(`student?filter[courses]=${courseId}&per_page=100`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.data.map((s) => s.id).sort()).toEqual([enrolled, pending].sort());
    expect(filtered.body.meta.total).toBe(2);
    for (const student of filtered.body.data) expect(student.courses).toContain(courseId);

    const all = await list('student?per_page=100');
    const ofCancelled = all.body.data.find((s) => s.id === cancelled);
    expect(ofCancelled?.courses).not.toContain(courseId);
    // Each student's list is their enrolments, as the enrolment list has them.
    const enrolments = await list(`student-course?filter[student_id]=${enrolled}&per_page=100`);
    const expected = enrolments.body.data
      .filter((e) => e.status !== 'cancelled')
      .map((e) => e.course_id)
      .sort((a, b) => Number(a) - Number(b));
    expect(all.body.data.find((s) => s.id === enrolled)?.courses).toEqual(expected);
  });

  it('refuses a filter by a computed column that is not filterable', async () => {
    const { status } = await list('course?filter[seats_taken]=1');
    expect(status).toBe(422);
  });

  it("answer a student's balance due as the sum of what their orders owe", async () => {
    const studentId = studentIds[3]!;
    const before = await list(`student?filter[id]=${studentId}`);
    const owed = Number(before.body.data[0]?.balance_due);
    const courseId = await newCourse('250.00');
    const order = await server.request<Saved>('POST', '/api/order', {
      token: admin,
      json: { student_id: studentId, course_id: courseId },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const after = await list(`student?filter[id]=${studentId}`);
    expect(after.body.data[0]?.balance_due).toBe(owed + Number(order.body.data.total));
    expect(Number(order.body.data.total)).toBeGreaterThan(0);
  });

  it('show a tutor only what they may read: no balance, and courses of their own classes', async () => {
    const tutor = await server.login('employee@academy.test');
    const { status, body } = await list('student?per_page=100', tutor);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    const taught = await list('course?per_page=100', tutor);
    const taughtIds = new Set(taught.body.data.map((c) => c.id));
    expect(body.data.some((s) => (s.courses as number[]).length > 0)).toBe(true);
    for (const student of body.data) {
      expect(student.balance_due).toBeNull();
      for (const id of student.courses as number[]) expect(taughtIds.has(id)).toBe(true);
    }
  });
});
