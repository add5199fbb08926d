/**
 * People and what hangs off them: profiles with their sign-in accounts, hiring from an
 * application, the enrolment rules, tutoring requests from the public site to a student, and
 * complaints answered by staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

type Record_ = Record<string, unknown>;
type Saved = { data: Record_ };
type Invalid = { message: string; errors: Record<string, string[]> };

const db = () => server.connection.db;

const mailsTo = (email: string) =>
  db().selectFrom('mail_outbox').select(['subject', 'text']).where('to', '=', email).execute();

async function create(resource: string, json: Record_, token = admin): Promise<Record_> {
  const { status, body } = await server.request<Saved>('POST', `/api/${resource}`, {
    token,
    json,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

describe('employee profiles and their accounts', () => {
  const person = (email: string) => ({
    first_name: 'Sadia',
    last_name: 'Islam',
    email,
    phone: '+880 1712-000111',
  });

  it('makes a working sign-in from the password given on the profile', async () => {
    const employee = await create('employee', {
      ...person('sadia.islam@academy.test'),
      role_id: await idWhere(server, 'roles', 'name', 'Tutor'),
      password: 'a-strong-secret',
    });
    expect(employee).toMatchObject({ full_name: 'Sadia Islam', employee_no: expect.any(String) });
    expect(employee).not.toHaveProperty('password');
    const token = await server.login('sadia.islam@academy.test', 'a-strong-secret');
    const me = await server.request<Record_>('GET', '/api/user', { token });
    expect(me.body).toMatchObject({ id: employee.user_id, kind: 'employee', name: 'Sadia Islam' });
    expect(await mailsTo('sadia.islam@academy.test')).toEqual([]);
  });

  it('invites by e-mail when no password is given, and the account cannot sign in yet', async () => {
    await create('employee', {
      ...person('invited.tutor@academy.test'),
      role_id: await idWhere(server, 'roles', 'name', 'Tutor'),
    });
    const mails = await mailsTo('invited.tutor@academy.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your Academy Admin account');
    expect(mails[0]?.text).toContain('/auth/reset-password?token=');
    const attempt = await server.request('POST', '/api/login', {
      json: { email: 'invited.tutor@academy.test', password: '!invited' },
    });
    expect(attempt.status).toBe(422);
  });

  it("moves the account's e-mail with the profile's, and deleting the profile removes the account", async () => {
    const employee = await create('employee', {
      ...person('before.move@academy.test'),
      role_id: await idWhere(server, 'roles', 'name', 'Tutor'),
      password: 'a-strong-secret',
    });
    const edited = await server.request<Saved>('PUT', `/api/employee/${String(employee.id)}`, {
      token: admin,
      json: { email: 'After.Move@academy.test' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.email).toBe('after.move@academy.test');
    expect(await server.userId('after.move@academy.test')).toBe(employee.user_id);
    await server.login('after.move@academy.test', 'a-strong-secret');

    const removed = await server.request('DELETE', `/api/employee/${String(employee.id)}`, {
      token: admin,
    });
    expect(removed.status).toBe(200);
    const account = await db()
      .selectFrom('users')
      .select('id')
      .where('id', '=', Number(employee.user_id))
      .executeTakeFirst();
    expect(account).toBeUndefined();
  });

  it('audits the account with each write of its profile, once, by the user who made it', async () => {
    const employee = await create('employee', {
      ...person('audited.tutor@academy.test'),
      role_id: await idWhere(server, 'roles', 'name', 'Tutor'),
      password: 'a-strong-secret',
    });
    const adminId = await server.userId('admin@academy.test');
    const userId = Number(employee.user_id);
    await server.request('PUT', `/api/employee/${String(employee.id)}`, {
      token: admin,
      json: { last_name: 'Rahman' },
    });
    // The other direction: the account edited, the profile follows.
    const renamed = await server.request<Saved>('PUT', `/api/users/${String(userId)}`, {
      token: admin,
      json: { first_name: 'Sadiya' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    await server.request('DELETE', `/api/employee/${String(employee.id)}`, { token: admin });

    const changes = await db()
      .selectFrom('audit_logs')
      .select(['resource', 'action', 'user_id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('resource', '=', 'users'), eb('record_id', '=', userId)]),
          eb.and([eb('resource', '=', 'employee'), eb('record_id', '=', Number(employee.id))]),
        ]),
      )
      .orderBy('id')
      .execute();
    expect(changes).toEqual(
      [
        ['users', 'create'],
        ['employee', 'create'],
        ['users', 'update'],
        ['employee', 'update'],
        ['employee', 'update'],
        ['users', 'update'],
        ['users', 'delete'],
        ['employee', 'delete'],
      ].map(([resource, action]) => ({ resource, action, user_id: adminId })),
    );
    const profile = await db()
      .selectFrom('audit_logs')
      .select('after')
      .where('resource', '=', 'employee')
      .where('record_id', '=', Number(employee.id))
      .where('action', '=', 'update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(profile.after))).toMatchObject({ full_name: 'Sadiya Rahman' });
  });
});

describe('hiring from an application', () => {
  let applicant: Record_;

  beforeAll(async () => {
    applicant = await create('job-applicant', {
      job_id: 1,
      name: 'Rezaul Karim',
      email: 'rezaul.karim@example.com',
      phone: '+880 1812-111222',
    });
  });

  const hire = () =>
    server.request<Invalid & Saved>('POST', '/api/employee', {
      token: admin,
      json: {
        first_name: 'Rezaul',
        last_name: 'Karim',
        email: 'rezaul.karim@example.com',
        role_id: 2,
        job_applicant_id: applicant.id,
      },
    });

  it('refuses an applicant who has not been selected', async () => {
    const { status, body } = await hire();
    expect(status).toBe(422);
    expect(body.errors.job_applicant_id).toEqual([
      'Rezaul Karim cannot be hired: the application has not been selected.',
    ]);
  });

  it('hires a selected applicant once', async () => {
    await server.request('PUT', `/api/job-applicant/status/change/${String(applicant.id)}/3`, {
      token: admin,
    });
    const first = await hire();
    expect(first.status).toBe(201);
    expect(first.body.data.job_applicant_id).toBe(applicant.id);

    await server.request('PUT', `/api/employee/${String(first.body.data.id)}`, {
      token: admin,
      json: { email: 'rezaul@academy.test' },
    });
    const again = await hire();
    expect(again.status).toBe(422);
    expect(again.body.errors.job_applicant_id).toEqual([
      `Rezaul Karim has already been hired as employee ${String(first.body.data.employee_no)}.`,
    ]);
  });
});

describe('enrolment rules', () => {
  let course: Record_;
  const students: Record_[] = [];

  beforeAll(async () => {
    course = await create('course', {
      title: 'ACT Science Crash Course',
      category_id: 1,
      kind: 1,
      price: '5000.00',
      capacity: 2,
      status: 'published',
    });
    for (const name of ['Nadia', 'Fahim', 'Sumaiya']) {
      students.push(
        await create('student', {
          first_name: name,
          last_name: 'Test',
          email: `${name.toLowerCase()}.test@students.academy.test`,
          password: 'a-strong-secret',
        }),
      );
    }
  });

  const enrol = (student: Record_, courseId = course.id, status?: string) =>
    server.request<Invalid & Saved>('POST', '/api/student-course', {
      token: admin,
      json: { student_id: student.id, course_id: courseId, ...(status ? { status } : {}) },
    });

  it('fills the seats, then refuses the next enrolment with the count', async () => {
    expect((await enrol(students[0]!)).status).toBe(201);
    expect((await enrol(students[1]!, course.id, 'pending')).status).toBe(201);
    const full = await enrol(students[2]!);
    expect(full.status).toBe(422);
    expect(full.body.errors.course_id).toEqual([
      'ACT Science Crash Course is full (2 of 2 seats taken).',
    ]);
    expect(full.body.message).toBe('ACT Science Crash Course is full (2 of 2 seats taken).');
  });

  it('refuses enrolling the same student twice', async () => {
    const twice = await enrol(students[0]!);
    expect(twice.status).toBe(422);
    expect(twice.body.errors.course_id).toEqual([
      'Nadia Test is already enrolled in ACT Science Crash Course.',
    ]);
  });

  it('frees a seat on cancelling, and re-activating needs a free seat again', async () => {
    const seated = await db()
      .selectFrom('student_courses')
      .select(['id', 'student_id'])
      .where('course_id', '=', Number(course.id))
      .orderBy('id')
      .execute();
    const first = Number(seated[0]!.id);
    const cancelled = await server.request<Saved>(
      'PUT',
      `/api/student-course/status/change/${first}/cancelled`,
      { token: admin },
    );
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await enrol(students[2]!)).status).toBe(201);

    const back = await server.request<Invalid>(
      'PUT',
      `/api/student-course/status/change/${first}/active`,
      { token: admin },
    );
    expect(back.status).toBe(422);
    expect(back.body.errors.status).toEqual([
      'ACT Science Crash Course is full (2 of 2 seats taken).',
    ]);
    const viaEdit = await server.request<Invalid>('PUT', `/api/student-course/${first}`, {
      token: admin,
      json: { status: 'pending' },
    });
    expect(viaEdit.status).toBe(422);
    expect(viaEdit.body.errors.status).toHaveLength(1);

    const again = await enrol(students[0]!);
    expect(again.body.errors.course_id).toEqual([
      'Nadia Test already has a cancelled enrolment in ACT Science Crash Course: change its status instead.',
    ]);
  });

  it('lets a completed or cancelled enrolment be saved without a free seat', async () => {
    const row = await db()
      .selectFrom('student_courses')
      .select('id')
      .where('course_id', '=', Number(course.id))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const completed = await server.request('PUT', `/api/student-course/${String(row.id)}`, {
      token: admin,
      json: { status: 'completed', note: 'Finished early.' },
    });
    expect(completed.status).toBe(200);
  });

  it('takes new enrolments only in published courses', async () => {
    const draft = await create('course', {
      title: 'GRE Verbal Draft',
      category_id: 1,
      kind: 1,
      price: '100.00',
    });
    const refused = await enrol(students[0]!, draft.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.course_id).toEqual(['GRE Verbal Draft is not open for enrolment.']);
  });
});

describe('tutoring requests', () => {
  const family = {
    guardian_name: 'Mahmuda Akter Khan',
    email: 'Mahmuda.Khan@example.com',
    phone: '+880 1711-555666',
    student_name: 'Zarif Khan',
    student_level: 'Grade 10',
    subject_id: 1,
    preferred_times: 'Weekday evenings',
    message: 'Looking for SAT Math help.',
  };

  const submit = (json: Record_) =>
    server.request<Invalid & { status: boolean; message: string }>(
      'POST',
      '/api/tutoring-request/public',
      { json },
    );

  const requestOf = async (email: string) =>
    db()
      .selectFrom('tutoring_requests')
      .selectAll()
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  const convert = (id: unknown, json: Record_, token = admin) =>
    server.request<Invalid & { message: string; data: Record<string, Record_> }>(
      'POST',
      `/api/tutoring-request/${String(id)}/convert`,
      { token, json },
    );

  it('takes a request from the public site without a sign-in', async () => {
    const { status, body } = await submit(family);
    expect(status).toBe(201);
    expect(body).toEqual({
      status: true,
      message: 'Thank you! We have received your request and will contact you soon.',
    });
    const stored = await requestOf('mahmuda.khan@example.com');
    expect(stored).toMatchObject({ status: 'new', student_id: null, created_by: null });
  });

  it('refuses staff fields and missing answers from the public form', async () => {
    const sneaky = await submit({ ...family, status: 'converted', note: 'VIP' });
    expect(sneaky.status).toBe(422);
    expect(sneaky.body.errors).toEqual({
      status: ['The status field is prohibited.'],
      note: ['The staff note field is prohibited.'],
    });
    const empty = await submit({ email: 'not-an-email' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual([
      'email',
      'guardian_name',
      'phone',
      'student_name',
    ]);
  });

  it('converts a request into a parent, a student and an enrolment in one step', async () => {
    const request = await requestOf('mahmuda.khan@example.com');
    const missing = await convert(request.id, { course_id: 2 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.student_email).toEqual(['The student email field is required.']);

    const { status, body } = await convert(request.id, {
      course_id: 2,
      student_email: 'Zarif.Khan@students.academy.test',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe('Zarif Khan is now a student, enrolled in SAT Math Intensive.');
    const { student, parent, enrolment, tutoring_request } = body.data;
    expect(student).toMatchObject({
      first_name: 'Zarif',
      last_name: 'Khan',
      email: 'zarif.khan@students.academy.test',
      grade: 'Grade 10',
      parents: [parent!.id],
    });
    expect(parent).toMatchObject({
      first_name: 'Mahmuda',
      last_name: 'Akter Khan',
      email: 'mahmuda.khan@example.com',
      phone: '+880 1711-555666',
    });
    expect(enrolment).toMatchObject({
      student_id: student!.id,
      course_id: 2,
      status: 'active',
      label: 'Zarif Khan · SAT Math Intensive',
    });
    expect(tutoring_request).toMatchObject({ status: 'converted', student_id: student!.id });
    // Both new accounts are invited to choose a password.
    expect(await mailsTo('zarif.khan@students.academy.test')).toHaveLength(1);
    expect(await mailsTo('mahmuda.khan@example.com')).toHaveLength(1);
    // Searchable like a student made by hand.
    const found = await server.request<{ data: Record_[] }>('GET', '/api/student?search=zarif', {
      token: admin,
    });
    expect(found.body.data.map((s) => s.id)).toEqual([student!.id]);

    const again = await convert(request.id, {
      course_id: 2,
      student_email: 'zarif.second@students.academy.test',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.status).toEqual(['This tutoring request has already been converted.']);
  });

  it('links the parent who already has that e-mail instead of making another', async () => {
    await submit({ ...family, email: 'parent@academy.test', student_name: 'Nabila Rahman' });
    const request = await requestOf('parent@academy.test');
    const { status, body } = await convert(request.id, {
      course_id: 1,
      student_email: 'nabila.rahman@students.academy.test',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const parents = await db()
      .selectFrom('parents')
      .select('id')
      .where('email', '=', 'parent@academy.test')
      .execute();
    expect(parents).toHaveLength(1);
    expect(body.data.parent!.id).toBe(Number(parents[0]!.id));
    expect(body.data.student!.parents).toEqual([body.data.parent!.id]);
    expect(await mailsTo('parent@academy.test')).toEqual([]);
  });

  it('writes nothing when the enrolment is refused, and names the fields the caller sent', async () => {
    const full = await create('course', {
      title: 'Olympiad Prep',
      category_id: 1,
      kind: 2,
      price: '100.00',
      capacity: 1,
      status: 'published',
    });
    await create('student-course', { student_id: 1, course_id: full.id });
    await submit({ ...family, email: 'latecomer@example.com', student_name: 'Late Comer' });
    const request = await requestOf('latecomer@example.com');

    const refused = await convert(request.id, {
      course_id: full.id,
      student_email: 'late.comer@students.academy.test',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.course_id).toEqual(['Olympiad Prep is full (1 of 1 seats taken).']);
    const taken = await convert(request.id, {
      course_id: 1,
      student_email: 'student@academy.test',
    });
    expect(taken.body.errors.student_email).toEqual(['The email has already been taken.']);

    for (const [table, email] of [
      ['students', 'late.comer@students.academy.test'],
      ['parents', 'latecomer@example.com'],
      ['users', 'latecomer@example.com'],
    ] as const) {
      const row = await db()
        .selectFrom(table)
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(row, `${table} ${email}`).toBeUndefined();
    }
    expect(await requestOf('latecomer@example.com')).toMatchObject({ status: 'new' });
  });

  it('is refused to users who may not make students', async () => {
    const request = await requestOf('latecomer@example.com');
    const tutor = await server.login('employee@academy.test');
    const { status } = await convert(
      request.id,
      { course_id: 1, student_email: 'x@students.academy.test' },
      tutor,
    );
    expect(status).toBe(403);
  });
});

describe('complaints', () => {
  let student: string;
  let complaintId: number;

  beforeAll(async () => {
    student = await server.login('student@academy.test');
  });

  it('a student files a complaint, but may not answer or solve it', async () => {
    const answered = await server.request<Invalid>('POST', '/api/complain', {
      token: student,
      json: {
        subject: 'Room too cold',
        message: 'The AC in Room 201.',
        answer: 'Fixed',
        status: 1,
      },
    });
    expect(answered.status).toBe(422);
    expect(answered.body.errors).toEqual({
      answer: ['The answer field is prohibited.'],
      status: ['The status field is prohibited.'],
    });

    const filed = await create(
      'complain',
      { subject: 'Room too cold', message: 'The AC in Room 201 is stuck.', status: 0 },
      student,
    );
    expect(filed).toMatchObject({ status: 0, answer: null });
    complaintId = Number(filed.id);
  });

  it('an answer from staff solves the complaint and notifies the complainant', async () => {
    const { status, body } = await server.request<Saved>('PUT', `/api/complain/${complaintId}`, {
      token: admin,
      json: { answer: 'The AC has been repaired.', status: 0 },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ answer: 'The AC has been repaired.', status: 1 });

    const bell = await server.request<{ data: Record_[] }>('GET', '/api/user/notification', {
      token: student,
    });
    expect(bell.body.data[0]).toMatchObject({
      subject: 'Your complaint has been answered',
      message: 'Room too cold: The AC has been repaired.',
      link: `/common/complain/${complaintId}/show`,
      is_seen: false,
    });
    const mine = await server.request<Saved>('GET', `/api/complain/${complaintId}`, {
      token: student,
    });
    expect(mine.body.data).toMatchObject({ answer: 'The AC has been repaired.', status: 1 });
  });

  it('keeps a status the staff set with the answer', async () => {
    const reopened = await server.request<Saved>('PUT', `/api/complain/${complaintId}`, {
      token: admin,
      json: { answer: 'A technician comes on Sunday.', status: 0 },
    });
    // Sent 0 while the complaint was solved: that is a choice, not the form echoing it back.
    expect(reopened.body.data.status).toBe(0);
  });

  it('is out of sight for other users, and the student cannot change it', async () => {
    const parent = await server.login('parent@academy.test');
    expect(
      (await server.request('GET', `/api/complain/${complaintId}`, { token: parent })).status,
    ).toBe(404);
    const list = await server.request<{ data: Record_[] }>('GET', '/api/complain', {
      token: parent,
    });
    expect(list.body.data.map((c) => c.id)).not.toContain(complaintId);
    const edit = await server.request('PUT', `/api/complain/${complaintId}`, {
      token: student,
      json: { status: 1 },
    });
    expect(edit.status).toBe(403);
  });
});
