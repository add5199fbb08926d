/**
 * Homework and course material: a tutor sets homework (students told when it is published), a
 * student submits text and a file as themselves while it is open and until it is marked, late
 * submissions are flagged by the Dhaka due date, a tutor marks (student and parents told), and
 * each kind sees only its own. Works on the demo's SAT Math Intensive (tutor Tanvir, students
 * Ayesha and Priya); the tests of a describe build on each other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, centreNow } from '../../server/domain/scheduling/calendar';
import { fileBlob, pdf } from '../support/files';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
type Who = 'admin' | 'tanvir' | 'mehnaz' | 'ayesha' | 'priya' | 'rafi' | 'kamal';
const tokens = {} as Record<Who, string>;
const users = {} as Record<Who, number>;
const ids = { course: 0, ayesha: 0, priya: 0 };
const today = centreNow().date;

type Saved = { data: Record<string, unknown> };
type Invalid = { message: string; errors: Record<string, string[]> };
type Listed = { data: Record<string, unknown>[] };

const emails: Record<Who, string> = {
  admin: 'admin@academy.test',
  tanvir: 'employee@academy.test',
  mehnaz: 'mehnaz.karim@academy.test',
  ayesha: 'student@academy.test',
  priya: 'priya.das@students.academy.test',
  rafi: 'rafi.ahmed@students.academy.test',
  kamal: 'parent@academy.test',
};

const idOf = (table: string, column: string, value: string) =>
  idWhere(server, table, column, value);

const call = <T = Saved & Invalid>(method: string, path: string, who: Who, json?: unknown) =>
  server.request<T>(method, path, { token: tokens[who], json });

/** The bell notifications of a user with this subject. */
const notices = async (who: Who, subject: string) =>
  server.connection.db
    .selectFrom('notifications')
    .select(['subject', 'message', 'link'])
    .where('user_id', '=', users[who])
    .where('subject', '=', subject)
    .execute();

let counter = 0;
async function setHomework(
  changes: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const { status, body } = await call('POST', '/api/home-work', 'tanvir', {
    title: `Quadratics worksheet ${++counter}`,
    course_id: ids.course,
    due_date: addDays(today, 3),
    total_mark: 10,
    status: 'published',
    ...changes,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const [who, email] of Object.entries(emails) as [Who, string][]) {
    tokens[who] = await server.login(email);
    users[who] = await server.userId(email);
  }
  ids.course = await idOf('courses', 'title', 'SAT Math Intensive');
  ids.ayesha = await idOf('students', 'email', emails.ayesha);
  ids.priya = await idOf('students', 'email', emails.priya);
});
afterAll(async () => {
  await server.close();
});

describe('setting homework', () => {
  it('tells the seated students when it is set published, and nobody else', async () => {
    const homework = await setHomework({ title: 'Circle theorems' });
    const subject = 'New homework: Circle theorems';
    expect(await notices('ayesha', subject)).toEqual([
      {
        subject,
        message: `SAT Math Intensive · due ${addDays(today, 3)}`,
        link: '/student/homeWork',
      },
    ]);
    expect(await notices('priya', subject)).toHaveLength(1);
    expect(await notices('rafi', subject)).toHaveLength(0);
    expect(homework.status).toBe('published');
  });

  it('keeps a draft from students until it is published, then tells them once', async () => {
    const draft = await setHomework({ title: 'Draft: ratios', status: 'draft' });
    const subject = 'New homework: Draft: ratios';
    expect(await notices('ayesha', subject)).toHaveLength(0);
    expect((await call('GET', `/api/home-work/${String(draft.id)}`, 'ayesha')).status).toBe(404);
    const published = await call(
      'PUT',
      `/api/home-work/status/change/${String(draft.id)}/published`,
      'tanvir',
    );
    expect(published.status).toBe(200);
    expect(await notices('ayesha', subject)).toHaveLength(1);
    expect((await call('GET', `/api/home-work/${String(draft.id)}`, 'ayesha')).status).toBe(200);
    await call('PUT', `/api/home-work/status/change/${String(draft.id)}/closed`, 'tanvir');
    await call('PUT', `/api/home-work/status/change/${String(draft.id)}/published`, 'tanvir');
    expect(await notices('ayesha', subject)).toHaveLength(1);
  });

  it('is only for courses the tutor teaches', async () => {
    const { status, body } = await call('POST', '/api/home-work', 'mehnaz', {
      title: 'Not my class',
      course_id: ids.course,
      due_date: today,
      total_mark: 10,
    });
    expect(status).toBe(422);
    expect(body.errors.course_id).toEqual(['The selected course is invalid.']);
  });
});

describe('submitting', () => {
  let homework: Record<string, unknown>;
  let submission: Record<string, unknown>;
  beforeAll(async () => {
    homework = await setHomework();
  });

  it('files the student’s own submission, stamped and on time', async () => {
    const before = Date.now();
    const { status, body } = await call('POST', '/api/student-home-work', 'ayesha', {
      home_work_id: homework.id,
      answer: 'x = 3 or x = -5',
    });
    expect(status).toBe(201);
    submission = body.data;
    expect(submission).toMatchObject({
      student_id: ids.ayesha,
      course_id: ids.course,
      answer: 'x = 3 or x = -5',
      is_late: false,
      mark: null,
      label: `Ayesha Rahman · ${String(homework.title)}`,
    });
    expect(Date.parse(String(submission.submitted_at))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes one submission per student and homework, as a 422', async () => {
    const { status, body } = await call('POST', '/api/student-home-work', 'ayesha', {
      home_work_id: homework.id,
      answer: 'Again',
    });
    expect(status).toBe(422);
    expect(body.errors.home_work_id).toEqual([
      'You have already submitted this homework: change your submission instead.',
    ]);
  });

  it('refuses marks, feedback, someone else’s name and an empty hand-in from a student', async () => {
    const { status, body } = await call('POST', '/api/student-home-work', 'priya', {
      home_work_id: homework.id,
      student_id: ids.ayesha,
      mark: 10,
      feedback: 'Perfect',
    });
    expect(status).toBe(422);
    expect(body.errors.student_id).toEqual(['The selected student is invalid.']);
    const own = await call('POST', '/api/student-home-work', 'priya', {
      home_work_id: homework.id,
      mark: 10,
      feedback: 'Perfect',
    });
    expect(own.body.errors).toEqual({
      mark: ['The mark field is prohibited.'],
      feedback: ['The feedback field is prohibited.'],
      answer: ['Write an answer or attach a file.'],
    });
  });

  it('takes a file as a multipart form, and a change by _method=PUT', async () => {
    const form = new FormData();
    form.append('home_work_id', String(homework.id));
    form.append('answer', 'Working attached');
    form.append('attachment', fileBlob(pdf(), 'application/pdf'), 'working.pdf');
    const created = await server.request<Saved>('POST', '/api/student-home-work', {
      token: tokens.priya,
      form,
    });
    expect(created.status).toBe(201);
    expect(String(created.body.data.attachment)).toMatch(/^\/uploads\/student-home-work\/.+\.pdf$/);
    const stamped = String(created.body.data.submitted_at);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const edit = new FormData();
    edit.append('_method', 'PUT');
    edit.append('answer', 'Working attached, question 4 corrected');
    const updated = await server.request<Saved>(
      'POST',
      `/api/student-home-work/${String(created.body.data.id)}`,
      { token: tokens.priya, form: edit },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.answer).toBe('Working attached, question 4 corrected');
    expect(updated.body.data.attachment).toBe(created.body.data.attachment);
    expect(String(updated.body.data.submitted_at) > stamped).toBe(true);
  });

  it('flags a submission after the end of the due date as late', async () => {
    const overdue = await setHomework({ due_date: addDays(today, -1) });
    const dueToday = await setHomework({ due_date: today });
    const late = await call('POST', '/api/student-home-work', 'ayesha', {
      home_work_id: overdue.id,
      answer: 'Sorry, a day late',
    });
    expect(late.body.data).toMatchObject({ is_late: true });
    const onTime = await call('POST', '/api/student-home-work', 'ayesha', {
      home_work_id: dueToday.id,
      answer: 'Just in time',
    });
    expect(onTime.body.data).toMatchObject({ is_late: false });
  });

  it('takes nothing for closed or draft homework, nor from students of other courses', async () => {
    const closed = await setHomework({ status: 'closed' });
    const refused = await call('POST', '/api/student-home-work', 'ayesha', {
      home_work_id: closed.id,
      answer: 'Too late',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.home_work_id).toEqual([
      `${String(closed.title)} is closed and takes no more submissions.`,
    ]);
    const draft = await setHomework({ status: 'draft' });
    const hidden = await call('POST', '/api/student-home-work', 'ayesha', {
      home_work_id: draft.id,
      answer: 'Early bird',
    });
    expect(hidden.body.errors.home_work_id).toEqual(['The selected homework is invalid.']);
    const outsider = await call('POST', '/api/student-home-work', 'rafi', {
      home_work_id: homework.id,
      answer: 'Not my course',
    });
    expect(outsider.body.errors.home_work_id).toEqual(['The selected homework is invalid.']);
    expect((await call('POST', '/api/student-home-work', 'kamal', {})).status).toBe(403);
  });

  describe('marking', () => {
    const path = () => `/api/student-home-work/${String(submission.id)}`;
    const subject = () => `Homework marked: ${String(homework.title)}`;

    it('refuses a mark above the total and rewriting the student’s answer', async () => {
      const { status, body } = await call('PUT', path(), 'tanvir', {
        mark: 11,
        answer: 'Improved by the tutor',
      });
      expect(status).toBe(422);
      expect(body.errors).toEqual({
        answer: ["The answer field is the student's own and cannot be changed."],
        mark: ['The mark field must not be greater than 10.'],
      });
    });

    it('marks with feedback, and tells the student and their parent', async () => {
      const { status, body } = await call('PUT', path(), 'tanvir', {
        mark: 8,
        feedback: 'Check the sign of the second root.',
        answer: 'x = 3 or x = -5',
      });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ mark: 8, feedback: 'Check the sign of the second root.' });
      expect(await notices('ayesha', subject())).toEqual([
        {
          subject: subject(),
          message: '8 / 10 · Check the sign of the second root.',
          link: '/student/homeWork',
        },
      ]);
      expect(await notices('kamal', `Ayesha Rahman: ${subject()}`)).toEqual([
        expect.objectContaining({ link: '/parent/tasks' }),
      ]);
    });

    it('tells again only when the mark changes', async () => {
      await call('PUT', path(), 'tanvir', { feedback: 'And simplify.' });
      expect(await notices('ayesha', subject())).toHaveLength(1);
      await call('PUT', path(), 'tanvir', { mark: 9 });
      expect(await notices('ayesha', subject())).toHaveLength(2);
    });

    it('closes the submission to the student once marked', async () => {
      const { status, body } = await call('PUT', path(), 'ayesha', { answer: 'Changed my mind' });
      expect(status).toBe(422);
      expect(body.errors.answer).toEqual([
        'This submission has been marked and can no longer be changed.',
      ]);
    });

    it('shows the mark to the student and parent, and the submission to nobody else', async () => {
      const own = await call<Saved>('GET', path(), 'ayesha');
      expect(own.body.data).toMatchObject({ mark: 9, feedback: 'And simplify.' });
      expect((await call('GET', path(), 'priya')).status).toBe(404);
      expect((await call('GET', path(), 'mehnaz')).status).toBe(404);
      expect((await call('PUT', path(), 'mehnaz', { mark: 1 })).status).toBe(404);
      const child = await call<Listed>('GET', '/api/student-home-work?per_page=100', 'kamal');
      expect(child.body.data.length).toBeGreaterThan(0);
      expect(new Set(child.body.data.map((s) => s.student_id))).toEqual(new Set([ids.ayesha]));
      expect((await call('PUT', path(), 'kamal', { mark: 10 })).status).toBe(403);
    });

    it('lets an admin file a submission only for a named, seated student', async () => {
      const anonymous = await call('POST', '/api/student-home-work', 'admin', {
        home_work_id: homework.id,
        answer: 'Handed in on paper',
      });
      expect(anonymous.body.errors.student_id).toEqual(['The student field is required.']);
      const rafi = await idOf('students', 'email', emails.rafi);
      const outsider = await call('POST', '/api/student-home-work', 'admin', {
        home_work_id: homework.id,
        student_id: rafi,
        answer: 'Handed in on paper',
      });
      expect(outsider.body.errors.student_id).toEqual([
        'The student is not enrolled in the course of this homework.',
      ]);
    });
  });
});

describe('who a submission belongs to', () => {
  let submission: Record<string, unknown>;
  let other: Record<string, unknown>;
  const path = () => `/api/student-home-work/${String(submission.id)}`;
  const stored = async () =>
    server.connection.db
      .selectFrom('student_home_works')
      .select(['student_id', 'home_work_id'])
      .where('id', '=', Number(submission.id))
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    const homework = await setHomework();
    other = await setHomework();
    const filed = await call('POST', '/api/student-home-work', 'ayesha', {
      home_work_id: homework.id,
      answer: 'Mine',
    });
    expect(filed.status).toBe(201);
    submission = filed.body.data;
    expect((await call('PUT', path(), 'tanvir', { mark: 7 })).status).toBe(200);
  });

  it('refuses a tutor moving it to another student, and keeps it', async () => {
    const { status, body } = await call('PUT', path(), 'tanvir', { student_id: ids.priya });
    expect(status).toBe(422);
    expect(body.errors.student_id).toEqual([
      'The student of this record cannot be changed once it is made.',
    ]);
    expect(await stored()).toEqual({
      student_id: ids.ayesha,
      home_work_id: Number(submission.home_work_id),
    });
  });

  it('refuses a tutor moving it, marked, to another homework, and keeps it', async () => {
    const { status, body } = await call('PUT', path(), 'tanvir', { home_work_id: other.id });
    expect(status).toBe(422);
    expect(body.errors.home_work_id).toEqual([
      'The homework of this record cannot be changed once it is made.',
    ]);
    expect(await stored()).toEqual({
      student_id: ids.ayesha,
      home_work_id: Number(submission.home_work_id),
    });
  });

  it('takes the same student and homework sent back unchanged, as a form does', async () => {
    const { status } = await call('PUT', path(), 'tanvir', {
      student_id: String(ids.ayesha),
      home_work_id: submission.home_work_id,
      feedback: 'Good',
    });
    expect(status).toBe(200);
  });

  it('lets an admin move it to another student and another homework', async () => {
    const { status, body } = await call('PUT', path(), 'admin', {
      student_id: ids.priya,
      home_work_id: other.id,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await stored()).toEqual({ student_id: ids.priya, home_work_id: Number(other.id) });
  });
});

describe('course material', () => {
  it('needs a file for a file and an address for a video or a link', async () => {
    const base = { title: 'Formula sheet', course_id: ids.course, status: 'published' };
    const file = await call('POST', '/api/course-material', 'tanvir', { ...base, kind: 1 });
    expect(file.body.errors).toEqual({ file: ['The file field is required for a file.'] });
    const link = await call('POST', '/api/course-material', 'tanvir', { ...base, kind: 3 });
    expect(link.body.errors).toEqual({ url: ['The url field is required for a video or a link.'] });
  });

  it('shows published material of a course to its students only', async () => {
    const shown = await call('POST', '/api/course-material', 'tanvir', {
      title: 'Desmos tips',
      course_id: ids.course,
      kind: 3,
      url: 'https://www.desmos.com/calculator',
      status: 'published',
    });
    const hidden = await call('POST', '/api/course-material', 'tanvir', {
      title: 'Next week (draft)',
      course_id: ids.course,
      kind: 2,
      url: 'https://www.youtube.com/watch?v=abc',
      status: 'draft',
    });
    expect(shown.status).toBe(201);
    const titles = async (who: Who) =>
      (
        await call<Listed>(
          'GET',
          `/api/course-material?per_page=100&filter[course_id]=${ids.course}`,
          who,
        )
      ).body.data.map((m) => m.title);
    expect(await titles('ayesha')).toContain('Desmos tips');
    expect(await titles('ayesha')).not.toContain('Next week (draft)');
    expect(await titles('rafi')).toEqual([]);
    expect(await titles('tanvir')).toContain('Next week (draft)');
    expect(
      (await call('GET', `/api/course-material/${String(hidden.body.data.id)}`, 'ayesha')).status,
    ).toBe(404);
  });
});
