/**
 * Attendance: a tutor's class roster (GET/PUT /api/attendance/session) with its rules and
 * scopes, the same rules on the generic attendance writes, and attendance rates per kind of user
 * with hand-computed values. The tests use a Thursday slot of their own with three months of past
 * classes, clear of the demo data's recent weeks; the tests of a describe build on each other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceRate, ClassSession, SessionAttendance } from '../../schema';
import { addDays, centreNow } from '../../server/domain/scheduling/calendar';
import { banglaDate } from '../support/bangla-text';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
type Who = 'admin' | 'tanvir' | 'mehnaz' | 'ayesha' | 'kamal';
const tokens = {} as Record<Who, string>;
const ids = { course: 0, slot: 0, ayesha: 0, priya: 0, rafi: 0, mehnaz: 0, tanvirUser: 0 };
const status = {} as Record<'Present' | 'Late Present' | 'Absent' | 'Excused', number>;
/** Past classes of the test slot, oldest first, and the next one to come. */
let past: ClassSession[] = [];
let upcoming: ClassSession;

type Roster = { data: SessionAttendance };
type Invalid = { message: string; errors: Record<string, string[]> };
type Rates = { data: AttendanceRate[] };

const today = centreNow().date;

const idOf = (table: string, column: string, value: string) =>
  idWhere(server, table, column, value);

const roster = (who: Who | null, session: ClassSession, language?: string) =>
  server.request<Roster & Invalid>(
    'GET',
    `/api/attendance/session?schedule_id=${session.schedule_id}&date=${session.date}`,
    { token: who ? tokens[who] : null, language },
  );

const save = (
  who: Who | null,
  session: Pick<ClassSession, 'schedule_id' | 'date'>,
  entries: unknown,
) =>
  server.request<Roster & Invalid>('PUT', '/api/attendance/session', {
    token: who ? tokens[who] : null,
    json: { schedule_id: session.schedule_id, date: session.date, entries },
  });

const rates = (who: Who, query: Record<string, string | number>) =>
  server.request<Rates & Invalid>(
    'GET',
    `/api/attendance/rates?${new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
    ).toString()}`,
    { token: tokens[who] },
  );

const storedRows = (session: ClassSession) =>
  server.connection.db
    .selectFrom('attendances')
    .selectAll()
    .where('schedule_id', '=', session.schedule_id)
    .where('date', '=', session.date)
    .orderBy('student_id')
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  const signIns: [Who, string][] = [
    ['admin', 'admin@academy.test'],
    ['tanvir', 'employee@academy.test'],
    ['mehnaz', 'mehnaz.karim@academy.test'],
    ['ayesha', 'student@academy.test'],
    ['kamal', 'parent@academy.test'],
  ];
  for (const [who, email] of signIns) tokens[who] = await server.login(email);
  ids.course = await idOf('courses', 'title', 'SAT Math Intensive');
  ids.ayesha = await idOf('students', 'email', 'student@academy.test');
  ids.priya = await idOf('students', 'email', 'priya.das@students.academy.test');
  ids.rafi = await idOf('students', 'email', 'rafi.ahmed@students.academy.test');
  ids.mehnaz = await idOf('employees', 'email', 'mehnaz.karim@academy.test');
  ids.tanvirUser = await server.userId('employee@academy.test');
  for (const name of Object.keys({ Present: 0, 'Late Present': 0, Absent: 0, Excused: 0 }))
    status[name as keyof typeof status] = await idOf('attendance_statuses', 'name', name);

  const slot = await server.request<{ data: { id: number } }>('POST', '/api/schedule', {
    token: tokens.admin,
    json: {
      course_id: ids.course,
      tutor_id: await idOf('employees', 'email', 'employee@academy.test'),
      day_of_week: 6,
      start_time: '08:00',
      end_time: '09:00',
      valid_from: addDays(today, -120),
      valid_to: addDays(today, 60),
      room: 'Room 900',
    },
  });
  expect(slot.status).toBe(201);
  ids.slot = slot.body.data.id;
  const listed = await server.request<{ data: ClassSession[] }>(
    'GET',
    `/api/schedule/sessions?from=${addDays(today, -120)}&to=${addDays(today, -29)}&course_id=${ids.course}`,
    { token: tokens.admin },
  );
  past = listed.body.data.filter((s) => s.schedule_id === ids.slot);
  expect(past.length).toBeGreaterThanOrEqual(11);
  const ahead = await server.request<{ data: ClassSession[] }>(
    'GET',
    `/api/schedule/sessions?from=${addDays(today, 1)}&to=${addDays(today, 21)}&course_id=${ids.course}`,
    { token: tokens.admin },
  );
  upcoming = ahead.body.data.find((s) => s.schedule_id === ids.slot)!;
});
afterAll(async () => {
  await server.close();
});

const at = (index: number) => past[index]!;

describe('the class roster', () => {
  it('shows a tutor the seated students of a class they teach, nothing recorded yet', async () => {
    const { status: code, body } = await roster('tanvir', at(0));
    expect(code).toBe(200);
    expect(body.data.session).toMatchObject({
      schedule_id: ids.slot,
      date: at(0).date,
      course_id: ids.course,
      course_title: 'SAT Math Intensive',
    });
    expect(body.data.statuses.map((s) => [s.name, s.counts_as_present, s.excused])).toEqual([
      ['Present', true, false],
      ['Late Present', true, false],
      ['Absent', false, false],
      ['Excused', false, true],
    ]);
    expect(body.data.students).toEqual([
      expect.objectContaining({
        student_id: ids.ayesha,
        full_name: 'Ayesha Rahman',
        status_id: null,
      }),
      expect.objectContaining({ student_id: ids.priya, full_name: 'Priya Das', status_id: null }),
    ]);
  });

  it('saves the whole class in one go, each row labelled, in its course and audited', async () => {
    const { status: code, body } = await save('tanvir', at(0), [
      { student_id: ids.ayesha, status_id: status.Present },
      { student_id: ids.priya, status_id: status.Absent, note: '  Unwell  ' },
    ]);
    expect(code).toBe(200);
    expect(body.data.students).toEqual([
      expect.objectContaining({ student_id: ids.ayesha, status_id: status.Present, note: null }),
      expect.objectContaining({ student_id: ids.priya, status_id: status.Absent, note: 'Unwell' }),
    ]);
    const rows = await storedRows(at(0));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => Number(r.course_id))).toEqual([ids.course, ids.course]);
    expect(rows.map((r) => Number(r.created_by))).toEqual([ids.tanvirUser, ids.tanvirUser]);
    expect(rows.find((r) => Number(r.student_id) === ids.ayesha)?.label).toBe(
      `Ayesha Rahman · SAT Math Intensive · ${at(0).date}`,
    );
    const audited = await server.connection.db
      .selectFrom('audit_logs')
      .select('action')
      .where('resource', '=', 'attendance')
      .where(
        'record_id',
        'in',
        rows.map((r) => Number(r.id)),
      )
      .execute();
    expect(audited.map((a) => a.action)).toEqual(['create', 'create']);
  });

  it('changes recorded rows in place when saved again', async () => {
    const { status: code } = await save('tanvir', at(0), [
      { student_id: ids.ayesha, status_id: status.Present },
      { student_id: ids.priya, status_id: status['Late Present'], note: 'Bus was late' },
    ]);
    expect(code).toBe(200);
    const rows = await storedRows(at(0));
    expect(rows.map((r) => [Number(r.student_id), Number(r.status_id), r.note])).toEqual(
      [
        [ids.ayesha, status.Present, null],
        [ids.priya, status['Late Present'], 'Bus was late'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const { body } = await roster('tanvir', at(0));
    expect(body.data.students.map((s) => s.status_id)).toEqual([
      status.Present,
      status['Late Present'],
    ]);
  });

  it('refuses a class still to come, a day the slot does not meet, and a cancelled class', async () => {
    const entries = [{ student_id: ids.ayesha, status_id: status.Present }];
    const future = await save('tanvir', upcoming, entries);
    expect(future.status).toBe(422);
    expect(future.body.errors.date?.[0]).toMatch(/has not started yet/);

    const offDay = await save(
      'tanvir',
      { schedule_id: ids.slot, date: addDays(at(1).date, 1) },
      entries,
    );
    expect(offDay.status).toBe(422);
    expect(offDay.body.errors.date).toEqual([
      `The schedule has no class on ${addDays(at(1).date, 1)}.`,
    ]);

    const cancelled = await server.request('POST', '/api/class-session', {
      token: tokens.admin,
      json: { schedule_id: ids.slot, date: at(3).date, status: 2, note: 'Power cut' },
    });
    expect(cancelled.status).toBe(201);
    const refused = await save('tanvir', at(3), entries);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.date).toEqual([`The class on ${at(3).date} was cancelled.`]);
    expect(await storedRows(at(3))).toHaveLength(0);
  });

  it('refuses a day the centre is closed', async () => {
    const holiday = await server.request<{ data: { id: number } }>('POST', '/api/holiday', {
      token: tokens.admin,
      json: { title: 'Flood closure', start_date: at(4).date, end_date: at(4).date },
    });
    expect(holiday.status).toBe(201);
    const { status: code, body } = await roster('tanvir', at(4));
    expect(code).toBe(422);
    expect(body.errors.date).toEqual([`The centre is closed on ${at(4).date} (Flood closure).`]);
    const bangla = await roster('tanvir', at(4), 'bn');
    expect(bangla.body.errors.date).toEqual([
      `${banglaDate(at(4).date)} তারিখে কেন্দ্র বন্ধ (Flood closure)।`,
    ]);
    await server.request('DELETE', `/api/holiday/${holiday.body.data.id}`, { token: tokens.admin });
  });

  it('refuses students not seated in the course, inactive statuses and repeats, writing nothing', async () => {
    const inactive = await server.request<{ data: { id: number } }>(
      'POST',
      '/api/attendance-status',
      { token: tokens.admin, json: { name: 'Sick (retired)', is_active: false } },
    );
    const { status: code, body } = await save('tanvir', at(1), [
      { student_id: ids.rafi, status_id: status.Present },
      { student_id: ids.ayesha, status_id: inactive.body.data.id },
      { student_id: ids.priya, status_id: status.Present },
      { student_id: ids.priya, status_id: status.Absent },
    ]);
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      'entries.0.student_id': ['Rafi Ahmed is not enrolled in SAT Math Intensive.'],
      'entries.1.status_id': ['The selected status is invalid.'],
      'entries.3.student_id': ['The student appears more than once.'],
    });
    expect(await storedRows(at(1))).toHaveLength(0);
  });

  it('answers 422 for a body of the wrong shape', async () => {
    const noList = await save('tanvir', at(1), 'everyone present');
    expect(noList.status).toBe(422);
    expect(noList.body.errors.entries).toEqual(['The entries field must be a list.']);
    const bad = await save('tanvir', at(1), [{ student_id: 'x', status: 1 }]);
    expect(bad.body.errors).toEqual({
      'entries.0.status': ['The status field is prohibited.'],
      'entries.0.student_id': ['The selected student is invalid.'],
      'entries.0.status_id': ['The status field is required.'],
    });
    const missing = await server.request<Invalid>('GET', '/api/attendance/session?date=x', {
      token: tokens.tanvir,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      schedule_id: ['The schedule field is required.'],
      date: ['The date field must be a valid date (YYYY-MM-DD).'],
    });
  });

  it('is not for tutors of other courses, students, parents or visitors', async () => {
    const entries = [{ student_id: ids.ayesha, status_id: status.Present }];
    expect((await roster('mehnaz', at(1))).status).toBe(404);
    expect((await save('mehnaz', at(1), entries)).status).toBe(404);
    expect((await roster('ayesha', at(1))).status).toBe(403);
    expect((await save('ayesha', at(1), entries)).status).toBe(403);
    expect((await save('kamal', at(1), entries)).status).toBe(403);
    expect((await roster(null, at(1))).status).toBe(401);
  });

  it('lets a substitute record the class they stand in for, and only that one', async () => {
    const handedOver = await server.request('POST', '/api/class-session', {
      token: tokens.admin,
      json: { schedule_id: ids.slot, date: at(5).date, tutor_id: ids.mehnaz },
    });
    expect(handedOver.status).toBe(201);
    const { status: code, body } = await save('mehnaz', at(5), [
      { student_id: ids.ayesha, status_id: status.Present },
      { student_id: ids.priya, status_id: status.Present },
    ]);
    expect(code).toBe(200);
    expect(body.data.session.substitute).toBe(true);
    const other = await save('mehnaz', at(6), [
      { student_id: ids.ayesha, status_id: status.Present },
    ]);
    expect(other.status).toBe(422);
    expect(other.body.errors.schedule_id).toEqual([
      'You may only take attendance of classes you teach.',
    ]);
  });
});

describe('generic attendance writes', () => {
  const row = (date: string, studentId = ids.ayesha) => ({
    schedule_id: ids.slot,
    date,
    student_id: studentId,
    status_id: status.Present,
  });

  it('take a row of a held class, with its course and label', async () => {
    const { status: code, body } = await server.request<{ data: Record<string, unknown> }>(
      'POST',
      '/api/attendance',
      { token: tokens.tanvir, json: row(at(2).date) },
    );
    expect(code).toBe(201);
    expect(body.data).toMatchObject({
      course_id: ids.course,
      label: `Ayesha Rahman · SAT Math Intensive · ${at(2).date}`,
    });
  });

  it('refuse future classes, days without class, unseated students and a second row', async () => {
    const post = (json: Record<string, unknown>, who: Who = 'tanvir') =>
      server.request<Invalid>('POST', '/api/attendance', { token: tokens[who], json });
    const future = await post(row(upcoming.date));
    expect(future.status).toBe(422);
    expect(future.body.errors.date?.[0]).toMatch(/has not started yet/);
    const asAdmin = await post(row(upcoming.date), 'admin');
    expect(asAdmin.body.errors.date?.[0]).toMatch(/has not started yet/);
    const offDay = await post(row(addDays(at(2).date, 2)));
    expect(offDay.body.errors.date).toEqual([
      `The schedule has no class on ${addDays(at(2).date, 2)}.`,
    ]);
    const rafi = await post(row(at(2).date, ids.rafi), 'admin');
    expect(rafi.body.errors.student_id).toEqual([
      'Rafi Ahmed is not enrolled in SAT Math Intensive.',
    ]);
    const twice = await post(row(at(2).date));
    expect(twice.status).toBe(422);
    expect(twice.body.errors.student_id).toEqual([
      "This student's attendance for this class is already recorded.",
    ]);
    expect((await post(row(at(2).date, ids.priya), 'ayesha')).status).toBe(403);
  });

  it('refuse moving a row to a class still to come', async () => {
    const [stored] = await storedRows(at(2));
    const moved = await server.request<Invalid>('PUT', `/api/attendance/${String(stored!.id)}`, {
      token: tokens.tanvir,
      json: { date: upcoming.date },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.date?.[0]).toMatch(/has not started yet/);
    const note = await server.request('PUT', `/api/attendance/${String(stored!.id)}`, {
      token: tokens.tanvir,
      json: { note: 'Left early' },
    });
    expect(note.status).toBe(200);
  });
});

describe('attendance rates', () => {
  // Three classes: Ayesha present, excused, absent → 1 / (3 − 1) = 0.5;
  // Priya absent, late, present → 2 / 3 = 0.6667. Worst first.
  beforeAll(async () => {
    const plan: [number, keyof typeof status, keyof typeof status][] = [
      [7, 'Present', 'Absent'],
      [8, 'Excused', 'Late Present'],
      [9, 'Absent', 'Present'],
    ];
    for (const [index, ayesha, priya] of plan) {
      const { status: code } = await save('tanvir', at(index), [
        { student_id: ids.ayesha, status_id: status[ayesha] },
        { student_id: ids.priya, status_id: status[priya] },
      ]);
      expect(code).toBe(200);
    }
    // Only excused: nothing expected, so no rate.
    await save('tanvir', at(10), [{ student_id: ids.ayesha, status_id: status.Excused }]);
  });
  const range = () => ({ from: at(7).date, to: at(9).date });

  it('counts each student in each course, worst first, for the tutor', async () => {
    const { status: code, body } = await rates('tanvir', range());
    expect(code).toBe(200);
    expect(body.data).toEqual([
      {
        student_id: ids.ayesha,
        student_name: 'Ayesha Rahman',
        course_id: ids.course,
        course_title: 'SAT Math Intensive',
        sessions: 3,
        present: 1,
        absent: 1,
        excused: 1,
        rate: 0.5,
      },
      {
        student_id: ids.priya,
        student_name: 'Priya Das',
        course_id: ids.course,
        course_title: 'SAT Math Intensive',
        sessions: 3,
        present: 2,
        absent: 1,
        excused: 0,
        rate: 0.6667,
      },
    ]);
  });

  it('has no rate when every class was excused', async () => {
    const { body } = await rates('admin', { from: at(10).date, to: at(10).date });
    expect(body.data).toEqual([
      expect.objectContaining({ student_id: ids.ayesha, sessions: 1, excused: 1, rate: null }),
    ]);
  });

  it('shows a student their own, a parent their child’s, another tutor nothing', async () => {
    const own = await rates('ayesha', range());
    expect(own.body.data.map((r) => [r.student_id, r.rate])).toEqual([[ids.ayesha, 0.5]]);
    const someoneElse = await rates('ayesha', { ...range(), student_id: ids.priya });
    expect(someoneElse.body.data).toEqual([]);
    const child = await rates('kamal', range());
    expect(child.body.data.map((r) => [r.student_id, r.rate])).toEqual([[ids.ayesha, 0.5]]);
    const other = await rates('mehnaz', range());
    expect(other.body.data).toEqual([]);
  });

  it('filters by course and student, and checks its query', async () => {
    const byStudent = await rates('admin', { ...range(), student_id: ids.priya });
    expect(byStudent.body.data.map((r) => r.student_id)).toEqual([ids.priya]);
    const otherCourse = await rates('admin', { ...range(), course_id: ids.course + 1000 });
    expect(otherCourse.body.data).toEqual([]);
    const wrong = await rates('admin', { from: 'yesterday', to: at(1).date, course_id: 'x' });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['course_id', 'from']);
    const backwards = await rates('admin', { from: at(9).date, to: at(7).date });
    expect(backwards.body.errors.to).toEqual([
      'The to field must be a date after or equal to from.',
    ]);
  });

  it('covers the demo timetable’s recent weeks', async () => {
    const { body } = await rates('ayesha', { from: addDays(today, -21), to: addDays(today, -1) });
    expect(body.data.length).toBe(2);
    for (const row of body.data) expect(row.sessions).toBeGreaterThan(0);
  });
});
