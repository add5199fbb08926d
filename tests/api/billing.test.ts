/**
 * Tutor billing (docs/API.md "Billing"): rates, working hours derived from sessions held and
 * entered by hand, overtime within the week's limit, monthly pay runs and the hour details, with
 * amounts worked by hand. The tests hire a tutor of their own (no demo rows) who teaches a Friday
 * 10:30–12:00 class of the SAT Math Intensive; the month paid is two months back, and the tests
 * of the file build on each other in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassSession } from '../../schema';
import { addDays, centreNow } from '../../server/domain/scheduling/calendar';
import { banglaDate, banglaDigits } from '../support/bangla-text';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

let server: TestServer;
type Rec = Record<string, unknown>;
type Saved = { data: Rec };
type Invalid = { message: string; errors: Record<string, string[]> };

const today = centreNow().date;
const tokens = { admin: '', tutor: '', demoTutor: '' };
const ids = {
  tutor: 0,
  tutorUser: 0,
  course: 0,
  subject: 0,
  slot: 0,
  mehnaz: 0,
  ayesha: 0,
  present: 0,
};
/** Past Fridays of the test slot in the month paid, and one to come. */
let fridays: ClassSession[] = [];
let upcoming: ClassSession;
let period = '';

const db = () => server.connection.db;
const api = <T = Saved & Invalid>(
  method: string,
  path: string,
  json?: unknown,
  token = tokens.admin,
) => server.request<T>(method, path, { token, json });

async function created(resource: string, json: Rec, token = tokens.admin): Promise<Rec> {
  const { status, body } = await api('POST', `/api/${resource}`, json, token);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

/** The tutor files a working-hours entry: the answer, for the refusals. */
const fileHours = (json: Rec) => api('POST', '/api/working-hour', json, tokens.tutor);
/** The same request asking for a Bangla answer. */
const inBangla = (method: string, path: string, json?: unknown, token = tokens.admin) =>
  server.request<Saved & Invalid>(method, path, { token, json, language: 'bn' });
/** The tutor asks for overtime. */
const askOvertime = (json: Rec) =>
  api('POST', '/api/over-time', { reason: 'Extra class', ...json }, tokens.tutor);

const hoursOf = (employeeId: number) =>
  db()
    .selectFrom('working_hours')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .orderBy('date')
    .execute();

const sessionRow = async (session: ClassSession) =>
  db()
    .selectFrom('working_hours')
    .selectAll()
    .where('schedule_id', '=', session.schedule_id)
    .where('date', '=', session.date)
    .executeTakeFirst();

const takeAttendance = (session: ClassSession) =>
  api('PUT', '/api/attendance/session', {
    schedule_id: session.schedule_id,
    date: session.date,
    entries: [{ student_id: ids.ayesha, status_id: ids.present }],
  });

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await server.login('admin@academy.test');
  tokens.demoTutor = await server.login('employee@academy.test');
  ids.course = await idWhere(server, 'courses', 'title', 'SAT Math Intensive');
  ids.mehnaz = await idWhere(server, 'employees', 'email', 'mehnaz.karim@academy.test');
  ids.ayesha = await idWhere(server, 'students', 'email', 'student@academy.test');
  ids.present = await idWhere(server, 'attendance_statuses', 'name', 'Present');
  const subject = await db()
    .selectFrom('course_subjects')
    .select('subject_id')
    .where('course_id', '=', ids.course)
    .executeTakeFirstOrThrow();
  ids.subject = Number(subject.subject_id);

  const tutor = await created('employee', {
    first_name: 'Farhana',
    last_name: 'Billah',
    email: 'farhana.billah@academy.test',
    phone: '+880 1712-555666',
    role_id: await idWhere(server, 'roles', 'name', 'Tutor'),
    password: 'a-strong-secret',
    weekly_hours: 2,
    overtime_rate: 15,
  });
  ids.tutor = Number(tutor.id);
  ids.tutorUser = Number(tutor.user_id);
  tokens.tutor = await server.login('farhana.billah@academy.test', 'a-strong-secret');
  const teaching = await db()
    .selectFrom('course_tutors')
    .select('employee_id')
    .where('course_id', '=', ids.course)
    .execute();
  const edited = await api('PUT', `/api/course/${ids.course}`, {
    tutors: [...teaching.map((t) => Number(t.employee_id)), ids.tutor],
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  const slot = await created('schedule', {
    course_id: ids.course,
    tutor_id: ids.tutor,
    day_of_week: 7,
    start_time: '10:30',
    end_time: '12:00',
    valid_from: addDays(today, -150),
    valid_to: addDays(today, 60),
    online_link: 'https://meet.example.com/billing-test',
  });
  ids.slot = Number(slot.id);

  // The month paid: two months back, with at least three Fridays from the 7th on.
  period = addDays(`${today.slice(0, 7)}-01`, -40).slice(0, 7);
  const listed = await api<{ data: ClassSession[] }>(
    'GET',
    `/api/schedule/sessions?from=${period}-07&to=${period}-28&course_id=${ids.course}`,
  );
  fridays = listed.body.data.filter((s) => s.schedule_id === ids.slot);
  expect(fridays.length).toBeGreaterThanOrEqual(3);
  const ahead = await api<{ data: ClassSession[] }>(
    'GET',
    `/api/schedule/sessions?from=${addDays(today, 1)}&to=${addDays(today, 14)}&course_id=${ids.course}`,
  );
  upcoming = ahead.body.data.find((s) => s.schedule_id === ids.slot)!;
});
afterAll(() => server.close());

const friday = (i: number) => fridays[i]!;

describe('working hours from sessions held', () => {
  it('writes an approved session row when attendance is first taken, flagged without a rate', async () => {
    expect((await takeAttendance(friday(0))).status).toBe(200);
    const row = await sessionRow(friday(0));
    expect(row).toMatchObject({
      employee_id: ids.tutor,
      course_id: ids.course,
      start_time: expect.stringMatching(/^10:30/),
      end_time: expect.stringMatching(/^12:00/),
      minutes: 90,
      source: 'session',
      status: 1,
      hourly_rate: null,
      amount: null,
    });
    // Taking it again writes no second row.
    expect((await takeAttendance(friday(0))).status).toBe(200);
    expect((await hoursOf(ids.tutor)).length).toBe(1);
  });

  it('lists rows without a rate and refuses a pay run naming their dates', async () => {
    const preview = await api<{ data: Rec & { unpriced: Rec[]; refusals: string[] } }>(
      'GET',
      `/api/tutor-payment/preview?employee_id=${ids.tutor}&period=${period}`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.unpriced).toHaveLength(1);
    expect(preview.body.data.refusals.join(' ')).toContain(friday(0).date);
    const refused = await api('POST', '/api/tutor-payment', await payRunBody({ advance: 0 }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.period?.[0]).toContain(friday(0).date);
    const bangla = await inBangla('POST', '/api/tutor-payment', await payRunBody({ advance: 0 }));
    expect(bangla.body.errors.period).toEqual([
      `${banglaDate(friday(0).date)} তারিখে শিক্ষকের রেট ছাড়া ঘণ্টা আছে: আগে শিক্ষকের রেট ঠিক করুন।`,
    ]);
  });

  it('re-prices the unpaid row when a default rate, then a subject rate, is set', async () => {
    await created('employee-rate', {
      employee_id: ids.tutor,
      hourly_rate: 10,
      effective_from: addDays(today, -400),
    });
    expect(await sessionRow(friday(0))).toMatchObject({ hourly_rate: 1000, amount: 1500 }); // 1.5 h × 10.00
    await created('employee-rate', {
      employee_id: ids.tutor,
      subject_id: ids.subject,
      hourly_rate: 12.5,
      effective_from: addDays(today, -400),
    });
    expect(await sessionRow(friday(0))).toMatchObject({ hourly_rate: 1250, amount: 1875 }); // 18.75
  });

  it('writes the row when a session is marked completed, and refuses completing a future one', async () => {
    const session = await created('class-session', { schedule_id: ids.slot, date: friday(1).date });
    const done = await api('PUT', `/api/class-session/status/change/${String(session.id)}/1`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await sessionRow(friday(1))).toMatchObject({ minutes: 90, amount: 1875, status: 1 });

    const future = await created('class-session', { schedule_id: ids.slot, date: upcoming.date });
    const refused = await api('PUT', `/api/class-session/status/change/${String(future.id)}/1`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.status).toBeDefined();
    expect(await sessionRow(upcoming)).toBeUndefined();
  });

  it('gives a substitute the hours, and removes them when the session is cancelled', async () => {
    const session = await created('class-session', {
      schedule_id: ids.slot,
      date: friday(2).date,
      tutor_id: ids.mehnaz,
      status: 1,
    });
    expect(await sessionRow(friday(2))).toMatchObject({ employee_id: ids.mehnaz, minutes: 90 });
    const cancelled = await api('PUT', `/api/class-session/status/change/${String(session.id)}/2`);
    expect(cancelled.status).toBe(200);
    expect(await sessionRow(friday(2))).toBeUndefined();
  });
});

describe('manual entries', () => {
  const thursday = () => addDays(friday(0).date, -1);
  const wednesday = () => addDays(friday(0).date, -2);
  let entry: Rec;

  it('are filed by the tutor, pending, priced on the server', async () => {
    entry = await created(
      'working-hour',
      {
        employee_id: ids.tutor,
        date: thursday(),
        start_time: '09:00',
        end_time: '09:50',
        note: 'Marking',
      },
      tokens.tutor,
    );
    // No course: the default rate; 50 min × 10.00 = 8.33.
    expect(entry).toMatchObject({
      source: 'manual',
      status: 0,
      minutes: 50,
      hourly_rate: 10,
      amount: 8.33,
    });
  });

  it('refuse a tutor setting the status, writing for someone else, or overlapping', async () => {
    const span = (date: string, start_time: string, end_time: string) => ({
      employee_id: ids.tutor,
      date,
      start_time,
      end_time,
    });
    const refusals: [what: string, body: Rec, field: string, says?: string][] = [
      ['approving', { ...span(wednesday(), '09:00', '10:00'), status: 1 }, 'status'],
      [
        'for another',
        { ...span(wednesday(), '09:00', '10:00'), employee_id: ids.mehnaz },
        'employee_id',
      ],
      ['over a session', span(friday(0).date, '11:00', '12:30'), 'start_time', '10:30–12:00'],
      ['over an entry', span(thursday(), '09:49', '10:30'), 'start_time', '09:00–09:50'],
      ['ending first', span(wednesday(), '10:00', '09:00'), 'end_time'],
    ];
    for (const [what, body, field, says] of refusals) {
      const refused = await fileHours(body);
      expect(refused.status, what).toBe(422);
      expect(refused.body.errors[field]?.[0], what).toContain(says ?? '');
    }
  });

  it('quote the times and date of the row in the way in Bangla as a Bangla reader reads them', async () => {
    const span = (date: string, start_time: string, end_time: string) => ({
      employee_id: ids.tutor,
      date,
      start_time,
      end_time,
    });
    const session = await inBangla(
      'POST',
      '/api/working-hour',
      span(friday(0).date, '11:00', '12:30'),
      tokens.tutor,
    );
    expect(session.status).toBe(422);
    expect(session.body.errors.start_time).toEqual([
      `এটি ${banglaDate(friday(0).date)} তারিখে শিক্ষকের ১০:৩০ AM–১২:০০ PM সময়ের ক্লাসের সাথে মিলে যায়।`,
    ]);
    const entry = await inBangla(
      'POST',
      '/api/working-hour',
      span(thursday(), '09:49', '10:30'),
      tokens.tutor,
    );
    expect(entry.status).toBe(422);
    expect(entry.body.errors.start_time).toEqual([
      `এটি ${banglaDate(thursday())} তারিখে শিক্ষকের ৯:০০ AM–৯:৫০ AM সময়ের এন্ট্রির সাথে মিলে যায়।`,
    ]);
  });

  it('are approved by an admin, and the tutor is told', async () => {
    const approved = await api('PUT', `/api/working-hour/status/change/${String(entry.id)}/1`);
    expect(approved.status).toBe(200);
    const notices = await db()
      .selectFrom('notifications')
      .select('subject')
      .where('user_id', '=', ids.tutorUser)
      .execute();
    expect(notices.map((n) => n.subject)).toContain('Your working hours were approved');
    // An admin's entry for a tutor, approved at once: 25 min × 10.00 = 4.17.
    const quick = await created('working-hour', {
      employee_id: ids.tutor,
      date: wednesday(),
      start_time: '16:00',
      end_time: '16:25',
    });
    expect(quick).toMatchObject({ amount: 4.17, status: 0 });
    expect((await api('PUT', `/api/working-hour/status/change/${String(quick.id)}/1`)).status).toBe(
      200,
    );
  });

  it('shows a tutor only their own rows', async () => {
    const listed = await api<{ data: Rec[] }>(
      'GET',
      '/api/working-hour?per_page=100',
      undefined,
      tokens.tutor,
    );
    expect(listed.body.data.length).toBeGreaterThan(0);
    expect(listed.body.data.every((r) => r.employee_id === ids.tutor)).toBe(true);
  });
});

describe('overtime', () => {
  const weekStart = () => addDays(friday(0).date, -6); // the Saturday before

  it('must start on a Saturday', async () => {
    const refused = await askOvertime({
      employee_id: ids.tutor,
      week_start: friday(0).date,
      minutes: 10,
      reason: 'Extra class',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.week_start?.[0]).toContain('Saturday');
  });

  it('answers what is left to request, and refuses more', async () => {
    // Worked 90 + 50 + 25 = 165 min, 2 h contracted: 45 min left.
    const eligible = await api<{ data: Rec }>(
      'GET',
      `/api/over-time/eligible?week_start=${weekStart()}`,
      undefined,
      tokens.tutor,
    );
    expect(eligible.body.data).toMatchObject({
      worked_minutes: 165,
      contracted_minutes: 120,
      requested_minutes: 0,
      remaining_minutes: 45,
    });
    const tooMuch = await askOvertime({
      employee_id: ids.tutor,
      week_start: weekStart(),
      minutes: 60,
      reason: 'Extra class',
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.minutes?.[0]).toBe(
      'You worked 2 h 45 min in that week, 2 h are contracted and 0 h already requested: 0 h 45 min remain. 1 h cannot be requested.',
    );
  });

  it('is requested at the overtime rate, approved by an admin, and the tutor is told', async () => {
    const request = await created(
      'over-time',
      {
        employee_id: ids.tutor,
        week_start: weekStart(),
        minutes: 45,
        reason: 'Extra class before the mock test',
      },
      tokens.tutor,
    );
    expect(request).toMatchObject({ status: 0, overtime_rate: 15, amount: 11.25 }); // 0.75 h × 15.00
    const more = await askOvertime({
      employee_id: ids.tutor,
      week_start: weekStart(),
      minutes: 1,
      reason: 'One more minute',
    });
    expect(more.status).toBe(422);
    expect((await api('PUT', `/api/over-time/status/change/${String(request.id)}/1`)).status).toBe(
      200,
    );
    const notices = await db()
      .selectFrom('notifications')
      .select('subject')
      .where('user_id', '=', ids.tutorUser)
      .execute();
    expect(notices.map((n) => n.subject)).toContain('Your overtime request was approved');
    // The duration is worded in the reader's language, digits and words both.
    const bell = (language: string) =>
      server
        .request<{ data: { subject: string; message: string; link: string }[] }>(
          'GET',
          '/api/user/notification?per_page=50',
          { token: tokens.tutor, language },
        )
        .then(({ body }) =>
          body.data.find((n) => n.link === `/employee/billing/overTime/${String(request.id)}/show`),
        );
    expect(await bell('bn-BD,bn;q=0.9')).toMatchObject({
      subject: 'আপনার ওভারটাইমের অনুরোধ অনুমোদিত হয়েছে',
      message: `${banglaDate(weekStart())} থেকে শুরু সপ্তাহ: ০ ঘণ্টা ৪৫ মিনিট`,
    });
    expect(await bell('en-US,en;q=0.9')).toMatchObject({
      subject: 'Your overtime request was approved',
      message: `Week of ${weekStart()}: 0 h 45 min`,
    });
    // The rate is the one of the day it was asked for: a later change leaves it alone.
    expect((await api('PUT', `/api/employee/${ids.tutor}`, { overtime_rate: 20 })).status).toBe(
      200,
    );
    const kept = await api<{ data: Rec }>('GET', `/api/over-time/${String(request.id)}`);
    expect(kept.body.data).toMatchObject({ overtime_rate: 15, amount: 11.25 });
  });

  it('needs the tutor to have an overtime rate', async () => {
    const refused = await api('POST', '/api/over-time', {
      employee_id: ids.mehnaz,
      week_start: weekStart(),
      minutes: 10,
      reason: 'Extra class',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.employee_id).toBeDefined();
  });
});

async function payRunBody(extra: Rec): Promise<Rec> {
  return {
    employee_id: ids.tutor,
    period,
    bank_account_id: await firstId('bank_accounts'),
    payment_type_id: await firstId('payment_types'),
    ...extra,
  };
}
async function firstId(table: string): Promise<number> {
  return Number(
    (await openTables(db()).selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow())
      .id,
  );
}

describe('the monthly pay run', () => {
  let run: Rec;

  it('previews the month with each row at its own rate', async () => {
    const preview = await api<{
      data: Rec & { hours: Rec[]; overtime: Rec[]; refusals: string[] };
    }>('GET', `/api/tutor-payment/preview?employee_id=${ids.tutor}&period=${period}`);
    // 18.75 + 18.75 (two classes at 12.50) + 8.33 + 4.17 (entries at 10.00) = 50.00; overtime 11.25.
    expect(preview.body.data).toMatchObject({
      regular_minutes: 90 + 90 + 50 + 25,
      regular_amount: 50,
      overtime_minutes: 45,
      overtime_amount: 11.25,
      gross_amount: 61.25,
      refusals: [],
    });
    expect(preview.body.data.hours).toHaveLength(4);
  });

  it('refuses a bad month or an advance above the pay', async () => {
    const badMonth = await api(
      'POST',
      '/api/tutor-payment',
      await payRunBody({ period: '2026-13' }),
    );
    expect(badMonth.status).toBe(422);
    expect(badMonth.body.errors.period).toBeDefined();
    const tooMuch = await api('POST', '/api/tutor-payment', await payRunBody({ advance: 61.26 }));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.advance).toBeDefined();
  });

  it('computes the total by hand and links the rows', async () => {
    run = await created('tutor-payment', await payRunBody({ advance: 5 }));
    // 50.00 + 11.25 − 5.00 = 56.25
    expect(run).toMatchObject({
      regular_minutes: 255,
      regular_amount: 50,
      overtime_minutes: 45,
      overtime_amount: 11.25,
      advance: 5,
      total: 56.25,
      status: 'unpaid',
      paid_at: null,
    });
    const linked = (await hoursOf(ids.tutor)).filter(
      (r) => Number(r.tutor_payment_id) === Number(run.id),
    );
    expect(linked).toHaveLength(4);
  });

  it('audits each hours and overtime row it links, as the clerk who made the run', async () => {
    const admin = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@academy.test')
      .executeTakeFirstOrThrow();
    for (const [resource, table] of [
      ['working-hour', 'working_hours'],
      ['over-time', 'over_times'],
    ] as const) {
      const linked = await db()
        .selectFrom(table)
        .select(['id', 'updated_by'])
        .where('tutor_payment_id', '=', Number(run.id))
        .execute();
      expect(linked.length).toBeGreaterThan(0);
      for (const row of linked) {
        expect(row.updated_by).toBe(admin.id);
        const audits = await db()
          .selectFrom('audit_logs')
          .select(['user_id', 'before', 'after'])
          .where('resource', '=', resource)
          .where('record_id', '=', Number(row.id))
          .where('action', '=', 'update')
          .execute();
        const linking = audits.filter(
          (a) =>
            (JSON.parse(String(a.before)) as Rec).tutor_payment_id === null &&
            (JSON.parse(String(a.after)) as Rec).tutor_payment_id === Number(run.id),
        );
        expect(linking).toHaveLength(1);
        expect(linking[0]!.user_id).toBe(admin.id);
      }
    }
  });

  it('refuses a second pay run of the month', async () => {
    const again = await api('POST', '/api/tutor-payment', await payRunBody({ advance: 0 }));
    expect(again.status).toBe(422);
    expect(again.body.errors.period?.[0]).toContain('already has a pay run');
    const bangla = await inBangla('POST', '/api/tutor-payment', await payRunBody({ advance: 0 }));
    expect(bangla.body.errors.period).toEqual([
      `Farhana Billah-এর ${banglaDigits(period)} মাসের একটি বেতন-রান আগে থেকেই আছে।`,
    ]);
  });

  it('keeps linked rows as they are', async () => {
    const row = (await hoursOf(ids.tutor)).find((r) => r.source === 'manual')!;
    const edit = await api('PUT', `/api/working-hour/${String(row.id)}`, { note: 'changed' });
    expect(edit.status).toBe(422);
    expect((await api('DELETE', `/api/working-hour/${String(row.id)}`)).status).toBe(422);
    const overtime = await db()
      .selectFrom('over_times')
      .select('id')
      .where('employee_id', '=', ids.tutor)
      .executeTakeFirstOrThrow();
    expect((await api('DELETE', `/api/over-time/${String(overtime.id)}`)).status).toBe(422);
  });

  it('is marked paid: dated today, the tutor told and mailed (in the language of the admin who paid, the tutor having chosen none); then final', async () => {
    const paid = await server.request(
      'PUT',
      `/api/tutor-payment/status/change/${String(run.id)}/paid`,
      {
        token: tokens.admin,
        language: 'bn',
      },
    );
    expect(paid.status).toBe(200);
    const shown = await api<{ data: Rec }>('GET', `/api/tutor-payment/${String(run.id)}`);
    expect(shown.body.data).toMatchObject({ status: 'paid', paid_at: today });
    const mails = await db()
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to', '=', 'farhana.billah@academy.test')
      .execute();
    const banglaPeriod = period.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);
    expect(mails.map((m) => m.subject)).toContain(`${banglaPeriod} সময়ের আপনার বেতন পরিশোধ হয়েছে`);
    const notices = await db()
      .selectFrom('notifications')
      .select(['subject', 'link'])
      .where('user_id', '=', ids.tutorUser)
      .execute();
    expect(notices).toContainEqual({
      subject: `Your pay for ${period} has been paid`,
      link: `/employee/billing/payment/${String(run.id)}/payslip`,
    });
    expect(
      (await api('PUT', `/api/tutor-payment/status/change/${String(run.id)}/unpaid`)).status,
    ).toBe(422);
    expect((await api('PUT', `/api/tutor-payment/${String(run.id)}`, { note: 'x' })).status).toBe(
      422,
    );
    expect((await api('DELETE', `/api/tutor-payment/${String(run.id)}`)).status).toBe(422);
    const again = await api('POST', '/api/tutor-payment', await payRunBody({ advance: 0 }));
    expect(again.body.errors.period?.[0]).toBe(
      `Farhana Billah's ${period} was already paid on ${today}.`,
    );
    const bangla = await inBangla('POST', '/api/tutor-payment', await payRunBody({ advance: 0 }));
    expect(bangla.body.errors.period).toEqual([
      `Farhana Billah-এর ${banglaDigits(period)} মাসের বেতন ${banglaDate(today)} তারিখে আগেই দেওয়া হয়েছে।`,
    ]);
  });

  it('leaves paid rows alone when a rate changes or the session is cancelled', async () => {
    await created('employee-rate', {
      employee_id: ids.tutor,
      subject_id: ids.subject,
      hourly_rate: 20,
      effective_from: addDays(today, -399),
    });
    expect(await sessionRow(friday(0))).toMatchObject({ amount: 1875 });
    const session = await created('class-session', {
      schedule_id: ids.slot,
      date: friday(0).date,
      status: 2,
    });
    expect(session.status).toBe(2);
    expect(await sessionRow(friday(0))).toMatchObject({ amount: 1875 });
  });

  it('shows the payslip to its tutor only', async () => {
    const slip = await api<{ data: Rec & { hours: Rec[]; overtime: Rec[] } }>(
      'GET',
      `/api/tutor-payment/${String(run.id)}/payslip`,
      undefined,
      tokens.tutor,
    );
    expect(slip.status).toBe(200);
    expect(slip.body.data).toMatchObject({
      employee_name: 'Farhana Billah',
      total: 56.25,
      centre: 'Academy Admin',
    });
    expect(slip.body.data.hours).toHaveLength(4);
    expect(slip.body.data.overtime).toHaveLength(1);
    const other = await api(
      'GET',
      `/api/tutor-payment/${String(run.id)}/payslip`,
      undefined,
      tokens.demoTutor,
    );
    expect(other.status).toBe(404);
  });
});

describe('a race and a release', () => {
  const later = () => addDays(`${period}-01`, 32).slice(0, 7);

  it('lets only one of two simultaneous pay runs through', async () => {
    const entry = await created('working-hour', {
      employee_id: ids.tutor,
      date: `${later()}-03`,
      start_time: '07:00',
      end_time: '08:00',
      status: 1,
    });
    expect(entry).toMatchObject({ status: 1, amount: 10 });
    const body = await payRunBody({ period: later(), advance: 0 });
    const answers = await Promise.all([
      api('POST', '/api/tutor-payment', body),
      api('POST', '/api/tutor-payment', body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const refused = answers.find((a) => a.status === 422)!;
    expect(refused.body.errors.period?.[0]).toContain(later());
  });

  it('releases the rows of a deleted unpaid pay run', async () => {
    const run = await db()
      .selectFrom('tutor_payments')
      .select('id')
      .where('employee_id', '=', ids.tutor)
      .where('period', '=', later())
      .executeTakeFirstOrThrow();
    expect((await api('DELETE', `/api/tutor-payment/${String(run.id)}`)).status).toBe(200);
    const rows = (await hoursOf(ids.tutor)).filter((r) => String(r.date).startsWith(later()));
    expect(rows.map((r) => r.tutor_payment_id)).toEqual([null]);
  });
});

describe('hour details', () => {
  const range = () => `start_date=${period}-01&end_date=${period}-28`;

  it('sums regular, overtime, paid and pending time per tutor', async () => {
    const summary = await api<{ data: { tutors: Rec[] } }>(
      'GET',
      `/api/billing/hour-summary?employee_id=${ids.tutor}&${range()}`,
    );
    expect(summary.body.data.tutors).toEqual([
      {
        employee_id: ids.tutor,
        employee_name: 'Farhana Billah',
        regular_minutes: 255,
        overtime_minutes: 45,
        paid_minutes: 300,
        pending_minutes: 0,
        unpriced_rows: 0,
        earned_amount: 61.25,
        paid_amount: 61.25,
      },
    ]);
    const all = await api<{ data: { tutors: Rec[] } }>(
      'GET',
      `/api/billing/hour-summary?${range()}`,
    );
    expect(all.body.data.tutors.map((t) => t.employee_id)).toContain(ids.tutor);
  });

  it('gives a tutor their own figures only', async () => {
    const own = await api<{ data: { tutors: Rec[] } }>(
      'GET',
      `/api/billing/hour-summary?${range()}`,
      undefined,
      tokens.tutor,
    );
    expect(own.body.data.tutors.map((t) => t.employee_id)).toEqual([ids.tutor]);
    const other = await api(
      'GET',
      `/api/billing/hour-summary?employee_id=${ids.mehnaz}&${range()}`,
      undefined,
      tokens.tutor,
    );
    expect(other.status).toBe(404);
  });
});

describe('the demo billing data', () => {
  it('derives the demo tutor hours from the attendance taken and pays last month', async () => {
    const tutorId = await idWhere(server, 'employees', 'email', 'employee@academy.test');
    const rows = await hoursOf(tutorId);
    const attended = await db()
      .selectFrom('attendances')
      .innerJoin('schedules', 'schedules.id', 'attendances.schedule_id')
      .select(['attendances.schedule_id', 'attendances.date'])
      .where('schedules.tutor_id', '=', tutorId)
      .groupBy(['attendances.schedule_id', 'attendances.date'])
      .execute();
    const sessionRows = rows.filter((r) => r.source === 'session');
    expect(sessionRows.length).toBeGreaterThanOrEqual(attended.length);
    expect(sessionRows.every((r) => r.status === 1 && r.amount !== null)).toBe(true);
    expect(rows.filter((r) => r.source === 'manual' && r.status === 0)).toHaveLength(1);
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    const run = await db()
      .selectFrom('tutor_payments')
      .selectAll()
      .where('employee_id', '=', tutorId)
      .where('period', '=', lastMonth)
      .executeTakeFirstOrThrow();
    // At least the two 90-minute workshops at the 12.50 subject rate: 37.50.
    expect(run.status).toBe('paid');
    expect(Number(run.regular_minutes)).toBeGreaterThanOrEqual(180);
    expect(Number(run.total)).toBeGreaterThanOrEqual(3750);
    const overtime = await db()
      .selectFrom('over_times')
      .selectAll()
      .where('employee_id', '=', tutorId)
      .execute();
    expect(overtime.map((o) => [o.status, o.amount])).toEqual([[1, 750]]);
  });
});

describe('attendance recorded one row at a time', () => {
  it('makes the class held too: its first row writes the working hours, once', async () => {
    const listed = await api<{ data: ClassSession[] }>(
      'GET',
      `/api/schedule/sessions?from=${addDays(today, -140)}&to=${addDays(today, -120)}&course_id=${ids.course}`,
    );
    const early = listed.body.data.find((s) => s.schedule_id === ids.slot)!;
    expect(await sessionRow(early)).toBeUndefined();
    const row = (student_id: number) =>
      created('attendance', {
        schedule_id: early.schedule_id,
        date: early.date,
        student_id,
        status_id: ids.present,
      });
    await row(ids.ayesha);
    expect(await sessionRow(early)).toMatchObject({
      employee_id: ids.tutor,
      minutes: 90,
      // At the subject rate in force by now (20.00 from "leaves paid rows alone…"): 30.00.
      hourly_rate: 2000,
      amount: 3000,
      source: 'session',
    });
    await row(await idWhere(server, 'students', 'email', 'priya.das@students.academy.test'));
    const rows = await db()
      .selectFrom('working_hours')
      .select('id')
      .where('schedule_id', '=', early.schedule_id)
      .where('date', '=', early.date)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
