/**
 * Scheduling: slot rules and clashes, the dated sessions endpoint per kind of user, cancel
 * requests from filing to decision with their effect on sessions and their notifications, and
 * substitutions. Works on the demo timetable (server/db/seed/demo-academics.ts) in weeks chosen
 * from today, clear of holidays; the tests of a describe build on each other in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, centreNow, datesIn, specDayOf } from '../../server/domain/scheduling/calendar';
import type { ClassSession } from '../../schema';
import { setDefaultPublisher, type Publisher } from '../../server/realtime/publisher';
import { BANGLA_DAYS, banglaDate, banglaDigits } from '../support/bangla-text';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

let server: TestServer;
type Who = 'admin' | 'tanvir' | 'mehnaz' | 'ayesha' | 'kamal' | 'affiliate';
const tokens = {} as Record<Who, string>;
/** The demo slots in timetable order, and the people and weeks the tests use. */
const slots: { id: number; course_id: number; course_title: string; tutor_id: number }[] = [];
const employees = { tanvir: 0, nusrat: 0, imran: 0, mehnaz: 0 };
const students = { ayesha: 0, rafi: 0 };
/** A Saturday at least two weeks ahead with no holiday in the four weeks from it. */
let saturday: string;
/** That Saturday's week, Saturday to Friday. */
let week: { from: string; to: string };
const published: { channel: string; event: string; data: unknown }[] = [];

type Saved = { data: Record<string, unknown> };
type Invalid = { message: string; errors: Record<string, string[]> };
type Sessions = {
  data: ClassSession[];
  meta: { from: string; to: string; holidays: { date: string; title: string }[] };
};

const recordingPublisher: Publisher = {
  async publish(channel, event, data) {
    for (const c of Array.isArray(channel) ? channel : [channel])
      published.push({ channel: c, event, data });
    return true;
  },
  occupiedChannels: async () => [],
};

async function idByEmail(table: string, email: string): Promise<number> {
  const row = await openTables(server.connection.db)
    .selectFrom(table)
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function firstClearSaturday(): Promise<string> {
  const holidays = await server.connection.db
    .selectFrom('holidays')
    .select(['start_date', 'end_date'])
    .execute();
  const closed = (date: string) =>
    holidays.some((h) => String(h.start_date) <= date && date <= String(h.end_date));
  let day = addDays(centreNow().date, 15);
  while (specDayOf(day) !== 1) day = addDays(day, 1);
  while (datesIn(day, addDays(day, 27)).some(closed)) day = addDays(day, 7);
  return day;
}

beforeAll(async () => {
  server = await startTestServer();
  setDefaultPublisher(recordingPublisher);
  const signIns: [Who, string][] = [
    ['admin', 'admin@academy.test'],
    ['tanvir', 'employee@academy.test'],
    ['mehnaz', 'mehnaz.karim@academy.test'],
    ['ayesha', 'student@academy.test'],
    ['kamal', 'parent@academy.test'],
    ['affiliate', 'affiliate@academy.test'],
  ];
  for (const [who, email] of signIns) tokens[who] = await server.login(email);
  const rows = await server.connection.db
    .selectFrom('schedules')
    .innerJoin('courses', 'courses.id', 'schedules.course_id')
    .select(['schedules.id', 'schedules.course_id', 'courses.title', 'schedules.tutor_id'])
    .orderBy('schedules.id')
    .execute();
  for (const row of rows)
    slots.push({
      id: Number(row.id),
      course_id: Number(row.course_id),
      course_title: String(row.title),
      tutor_id: Number(row.tutor_id),
    });
  employees.tanvir = await idByEmail('employees', 'employee@academy.test');
  employees.nusrat = await idByEmail('employees', 'nusrat.jahan@academy.test');
  employees.imran = await idByEmail('employees', 'imran.chowdhury@academy.test');
  employees.mehnaz = await idByEmail('employees', 'mehnaz.karim@academy.test');
  students.ayesha = await idByEmail('students', 'student@academy.test');
  students.rafi = await idByEmail('students', 'rafi.ahmed@students.academy.test');
  saturday = await firstClearSaturday();
  week = { from: saturday, to: addDays(saturday, 6) };
});
afterAll(async () => {
  setDefaultPublisher(undefined);
  await server.close();
});

const slot = (index: number) => slots[index]!;
const day = (offset: number) => addDays(saturday, offset);

function sessions(token: string | undefined, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  return server.request<Sessions>('GET', `/api/schedule/sessions?${search.toString()}`, {
    token,
  });
}

const keysOf = (body: Sessions) => body.data.map((s) => s.key);
const key = (index: number, date: string) => `${slot(index).id}:${date}`;

describe('weekly slots', () => {
  const newSlot = () => ({
    // The course of Nusrat's Wednesday slot, which she teaches.
    course_id: slot(4).course_id,
    tutor_id: employees.nusrat,
    day_of_week: 6,
    start_time: '10:00',
    end_time: '11:00',
    valid_from: '2031-01-01',
    room: 'Room 301',
  });

  it('lets an admin add a slot to the timetable', async () => {
    const { status, body } = await server.request<Saved>('POST', '/api/schedule', {
      token: tokens.admin,
      json: newSlot(),
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ day_of_week: 6, room: 'Room 301', is_active: true });
    expect(body.data.label).toBe(`${slot(4).course_title} · Thu 10:00–11:00`);
  });

  it('refuses a slot that ends before it starts or whose validity runs backwards', async () => {
    const { status, body } = await server.request<Invalid>('POST', '/api/schedule', {
      token: tokens.admin,
      json: { ...newSlot(), end_time: '09:00', valid_to: '2030-12-31' },
    });
    expect(status).toBe(422);
    expect(body.errors.end_time).toEqual(['“Ends” must be later than “Starts”.']);
    expect(body.errors.valid_to).toEqual(['“Until” must be the same date as “From” or later.']);
  });

  it('refuses a tutor who does not teach the course', async () => {
    const { status, body } = await server.request<Invalid>('POST', '/api/schedule', {
      token: tokens.admin,
      json: { ...newSlot(), tutor_id: employees.mehnaz },
    });
    expect(status).toBe(422);
    expect(body.errors.tutor_id).toEqual([
      "The selected tutor is not one of this course's tutors. Add them to the course first.",
    ]);
  });

  it('refuses a slot that double-books its tutor, naming the class in the way', async () => {
    // Tanvir teaches demo slot 0 on Saturdays 10:00–12:00 in Room 201.
    const { status, body } = await server.request<Invalid>('POST', '/api/schedule', {
      token: tokens.admin,
      json: {
        course_id: slot(2).course_id,
        tutor_id: employees.tanvir,
        day_of_week: 1,
        start_time: '11:00',
        end_time: '13:00',
        valid_from: day(0),
        room: 'Room 999',
      },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      start_time: [
        `Tanvir Hasan already teaches ${slot(0).course_title} on Saturday 10:00–12:00 (schedule #${slot(0).id}).`,
      ],
    });
  });

  it('refuses a slot in a room already taken, however the room is written', async () => {
    // Nusrat teaches demo slot 1 on Mondays 10:00–12:00 in Room 201.
    const { status, body } = await server.request<Invalid>('POST', '/api/schedule', {
      token: tokens.admin,
      json: {
        course_id: slot(5).course_id,
        tutor_id: employees.imran,
        day_of_week: 3,
        start_time: '11:30',
        end_time: '12:30',
        valid_from: day(0),
        room: ' room201',
      },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      room: [
        `Room 201 is taken by ${slot(1).course_title} on Monday 10:00–12:00 (schedule #${slot(1).id}).`,
      ],
    });
  });

  it('lets a class start when the one before ends, and a slot not clash with itself', async () => {
    const touching = await server.request<Saved>('POST', '/api/schedule', {
      token: tokens.admin,
      json: {
        course_id: slot(2).course_id,
        tutor_id: employees.tanvir,
        day_of_week: 1,
        start_time: '12:00',
        end_time: '13:00',
        valid_from: '2031-01-01',
        room: 'Room 201',
      },
    });
    expect(touching.status).toBe(201);
    const id = Number(touching.body.data.id);
    const moved = await server.request<Saved>('PUT', `/api/schedule/${id}`, {
      token: tokens.admin,
      json: { start_time: '12:00', end_time: '13:30' },
    });
    expect(moved.status).toBe(200);
    expect(
      (await server.request('DELETE', `/api/schedule/${id}`, { token: tokens.admin })).status,
    ).toBe(200);
  });

  it('ignores switched-off slots, and refuses switching one back on into a clash', async () => {
    const off = await server.request<Saved>('PUT', `/api/schedule/toggle/${slot(7).id}`, {
      token: tokens.admin,
    });
    expect(off.body.data.is_active).toBe(false);
    // Mehnaz's Sunday 10:30–12:00 slot in Room 103 is off: the room and time are free.
    const taking = await server.request<Saved>('POST', '/api/schedule', {
      token: tokens.admin,
      json: {
        course_id: slot(5).course_id,
        tutor_id: employees.imran,
        day_of_week: 2,
        start_time: '10:00',
        end_time: '11:00',
        valid_from: day(0),
        room: 'Room 103',
      },
    });
    expect(taking.status).toBe(201);
    const back = await server.request<Invalid>('PUT', `/api/schedule/toggle/${slot(7).id}`, {
      token: tokens.admin,
    });
    expect(back.status).toBe(422);
    expect(back.body.errors.room?.[0]).toMatch(/^Room 103 is taken by .* on Sunday 10:00–11:00/);
    await server.request('DELETE', `/api/schedule/${String(taking.body.data.id)}`, {
      token: tokens.admin,
    });
    const on = await server.request<Saved>('PUT', `/api/schedule/toggle/${slot(7).id}`, {
      token: tokens.admin,
    });
    expect(on.body.data.is_active).toBe(true);
  });

  it("hides another tutor's slot from a tutor", async () => {
    const theirs = await server.request('GET', `/api/schedule/${slot(1).id}`, {
      token: tokens.tanvir,
    });
    expect(theirs.status).toBe(404);
    const own = await server.request('GET', `/api/schedule/${slot(0).id}`, {
      token: tokens.tanvir,
    });
    expect(own.status).toBe(200);
  });
});

describe('GET /api/schedule/sessions', () => {
  // Demo slots, by index: 0 Sat 10:00 Tanvir, 1 Mon 10:00 Nusrat (course of 0), 2 Sun 16:30 and
  // 3 Tue 16:30 Tanvir, 4 Wed 18:00 Nusrat, 5 Sat 14:00 and 6 Thu 14:00 Imran, 7 Sun 10:30 Mehnaz.
  const wholeWeek = () => [
    key(0, day(0)),
    key(5, day(0)),
    key(7, day(1)),
    key(2, day(1)),
    key(1, day(2)),
    key(3, day(3)),
    key(4, day(4)),
    key(6, day(5)),
  ];

  it('answers an admin every session of the week, by date then start time', async () => {
    const { status, body } = await sessions(tokens.admin, week);
    expect(status).toBe(200);
    expect(keysOf(body)).toEqual(wholeWeek());
    expect(body.meta).toEqual({ from: week.from, to: week.to, holidays: [] });
    expect(body.data[0]).toEqual({
      key: key(0, day(0)),
      schedule_id: slot(0).id,
      date: day(0),
      day_of_week: 1,
      start_time: '10:00',
      end_time: '12:00',
      course_id: slot(0).course_id,
      course_title: slot(0).course_title,
      tutor_id: employees.tanvir,
      tutor_name: 'Tanvir Hasan',
      substitute: false,
      moved: false,
      room: 'Room 201',
      online_link: null,
      status: 0,
      note: null,
    });
  });

  it('narrows by course, tutor and student', async () => {
    const course = await sessions(tokens.admin, { ...week, course_id: slot(2).course_id });
    expect(keysOf(course.body)).toEqual([key(2, day(1)), key(3, day(3))]);
    const tutor = await sessions(tokens.admin, { ...week, tutor_id: employees.nusrat });
    expect(keysOf(tutor.body)).toEqual([key(1, day(2)), key(4, day(4))]);
    const student = await sessions(tokens.admin, { ...week, student_id: students.rafi });
    expect(keysOf(student.body)).toEqual([key(0, day(0)), key(1, day(2))]);
  });

  it('answers a tutor the classes they teach only', async () => {
    const { body } = await sessions(tokens.tanvir, week);
    expect(keysOf(body)).toEqual([key(0, day(0)), key(2, day(1)), key(3, day(3))]);
  });

  it('answers a student and their parent the classes of the courses the student is in', async () => {
    const mine = [key(0, day(0)), key(2, day(1)), key(1, day(2)), key(3, day(3))];
    expect(keysOf((await sessions(tokens.ayesha, week)).body)).toEqual(mine);
    expect(keysOf((await sessions(tokens.kamal, week)).body)).toEqual(mine);
    const child = await sessions(tokens.kamal, { ...week, student_id: students.ayesha });
    expect(keysOf(child.body)).toEqual(mine);
  });

  it("treats someone else's child, or another student, as not found", async () => {
    expect((await sessions(tokens.kamal, { ...week, student_id: students.rafi })).status).toBe(404);
    expect((await sessions(tokens.ayesha, { ...week, student_id: students.rafi })).status).toBe(
      404,
    );
  });

  it('skips the days of a holiday and lists them', async () => {
    const from = day(14);
    const created = await server.request('POST', '/api/holiday', {
      token: tokens.admin,
      json: { title: 'Staff retreat', start_date: day(14), end_date: day(15) },
    });
    expect(created.status).toBe(201);
    const { body } = await sessions(tokens.admin, { from, to: day(20) });
    expect(body.data.some((s) => s.date === day(14) || s.date === day(15))).toBe(false);
    expect(keysOf(body)[0]).toBe(key(1, day(16)));
    expect(body.meta.holidays).toEqual([
      { date: day(14), title: 'Staff retreat' },
      { date: day(15), title: 'Staff retreat' },
    ]);
  });

  it('refuses bad dates, a range that runs backwards and one over 100 days', async () => {
    const bad = await sessions(tokens.admin, { from: '2026-02-30', to: week.to });
    expect(bad.status).toBe(422);
    expect((bad.body as unknown as Invalid).errors.from).toEqual([
      'The from field must be a valid date (YYYY-MM-DD).',
    ]);
    const missing = await sessions(tokens.admin, { from: week.from });
    expect((missing.body as unknown as Invalid).errors.to).toEqual(['The to field is required.']);
    const backwards = await sessions(tokens.admin, { from: week.to, to: week.from });
    expect((backwards.body as unknown as Invalid).errors.to).toEqual([
      'The to field must be a date after or equal to from.',
    ]);
    const hundred = await sessions(tokens.admin, { from: week.from, to: day(99) });
    expect(hundred.status).toBe(200);
    const tooLong = await sessions(tokens.admin, { from: week.from, to: day(100) });
    expect((tooLong.body as unknown as Invalid).errors.to).toEqual([
      'The period may not be longer than 100 days.',
    ]);
    const id = await sessions(tokens.admin, { ...week, course_id: 'x' });
    expect((id.body as unknown as Invalid).errors.course_id).toEqual([
      'The course field must be a positive integer.',
    ]);
  });

  it('needs a sign-in and the ability to read schedules', async () => {
    expect((await sessions(undefined, week)).status).toBe(401);
    expect((await sessions(tokens.affiliate, week)).status).toBe(403);
  });
});

describe('per-date class sessions', () => {
  it('refuses a date the slot does not meet on', async () => {
    const { status, body } = await server.request<Invalid>('POST', '/api/class-session', {
      token: tokens.admin,
      json: { schedule_id: slot(5).id, date: day(8), start_time: '15:00' },
    });
    expect(status).toBe(422);
    expect(body.errors.date).toEqual(['The date must be a Saturday, the day this class meets.']);
  });

  /** Imran's Saturday 14:00 class moved to 09:00–10:30 in Room 201, where Tanvir starts at 10. */
  const moveIntoTakenRoom = (language?: 'bn') =>
    server.request<Invalid>('POST', '/api/class-session', {
      token: tokens.admin,
      language,
      json: {
        schedule_id: slot(5).id,
        date: day(7),
        start_time: '09:00',
        end_time: '10:30',
        room: 'Room 201',
      },
    });

  it('refuses moving a class into a room taken that date', async () => {
    const { status, body } = await moveIntoTakenRoom();
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      room: [
        `Room 201 is taken by ${slot(0).course_title} on Saturday ${day(7)} 10:00–12:00 (schedule #${slot(0).id}).`,
      ],
    });
  });

  it('quotes the date and times of the class in the way in Bangla as a Bangla reader reads them', async () => {
    const { status, body } = await moveIntoTakenRoom('bn');
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      room: [
        `${BANGLA_DAYS[1]} ${banglaDate(day(7))} ১০:০০ AM–১২:০০ PM সময়ে Room 201 ${slot(0).course_title}-এর জন্য নেওয়া আছে (রুটিন #${banglaDigits(String(slot(0).id))})।`,
      ],
    });
  });

  it("quotes the schedule's period in Bangla when a date falls before it", async () => {
    const row = await server.connection.db
      .selectFrom('schedules')
      .select(['valid_from', 'valid_to'])
      .where('id', '=', slot(5).id)
      .executeTakeFirstOrThrow();
    const [from, to] = [String(row.valid_from), String(row.valid_to)];
    let before = addDays(from, -1);
    while (specDayOf(before) !== 1) before = addDays(before, -1);
    const { status, body } = await server.request<Invalid>('POST', '/api/class-session', {
      token: tokens.admin,
      language: 'bn',
      json: { schedule_id: slot(5).id, date: before, start_time: '15:00' },
    });
    expect(status).toBe(422);
    expect(body.errors.date).toEqual([
      `তারিখটি রুটিনের মেয়াদের মধ্যে হতে হবে (${banglaDate(from)} থেকে ${banglaDate(to)})।`,
    ]);
  });

  it('refuses a substitute who teaches elsewhere at that time', async () => {
    const { status, body } = await server.request<Invalid>('POST', '/api/class-session', {
      token: tokens.admin,
      json: {
        schedule_id: slot(5).id,
        date: day(7),
        start_time: '11:00',
        end_time: '13:00',
        tutor_id: employees.tanvir,
      },
    });
    expect(status).toBe(422);
    expect(body.errors.tutor_id).toEqual([
      `Tanvir Hasan already teaches ${slot(0).course_title} on Saturday ${day(7)} 10:00–12:00 (schedule #${slot(0).id}).`,
    ]);
  });

  it('moves one date of a class, which the sessions show as moved', async () => {
    const { status } = await server.request<Saved>('POST', '/api/class-session', {
      token: tokens.admin,
      json: { schedule_id: slot(5).id, date: day(7), start_time: '11:00', end_time: '13:00' },
    });
    expect(status).toBe(201);
    const { body } = await sessions(tokens.admin, { from: day(7), to: day(7) });
    expect(body.data.find((s) => s.key === key(5, day(7)))).toMatchObject({
      start_time: '11:00',
      end_time: '13:00',
      room: 'Lab 1',
      moved: true,
      substitute: false,
    });
  });
});

describe('cancel requests', () => {
  let tanvirsRequest: number;
  const file = (token: string, json: Record<string, unknown>) =>
    server.request<Saved & Invalid>('POST', '/api/schedule-cancel-request', { token, json });
  const decide = (id: number, value: number) =>
    server.request<Saved & Invalid>(
      'PUT',
      `/api/schedule-cancel-request/status/change/${id}/${value}`,
      { token: tokens.admin },
    );
  const notificationsOf = async (email: string) =>
    server.connection.db
      .selectFrom('notifications')
      .select(['subject', 'message', 'link'])
      .where('user_id', '=', await server.userId(email))
      .orderBy('id')
      .execute();

  it('lets a tutor ask to cancel a class they teach', async () => {
    const { status, body } = await file(tokens.tanvir, {
      schedule_id: slot(0).id,
      date: day(0),
      reason: 'Examiner at the board exams',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ status: 0, date: day(0) });
    tanvirsRequest = Number(body.data.id);
  });

  it("refuses a tutor asking for someone else's class", async () => {
    const { status, body } = await file(tokens.tanvir, {
      schedule_id: slot(1).id,
      date: day(2),
      reason: 'Not mine',
    });
    expect(status).toBe(422);
    expect(body.errors.schedule_id).toEqual(['You may only ask to cancel classes you teach.']);
  });

  it('refuses a date without a class, a past class and a second request', async () => {
    const sunday = await file(tokens.tanvir, {
      schedule_id: slot(0).id,
      date: day(1),
      reason: 'Wrong day',
    });
    expect(sunday.body.errors.date).toEqual([`The schedule has no class on ${day(1)}.`]);
    const inBangla = await server.request<Invalid>('POST', '/api/schedule-cancel-request', {
      token: tokens.tanvir,
      language: 'bn',
      json: { schedule_id: slot(0).id, date: day(1), reason: 'Wrong day' },
    });
    expect(inBangla.body.errors.date).toEqual([
      `${banglaDate(day(1))} তারিখে এই রুটিনে কোনো ক্লাস নেই।`,
    ]);
    let past = addDays(centreNow().date, -1);
    while (specDayOf(past) !== 1) past = addDays(past, -1);
    const gone = await file(tokens.tanvir, { schedule_id: slot(0).id, date: past, reason: 'Late' });
    expect(gone.body.errors.date).toEqual(['The date must be today or a later date.']);
    const twice = await file(tokens.tanvir, {
      schedule_id: slot(0).id,
      date: day(0),
      reason: 'Again',
    });
    expect(twice.body.errors.date).toEqual([
      'A request to cancel this class is already waiting for a decision.',
    ]);
  });

  it('lets a student ask only for classes of courses they are in', async () => {
    const other = await file(tokens.ayesha, {
      schedule_id: slot(5).id,
      date: day(0),
      reason: 'Not my course',
    });
    expect(other.body.errors.schedule_id).toEqual([
      'You may only ask to cancel classes of courses you are enrolled in.',
    ]);
    const mine = await file(tokens.ayesha, {
      schedule_id: slot(2).id,
      date: day(1),
      reason: 'School sports day',
    });
    expect(mine.status).toBe(201);
  });

  it('cancels the session on approval and tells the tutor, students and parents', async () => {
    published.length = 0;
    const { status, body } = await decide(tanvirsRequest, 1);
    expect(status).toBe(200);
    expect(body.data.status).toBe(1);
    const { body: day0 } = await sessions(tokens.ayesha, { from: day(0), to: day(0) });
    expect(day0.data.find((s) => s.key === key(0, day(0)))).toMatchObject({
      status: 2,
      note: 'Examiner at the board exams',
    });
    const subject = `Class cancelled: ${slot(0).course_title} on Saturday ${day(0)}`;
    for (const email of [
      'student@academy.test',
      'parent@academy.test',
      'employee@academy.test',
      'rafi.ahmed@students.academy.test',
    ]) {
      expect(await notificationsOf(email)).toContainEqual({
        subject,
        message: `The ${slot(0).course_title} class on Saturday ${day(0)}, 10:00–12:00, is cancelled. Reason: Examiner at the board exams`,
        link: `/admin/course/schedule/${slot(0).id}/show`,
      });
    }
    // Not seated in that course: told nothing of it (the demo data tells her of her homework).
    expect(
      (await notificationsOf('tasnim.sultana@students.academy.test')).filter(
        (n) => n.subject === subject,
      ),
    ).toEqual([]);
    const ayesha = await server.userId('student@academy.test');
    expect(published).toContainEqual({
      channel: `private-user-channel-${ayesha}`,
      event: 'UserNotification',
      data: expect.objectContaining({ subject, is_seen: false }) as unknown,
    });
    const bell = await server.request<{ data: { subject: string }[] }>(
      'GET',
      '/api/user/notification?per_page=10&page=1',
      { token: tokens.kamal },
    );
    expect(bell.body.data[0]?.subject).toBe(subject);
  });

  it('keeps a decision final, and a cancelled class from being asked for again', async () => {
    const again = await decide(tanvirsRequest, 2);
    expect(again.status).toBe(422);
    expect(again.body.errors.status).toEqual(['This request has already been decided.']);
    const twice = await file(tokens.tanvir, {
      schedule_id: slot(0).id,
      date: day(0),
      reason: 'Once more',
    });
    expect(twice.body.errors.date).toEqual([`The class on ${day(0)} is already cancelled.`]);
  });

  it('tells the requester a declined request, even when live delivery fails', async () => {
    setDefaultPublisher({
      publish: () => Promise.reject(new Error('realtime server down')),
      occupiedChannels: () => Promise.reject(new Error('realtime server down')),
    });
    try {
      const [request] = await server.connection.db
        .selectFrom('schedule_cancel_requests')
        .select('id')
        .where('schedule_id', '=', slot(2).id)
        .where('date', '=', day(1))
        .execute();
      const { status } = await decide(Number(request?.id), 2);
      expect(status).toBe(200);
    } finally {
      setDefaultPublisher(recordingPublisher);
    }
    expect(await notificationsOf('student@academy.test')).toContainEqual(
      expect.objectContaining({
        subject: `Cancel request declined: ${slot(2).course_title} on Sunday ${day(1)}`,
      }),
    );
    const { body } = await sessions(tokens.admin, { from: day(1), to: day(1) });
    expect(body.data.find((s) => s.key === key(2, day(1)))?.status).toBe(0);
  });
});

describe('substitutions', () => {
  it('refuses a replacement tutor who is busy at that time', async () => {
    // Imran's class on day(7) was moved to 11:00–13:00 above, overlapping Tanvir's 10:00–12:00.
    const { status, body } = await server.request<Invalid>('POST', '/api/schedule-cancel-request', {
      token: tokens.tanvir,
      json: {
        schedule_id: slot(0).id,
        date: day(7),
        reason: 'Training day',
        replacement_tutor_id: employees.imran,
      },
    });
    expect(status).toBe(422);
    expect(body.errors.replacement_tutor_id).toEqual([
      `Imran Chowdhury already teaches ${slot(5).course_title} on Saturday ${day(7)} 11:00–13:00 (schedule #${slot(5).id}).`,
    ]);
  });

  it('hands the class to the replacement tutor on approval', async () => {
    const filed = await server.request<Saved>('POST', '/api/schedule-cancel-request', {
      token: tokens.tanvir,
      json: {
        schedule_id: slot(2).id,
        date: day(8),
        reason: 'Family wedding',
        replacement_tutor_id: employees.mehnaz,
      },
    });
    expect(filed.status).toBe(201);
    const approved = await server.request<Saved>(
      'PUT',
      `/api/schedule-cancel-request/status/change/${String(filed.body.data.id)}/1`,
      { token: tokens.admin },
    );
    expect(approved.status).toBe(200);

    const { body } = await sessions(tokens.admin, { from: day(8), to: day(8) });
    expect(body.data.find((s) => s.key === key(2, day(8)))).toMatchObject({
      tutor_id: employees.mehnaz,
      tutor_name: 'Mehnaz Karim',
      substitute: true,
      status: 0,
    });
    // Mehnaz sees the date she stands in for, not the rest of Tanvir's series (day 15 is the
    // staff retreat).
    const hers = await sessions(tokens.mehnaz, { from: day(7), to: day(22) });
    expect(keysOf(hers.body)).toEqual([key(7, day(8)), key(2, day(8)), key(7, day(22))]);
    expect(
      (await server.request('GET', `/api/schedule/${slot(2).id}`, { token: tokens.mehnaz })).status,
    ).toBe(200);
    // Tanvir still sees his slot's date, taught by her.
    const his = await sessions(tokens.tanvir, { from: day(8), to: day(8) });
    expect(his.body.data.map((s) => [s.key, s.tutor_name])).toEqual([
      [key(2, day(8)), 'Mehnaz Karim'],
    ]);
    const message = `Mehnaz Karim teaches the ${slot(2).course_title} class on Sunday ${day(8)}, 16:30–18:00, in place of Tanvir Hasan. Reason: Family wedding`;
    const told = await server.connection.db
      .selectFrom('notifications')
      .select('user_id')
      .where('message', '=', message)
      .execute();
    const recipients = told.map((r) => Number(r.user_id)).sort((a, b) => a - b);
    const expected = await Promise.all(
      [
        'employee@academy.test',
        'mehnaz.karim@academy.test',
        'student@academy.test',
        'parent@academy.test',
        'priya.das@students.academy.test',
        'subrata.das4@parents.academy.test',
      ].map((email) => server.userId(email)),
    );
    expect(recipients).toEqual(expected.sort((a, b) => a - b));
  });
});
