/**
 * References that carry ownership, written by someone other than an admin: a tutor's working
 * hours name a course the tutor teaches, and the tutor they belong to stays theirs. Works on the
 * demo tutor Tanvir (teaches SAT Math Intensive) and a course he does not teach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, centreNow } from '../../server/domain/scheduling/calendar';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
type Saved = { data: Record<string, unknown> };
type Invalid = { message: string; errors: Record<string, string[]> };

const tokens = { admin: '', tutor: '' };
const ids = { tutor: 0, mehnaz: 0, ownCourse: 0, foreignCourse: 0 };
const today = centreNow().date;

const call = (method: string, path: string, json: unknown, token = tokens.tutor) =>
  server.request<Saved & Invalid>(method, path, { token, json });

let day = 0;
/** An entry on a day of its own, so that entries never overlap each other. */
const entry = (courseId: number) => ({
  employee_id: ids.tutor,
  course_id: courseId,
  date: addDays(today, -10 - ++day),
  start_time: '07:00',
  end_time: '08:00',
});

const stored = async (id: unknown) =>
  server.connection.db
    .selectFrom('working_hours')
    .select(['employee_id', 'course_id'])
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await server.login('admin@academy.test');
  tokens.tutor = await server.login('employee@academy.test');
  ids.tutor = await idWhere(server, 'employees', 'email', 'employee@academy.test');
  ids.mehnaz = await idWhere(server, 'employees', 'email', 'mehnaz.karim@academy.test');
  ids.ownCourse = await idWhere(server, 'courses', 'title', 'SAT Math Intensive');
  const foreign = await server.connection.db
    .selectFrom('courses')
    .select('id')
    .where('is_active', '=', 1)
    .where(
      'id',
      'not in',
      server.connection.db
        .selectFrom('course_tutors')
        .select('course_id')
        .where('employee_id', '=', ids.tutor),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ids.foreignCourse = Number(foreign.id);
});
afterAll(() => server.close());

describe("a tutor's working hours", () => {
  it('refuse a course the tutor does not teach, on the course', async () => {
    const { status, body } = await call('POST', '/api/working-hour', entry(ids.foreignCourse));
    expect(status).toBe(422);
    expect(body.errors.course_id).toEqual(['The selected course is invalid.']);
  });

  it('take a course the tutor teaches', async () => {
    const { status, body } = await call('POST', '/api/working-hour', entry(ids.ownCourse));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({ employee_id: ids.tutor, course_id: ids.ownCourse });
  });

  describe('changed by a tutor allowed to change them', () => {
    let row: Record<string, unknown>;
    beforeAll(async () => {
      const perms = await server.request<{ data: { id: number; action: string }[] }>(
        'GET',
        '/api/permission?filter[subject]=WorkingHour&per_page=10',
        { token: tokens.admin },
      );
      const update = perms.body.data.find((p) => p.action === 'update')!;
      const granted = await call(
        'PUT',
        `/api/users/${await server.userId('employee@academy.test')}`,
        { permissions: [update.id] },
        tokens.admin,
      );
      expect(granted.status).toBe(200);
      const filed = await call('POST', '/api/working-hour', entry(ids.ownCourse));
      expect(filed.status).toBe(201);
      row = filed.body.data;
    });

    it('refuse moving to a course the tutor does not teach, and keep the row', async () => {
      const { status, body } = await call('PUT', `/api/working-hour/${String(row.id)}`, {
        course_id: ids.foreignCourse,
      });
      expect(status).toBe(422);
      expect(body.errors.course_id).toEqual(['The selected course is invalid.']);
      expect(await stored(row.id)).toEqual({ employee_id: ids.tutor, course_id: ids.ownCourse });
    });

    it('refuse handing the row to another tutor, and keep the row', async () => {
      const { status, body } = await call('PUT', `/api/working-hour/${String(row.id)}`, {
        employee_id: ids.mehnaz,
      });
      expect(status).toBe(422);
      expect(body.errors.employee_id).toEqual([
        'The tutor of this record cannot be changed once it is made.',
      ]);
      expect(await stored(row.id)).toEqual({ employee_id: ids.tutor, course_id: ids.ownCourse });
    });

    it('take a change with the course the tutor teaches sent back', async () => {
      const { status, body } = await call('PUT', `/api/working-hour/${String(row.id)}`, {
        course_id: ids.ownCourse,
        note: 'Extra revision',
      });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data).toMatchObject({ course_id: ids.ownCourse, note: 'Extra revision' });
    });
  });

  it('may name any course and tutor when an admin files them', async () => {
    const { status, body } = await call(
      'POST',
      '/api/working-hour',
      { ...entry(ids.foreignCourse), employee_id: ids.mehnaz },
      tokens.admin,
    );
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({ employee_id: ids.mehnaz, course_id: ids.foreignCourse });
  });
});
