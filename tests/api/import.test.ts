/**
 * The guided student import: preview with suggested columns, a dry run that reports and writes
 * nothing, an import of students, shared parents and enrolments in one transaction, and the
 * per-row report that leaves the database untouched when any row fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

interface RowReport {
  row: number;
  student: { action: string; id: number | null; name: string; matched_by: string | null };
  parent: { action: string; id: number | null; created_in_row: number | null };
  enrolment: { action: string; course_id: number | null; course: string | null };
  errors: Record<string, string[]>;
}
interface ImportAnswer {
  message?: string;
  data: {
    dry_run: boolean;
    imported: boolean;
    counts: Record<string, unknown>;
    rows: RowReport[];
  };
}
interface Refusal {
  message: string;
  rows: RowReport[];
  errors?: Record<string, string[]>;
}

const HEADER = [
  'Student First Name',
  'Student Last Name',
  'Student Email',
  'Phone',
  'Guardian first name',
  'Guardian email',
  'Guardian phone',
  'Course',
  'Start date',
].join(',');

const MAPPING = {
  'student.first_name': 'Student First Name',
  'student.last_name': 'Student Last Name',
  'student.email': 'Student Email',
  'student.phone': 'Phone',
  'parent.first_name': 'Guardian first name',
  'parent.email': 'Guardian email',
  'parent.phone': 'Guardian phone',
  course: 'Course',
  start_date: 'Start date',
};

function csvForm(
  csv: string | Uint8Array<ArrayBuffer>,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'students.csv');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const importForm = (csv: string, dryRun: boolean, mapping: object = MAPPING) =>
  csvForm(csv, { mapping: JSON.stringify(mapping), dry_run: dryRun ? '1' : '0' });

/** Row counts of every table an import writes to, to prove that nothing was written. */
async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'students',
    'parents',
    'users',
    'parent_students',
    'student_courses',
    'audit_logs',
    'mail_outbox',
    'one_time_tokens',
  ]) {
    const row = await openTables(server.connection.db)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

const studentByEmail = (email: string) =>
  server.connection.db
    .selectFrom('students')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();

describe('student import preview', () => {
  it('reads a semicolon file with a byte-order mark and suggests the columns', async () => {
    const csv =
      '\uFEFFStudent Email;First name;Surname;Guardian phone;Parent E-mail;Course;Course start\r\n' +
      'a@example.com;Ada;Rahman;+880 1711-111111;p@example.com;SAT Math Intensive;2030-01-10\r\n' +
      ';;;;;;\r\n' +
      'b@example.com;"Bari; Jr";Khan;;;1;\r\n';
    const { status, body } = await server.request<{ data: Record<string, unknown> }>(
      'POST',
      '/api/import/students/preview',
      { token: admin, form: csvForm(csv) },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      delimiter: ';',
      headers: [
        'Student Email',
        'First name',
        'Surname',
        'Guardian phone',
        'Parent E-mail',
        'Course',
        'Course start',
      ],
      total_rows: 2,
      mapping: {
        'student.email': 'Student Email',
        'student.first_name': 'First name',
        'student.last_name': 'Surname',
        'parent.phone': 'Guardian phone',
        'parent.email': 'Parent E-mail',
        course: 'Course',
        start_date: 'Course start',
      },
      rows: [
        { row: 2, cells: expect.arrayContaining(['a@example.com', 'Ada']) as unknown },
        { row: 4, cells: expect.arrayContaining(['Bari; Jr']) as unknown },
      ],
    });
    const targets = body.data.targets as { key: string; required: boolean }[];
    expect(targets.filter((t) => t.required).map((t) => t.key)).toEqual([
      'student.first_name',
      'student.email',
    ]);
  });

  it('refuses a file that is not UTF-8, one without rows, and a request without a file', async () => {
    const latin1 = new Uint8Array([...Buffer.from('Student Email,First name\r\nb@x.com,J'), 0xe9]);
    const cases: [FormData, string][] = [
      [csvForm(latin1), 'The file must be UTF-8 text'],
      [csvForm('Student Email,First name\r\n'), 'The file has a header row but no students.'],
      [new FormData(), 'The file field is required.'],
    ];
    for (const [form, message] of cases) {
      const { status, body } = await server.request<Refusal>(
        'POST',
        '/api/import/students/preview',
        { token: admin, form },
      );
      expect(status).toBe(422);
      expect(body.errors?.file?.[0]).toContain(message);
    }
  });

  it('refuses more than 5,000 rows', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => `s${i}@example.com,S`).join('\n');
    const { status, body } = await server.request<Refusal>('POST', '/api/import/students/preview', {
      token: admin,
      form: csvForm(`Student Email,First name\n${rows}\n`),
    });
    expect(status).toBe(422);
    expect(body.errors?.file).toEqual(['The file may not have more than 5000 rows (it has 5001).']);
  });

  it('answers a template whose columns the suggestion maps in full', async () => {
    const template = await fetch(`${server.url}/api/import/students/template`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toContain('text/csv');
    const text = await template.text();
    expect(text.split('\r\n')[0]).toContain('Student email');
    const { body } = await server.request<{ data: { mapping: object; targets: unknown[] } }>(
      'POST',
      '/api/import/students/preview',
      { token: admin, form: csvForm(text) },
    );
    expect(Object.keys(body.data.mapping)).toHaveLength(body.data.targets.length);
  });
});

describe('student import', () => {
  it('dry run: matches the demo student by e-mail, would create the rest, writes nothing', async () => {
    const csv = [
      HEADER,
      'Rafi,Ahmed,student@academy.test,,,,,SAT Math Intensive,',
      'Rafi,Ahmed,student@academy.test,,,,,O Level Mathematics,',
      'Nila,Sen,nila.sen@example.com,+880 1700-000001,Mita,mita.sen@example.com,,Digital SAT Complete,2030-02-01',
      'Nila,Sen,NILA.SEN@example.com,,,,,SAT Math Intensive,',
    ].join('\n');
    const before = await tableCounts();
    const { status, body } = await server.request<ImportAnswer>('POST', '/api/import/students', {
      token: admin,
      form: importForm(csv, true),
    });
    expect(status).toBe(200);
    expect(body.data.dry_run).toBe(true);
    expect(body.data.imported).toBe(false);
    const [existing, newCourse, created, again] = body.data.rows;
    expect(existing).toMatchObject({
      row: 2,
      student: { action: 'match', matched_by: 'email' },
      parent: { action: 'none' },
      enrolment: { action: 'exists', course: 'SAT Math Intensive' },
      errors: {},
    });
    expect(newCourse?.enrolment.action).toBe('create');
    expect(created).toMatchObject({
      student: { action: 'create', id: null, name: 'Nila Sen' },
      parent: { action: 'create', id: null },
      enrolment: { action: 'create', course: 'Digital SAT Complete' },
    });
    // The fourth row finds the student the third row would create.
    expect(again?.student).toMatchObject({ action: 'match', matched_by: 'email' });
    expect(body.data.counts).toEqual({
      rows: 4,
      rows_with_errors: 0,
      students: { created: 1, matched: 1 },
      parents: { created: 1, matched: 0 },
      enrolments: { created: 3, existing: 1 },
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('matches by phone when the e-mail is new, unless the first name says it is a sibling', async () => {
    const demo = await studentByEmail('student@academy.test');
    await server.connection.db
      .updateTable('students')
      .set({ phone: '+880 1711 000002' })
      .where('id', '=', Number(demo!.id))
      .execute();
    const csv = [
      HEADER,
      `${String(demo!.first_name)},X,other.mail@example.com,+880-1711-000002,,,,,`,
      'Sibling,X,sibling.mail@example.com,+8801711000002,,,,,',
      'Zara,Khan,zara.khan@example.com,+880 1999-000001,,,,,',
      'Zayan,Khan,zayan.khan@example.com,+880 1999-000001,,,,,',
    ].join('\n');
    const { body } = await server.request<ImportAnswer>('POST', '/api/import/students', {
      token: admin,
      form: importForm(csv, true),
    });
    expect(body.data.rows.map((r) => [r.student.action, r.student.matched_by])).toEqual([
      ['match', 'phone'],
      ['create', null],
      ['create', null],
      ['create', null],
    ]);
    expect(body.data.rows[0]?.student.id).toBe(Number(demo!.id));
  });

  it('imports siblings with one shared parent and their enrolments, then invites them', async () => {
    const csv = [
      HEADER,
      'Tania,Karim,tania.karim@example.com,,Laila,laila.karim@example.com,+880 1811-123456,SAT Math Intensive,2030-03-01',
      'Tahmid,Karim,tahmid.karim@example.com,,Laila,laila.karim@example.com,,O Level Mathematics,',
      'Rafi,Ahmed,student@academy.test,,Laila,laila.karim@example.com,,O Level Mathematics,',
    ].join('\n');
    const { status, body } = await server.request<ImportAnswer>('POST', '/api/import/students', {
      token: admin,
      form: importForm(csv, false),
    });
    expect(status).toBe(200);
    expect(body.message).toContain('Import finished');
    expect(body.data.imported).toBe(true);
    expect(body.data.counts).toMatchObject({
      students: { created: 2, matched: 1 },
      parents: { created: 1, matched: 0 },
      enrolments: { created: 3, existing: 0 },
    });
    expect(body.data.rows[1]?.parent).toMatchObject({ action: 'match', created_in_row: 2 });

    const db = server.connection.db;
    const parent = await db
      .selectFrom('parents')
      .selectAll()
      .where('email', '=', 'laila.karim@example.com')
      .executeTakeFirstOrThrow();
    const children = await db
      .selectFrom('parent_students')
      .innerJoin('students', 'students.id', 'parent_students.student_id')
      .select('students.email')
      .where('parent_id', '=', Number(parent.id))
      .orderBy('students.email')
      .execute();
    expect(children.map((c) => c.email)).toEqual([
      'student@academy.test',
      'tahmid.karim@example.com',
      'tania.karim@example.com',
    ]);
    const tania = await studentByEmail('tania.karim@example.com');
    expect(tania).toMatchObject({ full_name: 'Tania Karim' });
    const enrolment = await db
      .selectFrom('student_courses')
      .selectAll()
      .where('student_id', '=', Number(tania!.id))
      .executeTakeFirstOrThrow();
    expect(enrolment).toMatchObject({
      start_date: '2030-03-01',
      label: 'Tania Karim · SAT Math Intensive',
    });
    // The new student is findable through the list's search, as if typed in by staff.
    const found = await server.request<{ data: { email: string }[] }>(
      'GET',
      '/api/student?search=tania',
      { token: admin },
    );
    expect(found.body.data.map((s) => s.email)).toEqual(['tania.karim@example.com']);
    const invited = await db
      .selectFrom('mail_outbox')
      .select('to')
      .where('to', 'in', ['tania.karim@example.com', 'laila.karim@example.com'])
      .execute();
    expect(invited).toHaveLength(2);
  });

  it('refuses the whole file with a per-row report when any row fails, writing nothing', async () => {
    const csv = [
      HEADER,
      'Good,Row,good.row@example.com,,,,,SAT Math Intensive,',
      'Bad,Mail,not-an-email,,,,,,',
      'Lost,Course,lost.course@example.com,,,,,Underwater Basket Weaving,2030-01-01',
      'Bad,Parent,bad.parent@example.com,,Pat,pat@example,,,',
    ].join('\n');
    const before = await tableCounts();
    const { status, body } = await server.request<Refusal>('POST', '/api/import/students', {
      token: admin,
      form: importForm(csv, false),
    });
    expect(status).toBe(422);
    expect(body.message).toBe('Nothing was imported: 3 of 4 rows have errors.');
    expect(body.rows.map((r) => [r.row, r.errors])).toEqual([
      [3, { 'student.email': ['The email field must be a valid email address.'] }],
      [4, { course: ['The selected course is invalid.'] }],
      [5, { 'parent.email': ['The email field must be a valid email address.'] }],
    ]);
    expect(await tableCounts()).toEqual(before);
    expect(await studentByEmail('good.row@example.com')).toBeUndefined();
  });

  it('reports a course the enrolment rules refuse on that row (a full course)', async () => {
    const db = server.connection.db;
    const course = await db
      .selectFrom('courses')
      .select(['id', 'capacity'])
      .where('title', '=', 'SAT One-on-One Coaching')
      .executeTakeFirstOrThrow();
    expect(course.capacity).toBe(1);
    const taker = await studentByEmail('tasnim.sultana@students.academy.test');
    const seat = await server.request('POST', '/api/student-course', {
      token: admin,
      json: { student_id: taker!.id, course_id: course.id },
    });
    expect(seat.status).toBe(201);
    // The import refuses exactly what the engine's enrolment rules refuse for a full course.
    const demo = await studentByEmail('student@academy.test');
    const probe = await server.request<Refusal>('POST', '/api/student-course', {
      token: admin,
      json: { student_id: demo!.id, course_id: course.id },
    });
    expect(probe.status).toBe(422);
    const csv = `${HEADER}\nLate,Comer,late.comer@example.com,,,,,SAT One-on-One Coaching,`;
    const before = await tableCounts();
    const { status, body } = await server.request<Refusal>('POST', '/api/import/students', {
      token: admin,
      form: importForm(csv, false),
    });
    expect(status).toBe(422);
    expect(Object.values(body.rows[0]?.errors ?? {}).flat()).toEqual(
      Object.values(probe.body.errors ?? {}).flat(),
    );
    expect(await tableCounts()).toEqual(before);
  });

  it('needs the required columns mapped and a dry run flag', async () => {
    const csv = `${HEADER}\nA,B,a.b@example.com,,,,,,`;
    const noEmail = await server.request<Refusal>('POST', '/api/import/students', {
      token: admin,
      form: importForm(csv, true, { 'student.first_name': 'Student First Name' }),
    });
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.errors).toEqual({
      'mapping.student.email': ['A column must be chosen for student.email.'],
    });
    const unknownColumn = await server.request<Refusal>('POST', '/api/import/students', {
      token: admin,
      form: importForm(csv, true, { ...MAPPING, course: 'Programme' }),
    });
    expect(unknownColumn.body.errors).toEqual({
      'mapping.course': ['The file has no column "Programme".'],
    });
    const noFlag = await server.request<Refusal>('POST', '/api/import/students', {
      token: admin,
      form: csvForm(csv, { mapping: JSON.stringify(MAPPING) }),
    });
    expect(noFlag.body.errors).toEqual({ dry_run: ['The dry run field must be 1 or 0.'] });
  });

  it('is for staff who may create students, parents and enrolments', async () => {
    const tutor = await server.login('employee@academy.test');
    const csv = `${HEADER}\nA,B,a.b@example.com,,,,,,`;
    const calls: [string, string, FormData | undefined][] = [
      ['POST', '/api/import/students/preview', csvForm(csv)],
      ['POST', '/api/import/students', importForm(csv, false)],
      ['GET', '/api/import/students/template', undefined],
    ];
    for (const [method, path, form] of calls) {
      const forbidden = await server.request(method, path, { token: tutor, form });
      expect(forbidden.status, path).toBe(403);
      const anonymous = await server.request(method, path, { form });
      expect(anonymous.status, path).toBe(401);
    }
  });
});
