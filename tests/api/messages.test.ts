/** The chat API (docs/API.md "Messages") against the real server and the demo people. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_TYPE } from '../../schema';
import { fileBlob, pdf, pngOf } from '../support/files';
import { startTestServer, type TestServer } from '../support/server';

interface Contact {
  id: number;
  name: string;
  kind: string;
  unread: number;
  last_message: { id: number; text: string | null } | null;
}
interface Message {
  id: number;
  sender_id: number;
  receiver_id: number;
  text: string | null;
  attachment: { path: string; name: string; mime: string; size: number; is_image: boolean } | null;
  seen_at: string | null;
}
interface Page {
  data: Message[];
  meta: { has_more: boolean; next_before: number | null; per_page: number };
}

let server: TestServer;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
const PEOPLE = ['admin', 'employee', 'student', 'parent'] as const;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of PEOPLE) {
    token[who] = await server.login(`${who}@academy.test`);
    id[who] = await server.userId(`${who}@academy.test`);
  }
});
afterAll(() => server.close());

const contacts = async (who: string, search = '') =>
  (
    await server.request<{ data: Contact[]; meta: { total: number } }>(
      'GET',
      `/api/messages/contacts?search=${encodeURIComponent(search)}&per_page=200`,
      { token: token[who] },
    )
  ).body;
const send = (from: string, to: number, json: unknown) =>
  server.request<{ data: Message; errors?: Record<string, string[]> }>(
    'POST',
    `/api/messages/${to}`,
    { token: token[from], json },
  );
const sendForm = (from: string, to: number, form: FormData) =>
  server.request<{ data: Message; errors?: Record<string, string[]> }>(
    'POST',
    `/api/messages/${to}`,
    { token: token[from], form },
  );
const page = (who: string, other: number, query = '') =>
  server.request<Page>('GET', `/api/messages/${other}${query}`, { token: token[who] });
const unread = async (who: string) =>
  (
    await server.request<{ data: { total: number } }>('GET', '/api/messages/unread', {
      token: token[who],
    })
  ).body.data.total;

/** Account ids of users of a kind, other than the demo one, straight from the tables. */
async function othersOfKind(kind: keyof typeof ROLE_TYPE, except: number): Promise<number[]> {
  const rows = await server.connection.db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('users.id')
    .where('roles.type', '=', ROLE_TYPE[kind])
    .where('users.id', '!=', except)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** The demo student's tutors, read from enrolments and course tutors. */
async function tutorsOfDemoStudent(): Promise<number[]> {
  const rows = await server.connection.db
    .selectFrom('students')
    .innerJoin('student_courses', 'student_courses.student_id', 'students.id')
    .innerJoin('course_tutors', 'course_tutors.course_id', 'student_courses.course_id')
    .innerJoin('employees', 'employees.id', 'course_tutors.employee_id')
    .select('employees.user_id')
    .where('students.user_id', '=', id.student!)
    .where('student_courses.status', 'in', ['pending', 'active', 'completed'])
    .distinct()
    .execute();
  return rows.map((r) => Number(r.user_id));
}

describe('who may talk to whom', () => {
  it('lets an admin talk to anyone', async () => {
    const ids = (await contacts('admin')).data.map((c) => c.id);
    for (const who of ['employee', 'student', 'parent'] as const) expect(ids).toContain(id[who]);
    expect(ids).not.toContain(id.admin);
  });

  it('gives a student their tutors and the admins, nobody else', async () => {
    const list = (await contacts('student')).data;
    expect(new Set(list.map((c) => c.kind))).toEqual(new Set(['admin', 'employee']));
    const tutors = list.filter((c) => c.kind === 'employee').map((c) => c.id);
    expect(tutors.sort()).toEqual((await tutorsOfDemoStudent()).sort());
    expect(tutors).toContain(id.employee);
  });

  it("gives a tutor their students and the students' parents, not other tutors", async () => {
    const list = (await contacts('employee')).data;
    const ids = list.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([id.admin, id.student, id.parent]));
    expect(list.some((c) => c.kind === 'employee')).toBe(false);
    const otherTutor = (await othersOfKind('employee', id.employee!))[0]!;
    expect((await send('employee', otherTutor, { text: 'hi' })).status).toBe(404);
    expect((await page('employee', otherTutor)).status).toBe(404);
  });

  it("gives a parent their children's tutors, not the children or other parents", async () => {
    const list = (await contacts('parent')).data;
    expect(list.map((c) => c.id)).toContain(id.employee);
    expect(new Set(list.map((c) => c.kind))).toEqual(new Set(['admin', 'employee']));
    expect((await send('parent', id.student!, { text: 'hi' })).status).toBe(404);
    expect((await send('student', id.parent!, { text: 'hi' })).status).toBe(404);
  });

  it('finds contacts by name, case-insensitively', async () => {
    const all = (await contacts('admin')).data;
    const someone = all.find((c) => c.id === id.student)!;
    const term = someone.name.split(' ')[0]!.toUpperCase();
    const found = (await contacts('admin', term)).data.map((c) => c.id);
    expect(found).toContain(id.student);
    expect(found.length).toBeLessThan(all.length);
    expect((await contacts('admin', 'no such person %_')).data).toEqual([]);
  });

  it('answers 404 for unknown users and yourself, 401 without a token', async () => {
    expect((await send('admin', 99_999_999, { text: 'hi' })).status).toBe(404);
    expect((await send('admin', id.admin!, { text: 'hi' })).status).toBe(404);
    expect((await page('admin', 0)).status).toBe(404);
    const anonymous = await server.request('GET', '/api/messages/contacts');
    expect(anonymous.status).toBe(401);
  });
});

describe('sending and reading', () => {
  it('refuses an empty message, a long one and unknown fields with field errors', async () => {
    const empty = await send('admin', id.employee!, { text: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.text).toBeDefined();
    const long = await send('admin', id.employee!, { text: 'x'.repeat(5001) });
    expect(long.body.errors?.text?.[0]).toMatch(/5000/);
    const extra = await send('admin', id.employee!, { text: 'hi', receiver_id: id.student });
    expect(extra.status).toBe(422);
    expect(extra.body.errors?.receiver_id).toBeDefined();
  });

  it('accepts an image and a PDF, checked by their bytes', async () => {
    const image = new FormData();
    image.set('attachment', fileBlob(pngOf(4, 4), 'image/png'), 'board.png');
    const sent = await sendForm('employee', id.student!, image);
    expect(sent.status).toBe(201);
    expect(sent.body.data.attachment).toMatchObject({
      name: 'board.png',
      mime: 'image/png',
      is_image: true,
    });
    const served = await fetch(`${server.url}${sent.body.data.attachment!.path}`);
    expect(served.status).toBe(200);

    const doc = new FormData();
    doc.set('text', 'The worksheet');
    doc.set('attachment', fileBlob(pdf(), 'application/pdf'), 'worksheet.pdf');
    const withText = await sendForm('employee', id.student!, doc);
    expect(withText.status).toBe(201);
    expect(withText.body.data).toMatchObject({ text: 'The worksheet' });
    expect(withText.body.data.attachment?.mime).toBe('application/pdf');
  });

  it('refuses a file whose bytes are not an accepted type, whatever its name says', async () => {
    const fake = new FormData();
    fake.set('attachment', fileBlob(Buffer.from('#!/bin/sh\necho hi\n'), 'image/png'), 'x.png');
    const refused = await sendForm('employee', id.student!, fake);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.attachment?.[0]).toMatch(/must be a file of type/);
  });

  it('counts unread messages per contact and in total, and clears them when seen', async () => {
    const before = await unread('parent');
    await send('employee', id.parent!, { text: 'Your child did well today.' });
    await send('employee', id.parent!, { text: 'Homework is on page 12.' });
    expect(await unread('parent')).toBe(before + 2);
    const tutor = (await contacts('parent')).data.find((c) => c.id === id.employee)!;
    expect(tutor.unread).toBe(2);
    expect(tutor.last_message?.text).toBe('Homework is on page 12.');

    const dashboard = await server.request<{ data: { counters: Record<string, number> } }>(
      'GET',
      '/api/dashboard/report?only=counters',
      { token: token.parent },
    );
    expect(dashboard.body.data.counters.unread_messages).toBe(before + 2);

    const seen = await server.request<{ data: { updated: number } }>(
      'POST',
      `/api/messages/${id.employee}/seen`,
      { token: token.parent },
    );
    expect(seen.body.data.updated).toBe(2);
    expect(await unread('parent')).toBe(before);
    const mine = (await page('employee', id.parent!)).body.data;
    expect(mine.every((m) => m.seen_at !== null)).toBe(true);
  });

  it('orders contacts by latest activity', async () => {
    await send('admin', id.parent!, { text: 'A note for the parent' });
    expect((await contacts('admin')).data[0]!.id).toBe(id.parent);
    await send('student', id.admin!, { text: 'A question from the student' });
    const list = (await contacts('admin')).data;
    expect(list[0]!.id).toBe(id.student);
    expect(list[0]!.unread).toBeGreaterThanOrEqual(1);
  });

  it('pages a conversation upwards by keyset, oldest first within a page', async () => {
    const texts = Array.from({ length: 7 }, (_, i) => `line ${i + 1}`);
    for (const [i, text] of texts.entries())
      await send(i % 2 === 0 ? 'admin' : 'employee', i % 2 === 0 ? id.employee! : id.admin!, {
        text,
      });
    const first = (await page('admin', id.employee!, '?per_page=3')).body;
    expect(first.data.map((m) => m.text)).toEqual(['line 5', 'line 6', 'line 7']);
    expect(first.meta.has_more).toBe(true);
    const second = (
      await page('admin', id.employee!, `?per_page=3&before=${first.meta.next_before}`)
    ).body;
    expect(second.data.map((m) => m.text)).toEqual(['line 2', 'line 3', 'line 4']);
    const seen: string[] = [];
    let before: number | null = second.meta.next_before;
    while (before !== null) {
      const next = (await page('admin', id.employee!, `?per_page=3&before=${before}`)).body;
      seen.push(...next.data.map((m) => String(m.text)));
      before = next.meta.next_before;
    }
    expect(seen).toContain('line 1');
    expect((await page('admin', id.employee!, '?per_page=0')).status).toBe(422);
    expect((await page('admin', id.employee!, '?before=abc')).status).toBe(422);
  });
});
