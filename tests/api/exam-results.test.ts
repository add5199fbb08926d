/**
 * Results and scores: marks of a regular exam (percent and pass worked out by the server, the
 * result rules, the roster and the marks grid's one-transaction save), SAT answer sheets imported
 * from CSV (dry run against import, line errors, replacing an earlier attempt) and a student's
 * score history in each kind of user's scope, released results only for students and parents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

let server: TestServer;
const tokens: Record<'admin' | 'tutor' | 'student' | 'parent', string> = {
  admin: '',
  tutor: '',
  student: '',
  parent: '',
};

type Body = Record<string, unknown>;
interface Student {
  id: number;
  full_name: string;
  student_no: string;
  email: string;
}

const people: Record<'ayesha' | 'rafi' | 'arif' | 'tasnim', Student> = {} as never;
let course: number; // Digital SAT Complete: taught by the demo tutor, the demo student seated
let otherCourse: number; // taught by another tutor
let satForm: Awaited<ReturnType<typeof tinySatForm>>;

async function call<T = Body>(
  method: string,
  path: string,
  as: keyof typeof tokens = 'admin',
  json?: unknown,
) {
  return server.request<T>(method, path, { token: tokens[as], json });
}

async function create(resource: string, json: Body): Promise<Body & { id: number }> {
  const { status, body } = await call<{ data: Body & { id: number } }>(
    'POST',
    `/api/${resource}`,
    'admin',
    json,
  );
  expect(status, `POST ${resource}: ${JSON.stringify(body)}`).toBe(201);
  return body.data;
}

/** A stored row by an exact value (search matches words, and demo e-mails share most). */
async function findOne(
  table: string,
  column: string,
  value: string,
): Promise<Body & { id: number }> {
  const rows = await openTables(server.connection.db)
    .selectFrom(table)
    .selectAll()
    .where(column, '=', value)
    .execute();
  expect(rows, `${table} ${column} = "${value}"`).toHaveLength(1);
  return { ...rows[0], id: Number(rows[0]!.id) };
}

// Drafts: results and their release do not depend on an exam being open to take.
const regularExam = (title: string, fields: Body = {}) =>
  create('exam', { title, course_id: course, type: 1, window_type: 'open', ...fields });

const satExam = (title: string, fields: Body = {}) =>
  create('exam', {
    title,
    course_id: course,
    type: 2,
    test_form_id: satForm.form.id,
    window_type: 'open',
    ...fields,
  });

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await server.login('admin@academy.test');
  tokens.tutor = await server.login('employee@academy.test');
  tokens.student = await server.login('student@academy.test');
  tokens.parent = await server.login('parent@academy.test');
  for (const [key, email] of [
    ['ayesha', 'student@academy.test'],
    ['rafi', 'rafi.ahmed@students.academy.test'],
    ['arif', 'arif.hossain@students.academy.test'],
    ['tasnim', 'tasnim.sultana@students.academy.test'],
  ] as const)
    people[key] = (await findOne('students', 'email', email)) as unknown as Student;
  course = (await findOne('courses', 'title', 'Digital SAT Complete')).id;
  const { body } = await call<{ data: { course_id: number }[] }>(
    'GET',
    `/api/student-course?filter[student_id]=${people.tasnim.id}`,
  );
  otherCourse = body.data[0]!.course_id;
  satForm = await tinySatForm();
});
afterAll(() => server.close());

describe('a regular exam’s result', () => {
  let exam: Body & { id: number };
  let result: Body & { id: number };

  beforeAll(async () => {
    exam = await regularExam('Algebra quiz', { total_marks: 80, pass_mark: 40 });
  });

  it('gets its percent and pass from the marks, and is an entered result', async () => {
    // 50 of 80 = 62.5 %, rounded half up to 63; 50 ≥ 40 passes.
    result = await create('exam-result', {
      exam_id: exam.id,
      student_id: people.ayesha.id,
      marks: 50,
    });
    expect(result).toMatchObject({
      marks: 50,
      percent: 63,
      passed: true,
      source: 'entered',
      course_id: course,
      label: `${people.ayesha.full_name} · Algebra quiz`,
    });
    // 30 of 80 = 37.5 % → 38; below 40 fails.
    const { body } = await call<{ data: Body }>('PUT', `/api/exam-result/${result.id}`, 'admin', {
      marks: 30,
    });
    expect(body.data).toMatchObject({ marks: 30, percent: 38, passed: false });
  });

  it('takes no percent, pass or source from the request', async () => {
    const { status, body } = await call<{ errors: Body }>(
      'PUT',
      `/api/exam-result/${result.id}`,
      'admin',
      { percent: 100, passed: true },
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      percent: ['The percent field is read-only.'],
      passed: ['The passed field is read-only.'],
    });
  });

  it('refuses marks above the total, a student not in the course and a second result', async () => {
    const { status, body } = await call<{ errors: Body }>('POST', '/api/exam-result', 'admin', {
      exam_id: exam.id,
      student_id: people.tasnim.id,
      marks: 81,
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      marks: ['The marks may not be greater than 80.'],
      student_id: [`${people.tasnim.full_name} is not enrolled in Digital SAT Complete.`],
    });
    const again = await call<{ errors: Body }>('POST', '/api/exam-result', 'admin', {
      exam_id: exam.id,
      student_id: people.ayesha.id,
      marks: 10,
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      student_id: ['This student already has a result for this exam: change that one.'],
    });
  });

  it('is out of the questions’ marks when the exam sets no total, and refused with neither', async () => {
    const bare = await regularExam('Vocabulary check');
    const refused = await call<{ errors: Body }>('POST', '/api/exam-result', 'admin', {
      exam_id: bare.id,
      student_id: people.ayesha.id,
      marks: 3,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      exam_id: [
        'The exam has no total marks and no questions: set its total marks before entering marks.',
      ],
    });
    for (const marks of [2, 3])
      await create('exam-question', {
        exam_id: bare.id,
        type: 'short',
        stem: `<p>Define word ${marks}</p>`,
        answers: ['word'],
        marks,
      });
    // 4 of 2 + 3 = 80 %; no pass mark, so no pass or fail.
    const entered = await create('exam-result', {
      exam_id: bare.id,
      student_id: people.ayesha.id,
      marks: 4,
    });
    expect(entered).toMatchObject({ percent: 80, passed: null });
  });

  it('is not entered for a SAT exam', async () => {
    const sat = await satExam('SAT mock (no marks)');
    const { status, body } = await call<{ errors: Body }>('POST', '/api/exam-result', 'admin', {
      exam_id: sat.id,
      student_id: people.ayesha.id,
      marks: 10,
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      exam_id: ['SAT results are scored from answer sheets: enter marks for regular exams only.'],
    });
  });

  it('is graded again when the exam’s pass mark or total changes', async () => {
    // 30 of 80 failed at 40; at a pass mark of 30 it passes, and out of 60 it is 50 %.
    const changed = await call('PUT', `/api/exam/${exam.id}`, 'admin', {
      pass_mark: 30,
      total_marks: 60,
    });
    expect(changed.status).toBe(200);
    const { body } = await call<{ data: Body }>('GET', `/api/exam-result/${result.id}`);
    expect(body.data).toMatchObject({ marks: 30, percent: 50, passed: true });
    // The pass mark comes down too, so that only the marks already given stand in the way.
    const below = await call<{ errors: Body }>('PUT', `/api/exam/${exam.id}`, 'admin', {
      total_marks: 25,
      pass_mark: 20,
    });
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({
      total_marks: [
        'Marks of up to 30 have been given in this exam: the total marks may not be less.',
      ],
    });
  });
});

describe('the roster and the marks grid', () => {
  let exam: Body & { id: number };

  beforeAll(async () => {
    exam = await regularExam('Geometry test', { total_marks: 40, pass_mark: 20 });
  });

  it('lists the course’s seated students by name, with their results', async () => {
    await create('exam-result', {
      exam_id: exam.id,
      student_id: people.rafi.id,
      marks: 19,
      remarks: 'Close',
    });
    const { status, body } = await call<{ data: Body }>('GET', `/api/exam/${exam.id}/roster`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      exam: { id: exam.id, title: 'Geometry test', total_marks: 40, pass_mark: 20, type: 1 },
      // Arif's enrolment is pending: he holds a seat, so he sits the exam.
      students: [
        {
          student_id: people.arif.id,
          full_name: people.arif.full_name,
          student_no: people.arif.student_no,
          result: null,
        },
        {
          student_id: people.ayesha.id,
          full_name: people.ayesha.full_name,
          student_no: people.ayesha.student_no,
          result: null,
        },
        {
          student_id: people.rafi.id,
          full_name: people.rafi.full_name,
          student_no: people.rafi.student_no,
          result: {
            id: expect.any(Number),
            marks: 19,
            percent: 48,
            passed: false,
            remarks: 'Close',
          },
        },
      ],
    });
  });

  it('is for the course’s tutor and admins: 404 for another tutor’s exam, 403 for students', async () => {
    expect((await call('GET', `/api/exam/${exam.id}/roster`, 'tutor')).status).toBe(200);
    const elsewhere = await create('exam', {
      title: 'Physics test',
      course_id: otherCourse,
      type: 1,
      window_type: 'open',
      total_marks: 10,
    });
    expect((await call('GET', `/api/exam/${elsewhere.id}/roster`, 'tutor')).status).toBe(404);
    expect((await call('GET', `/api/exam/${exam.id}/roster`, 'student')).status).toBe(403);
    expect((await call('GET', `/api/exam/${exam.id}/roster`, 'parent')).status).toBe(403);
    const marks = { marks: [{ student_id: people.ayesha.id, marks: 1 }] };
    expect((await call('PUT', `/api/exam/${exam.id}/marks`, 'student', marks)).status).toBe(403);
    expect((await call('PUT', `/api/exam/${elsewhere.id}/marks`, 'tutor', marks)).status).toBe(404);
  });

  it('saves every row in one go, leaving rows without marks untouched', async () => {
    const { status, body } = await call<{ data: { students: Body[] } }>(
      'PUT',
      `/api/exam/${exam.id}/marks`,
      'tutor',
      {
        marks: [
          { student_id: people.ayesha.id, marks: 33, remarks: 'Well done' },
          { student_id: people.rafi.id, marks: '' },
          { student_id: people.arif.id, marks: '20' },
        ],
      },
    );
    expect(status).toBe(200);
    const results = Object.fromEntries(body.data.students.map((s) => [s.student_id, s.result]));
    // 33 / 40 = 82.5 → 83; 20 / 40 = 50, at the pass mark.
    expect(results[people.ayesha.id]).toMatchObject({
      marks: 33,
      percent: 83,
      passed: true,
      remarks: 'Well done',
    });
    expect(results[people.arif.id]).toMatchObject({ marks: 20, percent: 50, passed: true });
    expect(results[people.rafi.id]).toMatchObject({ marks: 19, remarks: 'Close' });
    // A changed mark keeps the remarks it was not sent with.
    const again = await call<{ data: { students: Body[] } }>(
      'PUT',
      `/api/exam/${exam.id}/marks`,
      'admin',
      { marks: [{ student_id: people.ayesha.id, marks: 35 }] },
    );
    expect(again.body.data.students.find((s) => s.student_id === people.ayesha.id)).toMatchObject({
      result: { marks: 35, percent: 88, remarks: 'Well done' },
    });
  });

  it('saves nothing when a row is refused, and names each refused row', async () => {
    const { status, body } = await call<{ errors: Body }>(
      'PUT',
      `/api/exam/${exam.id}/marks`,
      'admin',
      {
        marks: [
          { student_id: people.rafi.id, marks: 25 },
          { student_id: people.ayesha.id, marks: 41 },
          { student_id: people.tasnim.id, marks: 5 },
          { student_id: people.arif.id, marks: 'many' },
          { marks: 3 },
        ],
      },
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      'marks.1.marks': ['The marks may not be greater than 40.'],
      'marks.2.student_id': [`${people.tasnim.full_name} is not enrolled in Digital SAT Complete.`],
      'marks.3.marks': ['The marks field must be an integer.'],
      'marks.4.student_id': ['The student id field is required.'],
    });
    const roster = await call<{ data: { students: Body[] } }>('GET', `/api/exam/${exam.id}/roster`);
    expect(roster.body.data.students.find((s) => s.student_id === people.rafi.id)).toMatchObject({
      result: { marks: 19 },
    });
  });

  it('refuses marks for a SAT exam and a body without a list', async () => {
    const sat = await satExam('SAT mock (grid)');
    const refused = await call<{ errors: Body }>('PUT', `/api/exam/${sat.id}/marks`, 'admin', {
      marks: [{ student_id: people.ayesha.id, marks: 3 }],
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['exam_id']);
    const shapeless = await call<{ errors: Body }>('PUT', `/api/exam/${exam.id}/marks`, 'admin', {
      marks: 'all of them',
    });
    expect(shapeless.status).toBe(422);
    expect(shapeless.body.errors).toEqual({ marks: ['The marks field must be a list.'] });
  });
});

/** A small digital-style form: RW and Math, each converting raw 0, 1, 2 to fixed scores. */
async function tinySatForm() {
  const form = await create('sat-test-form', { name: 'Results test form', kind: 'digital' });
  const sections: { module: number; scale: string }[] = [];
  for (const [position, code, name, table] of [
    [1, 'RW', 'Reading and Writing', [200, 400, 600]],
    [2, 'M', 'Math', [200, 500, 800]],
  ] as const) {
    const scale = await create('sat-scale', {
      test_form_id: form.id,
      code,
      name,
      kind: 'section',
      total_weight: 1,
      min_score: 200,
      max_score: 800,
    });
    for (const [raw, scaled] of table.entries())
      await create('sat-conversion', { scale_id: scale.id, raw_score: raw, scaled_score: scaled });
    const section = await create('sat-section', {
      test_form_id: form.id,
      name,
      scale_id: scale.id,
      position,
    });
    const module = await create('sat-module', {
      section_id: section.id,
      number: 1,
      question_count: 2,
      time_limit_minutes: 10,
    });
    sections.push({ module: module.id, scale: code });
  }
  return { form, rwModule: sections[0]!.module, mathModule: sections[1]!.module };
}

const OPTIONS = ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `<p>Option ${key}</p>` }));

function sheetForm(csv: string, dryRun: boolean): FormData {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'sheets.csv');
  form.append('dry_run', dryRun ? '1' : '0');
  return form;
}

interface SheetReport {
  dry_run: boolean;
  students: number;
  scored: { student_id: number; full_name: string; total_score: number; attempt_id: number }[];
  errors: { line: number; message: string }[];
}

describe('SAT answer sheets', () => {
  let exam: Body & { id: number };
  let csv: string;

  const upload = (file: string, dryRun: boolean, as: keyof typeof tokens = 'admin') =>
    server.request<{ data: SheetReport; errors?: Body }>(
      'POST',
      `/api/exam/${exam.id}/answer-sheets`,
      { token: tokens[as], form: sheetForm(file, dryRun) },
    );
  const attemptsOf = (studentId: number) =>
    server.connection.db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('exam_id', '=', exam.id)
      .where('student_id', '=', studentId)
      .execute();

  beforeAll(async () => {
    const { rwModule, mathModule } = satForm;
    exam = await satExam('SAT mock 1', {
      window_type: 'fixed',
      starts_at: '2030-03-02T04:00:00.000Z',
      ends_at: '2030-03-02T08:00:00.000Z',
    });
    // Created out of order: the sheet numbers them by section, then position.
    const question = (module: number, position: number, fields: Body) =>
      create('exam-question', {
        exam_id: exam.id,
        module_id: module,
        position,
        stem: `<p>Question at ${position}</p>`,
        marks: 1,
        ...fields,
      });
    await question(mathModule, 1, { type: 'grid_in', answers: ['3/4'] }); // number 3
    await question(rwModule, 2, { type: 'multiple', options: OPTIONS, answers: ['A', 'C'] }); // 2
    await question(rwModule, 1, { type: 'single', options: OPTIONS, answers: ['B'] }); // 1
    await question(mathModule, 2, { type: 'single', options: OPTIONS, answers: ['D'] }); // 4
    csv = [
      'Student,Question,Answer',
      `${people.ayesha.email},1,b`,
      `${people.ayesha.student_no},2,"A,C"`,
      `${people.ayesha.email},3,3/4`,
      `${people.ayesha.email},4,`,
      `${people.rafi.student_no},1,A`,
      `${people.rafi.student_no},2,A`,
      `${people.rafi.student_no},3,3/4`,
      `${people.arif.student_no},1,B`,
      `${people.arif.student_no},9,C`,
      'nobody@example.com,1,A',
      `${people.tasnim.email},1,A`,
    ].join('\n');
  });

  it('gives a template with the exam’s question numbers for one student', async () => {
    const response = await fetch(`${server.url}/api/exam/${exam.id}/answer-sheets/template`, {
      headers: { authorization: `Bearer ${tokens.tutor}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const [header, ...lines] = (await response.text()).trim().split('\r\n');
    expect(header).toBe('student,question,answer');
    expect(lines).toHaveLength(4);
    expect(lines.map((l) => l.split(',')[1])).toEqual(['1', '2', '3', '4']);
    expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(1);
  });

  it('scores a dry run and stores nothing', async () => {
    const { status, body } = await upload(csv, true);
    expect(status).toBe(200);
    // Ayesha: RW 2 right → 600; Math 1 right, 1 omitted → 500; total 1100.
    // Rafi: RW none right (one answer of two is not the pair) → 200; Math 1 → 500; total 700.
    expect(body.data).toEqual({
      dry_run: true,
      students: 2,
      scored: [
        {
          student_id: people.ayesha.id,
          full_name: people.ayesha.full_name,
          total_score: 1100,
          attempt_id: null,
        },
        {
          student_id: people.rafi.id,
          full_name: people.rafi.full_name,
          total_score: 700,
          attempt_id: null,
        },
      ],
      errors: [
        { line: 10, message: 'Question 9 does not exist: the exam has 4 questions.' },
        {
          line: 11,
          message: 'No student of this course has the student no. or e-mail "nobody@example.com".',
        },
        {
          line: 12,
          message: `No student of this course has the student no. or e-mail "${people.tasnim.email}".`,
        },
      ],
    });
    expect(await attemptsOf(people.ayesha.id)).toEqual([]);
    const scores = await server.connection.db
      .selectFrom('sat_scores')
      .select('id')
      .where('exam_id', '=', exam.id)
      .execute();
    expect(scores).toEqual([]);
  });

  it('imports the sound students as submitted attempts, scored, and leaves out the rest', async () => {
    const { status, body } = await upload(csv, false, 'tutor');
    expect(status).toBe(200);
    expect(body.data.students).toBe(2);
    expect(body.data.scored.map((s) => s.total_score)).toEqual([1100, 700]);
    expect(body.data.errors.map((e) => e.line)).toEqual([10, 11, 12]);
    const [attempt] = await attemptsOf(people.ayesha.id);
    expect(attempt).toMatchObject({
      id: body.data.scored[0]!.attempt_id,
      status: 'submitted',
      source: 'imported',
      course_id: course,
    });
    expect(await attemptsOf(people.arif.id)).toEqual([]);
    const answers = await server.connection.db
      .selectFrom('exam_answers')
      .select(['answer', 'outcome'])
      .where('attempt_id', '=', Number(attempt!.id))
      .execute();
    // Every question has its answer row, the blank one stored as omitted.
    expect(answers).toHaveLength(4);
    const byAnswer = Object.fromEntries(answers.map((a) => [String(a.answer), a.outcome]));
    expect(byAnswer).toEqual({
      '["3/4"]': 'correct',
      '["A","C"]': 'correct',
      '["B"]': 'correct',
      null: 'omitted',
    });
    const { body: score } = await call<{ data: Body[] }>(
      'GET',
      `/api/sat-score?filter[exam_id]=${exam.id}&filter[student_id]=${people.ayesha.id}`,
    );
    expect(score.data).toEqual([
      expect.objectContaining({
        total_score: 1100,
        source: 'imported',
        section_scores: {
          RW: { name: 'Reading and Writing', raw: 2, scaled: 600, min: 200, max: 800 },
          M: { name: 'Math', raw: 1, scaled: 500, min: 200, max: 800 },
        },
      }),
    ]);
  });

  it('replaces a student’s earlier attempt with the new sheet', async () => {
    const [earlier] = await attemptsOf(people.ayesha.id);
    const { body } = await upload(
      ['student,question,answer', `${people.ayesha.email},4,D`].join('\n'),
      false,
    );
    // Only question 4 answered, and right: RW 0 → 200, Math 1 → 500.
    expect(body.data.scored).toEqual([
      expect.objectContaining({ student_id: people.ayesha.id, total_score: 700 }),
    ]);
    const attempts = await attemptsOf(people.ayesha.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.id).not.toBe(earlier!.id);
    const orphans = await server.connection.db
      .selectFrom('exam_answers')
      .select('id')
      .where('attempt_id', '=', Number(earlier!.id))
      .execute();
    expect(orphans).toEqual([]);
    const { body: score } = await call<{ data: Body[] }>(
      'GET',
      `/api/sat-score?filter[exam_id]=${exam.id}&filter[student_id]=${people.ayesha.id}`,
    );
    expect(score.data).toHaveLength(1);
    expect(score.data[0]).toMatchObject({ total_score: 700 });
  });

  it('refuses a file without the columns, a student, and another tutor’s exam', async () => {
    const missing = await upload('student,answer\nS-1,A', true);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      file: ['The file needs the columns student, question and answer (missing: question).'],
    });
    expect((await upload(csv, true, 'student')).status).toBe(403);
    const elsewhere = await satExam('Elsewhere SAT', { course_id: otherCourse });
    const refused = await server.request('POST', `/api/exam/${elsewhere.id}/answer-sheets`, {
      token: tokens.tutor,
      form: sheetForm(csv, true),
    });
    expect(refused.status).toBe(404);
  });
});

describe('a student’s score history', () => {
  let early: Body & { id: number };
  let late: Body & { id: number };
  let sat: Body & { id: number };

  const history = (studentId: number, as: keyof typeof tokens) =>
    call<{ data: Body[] }>('GET', `/api/student/${studentId}/scores`, as);

  beforeAll(async () => {
    early = await regularExam('Early quiz', {
      total_marks: 20,
      pass_mark: 10,
      window_type: 'fixed',
      starts_at: '2029-01-10T04:00:00.000Z',
      ends_at: '2029-01-10T05:00:00.000Z',
    });
    late = await regularExam('Late quiz', {
      total_marks: 50,
      window_type: 'fixed',
      starts_at: '2031-05-01T04:00:00.000Z',
      ends_at: '2031-05-01T05:00:00.000Z',
    });
    await create('exam-result', { exam_id: late.id, student_id: people.ayesha.id, marks: 45 });
    await create('exam-result', { exam_id: early.id, student_id: people.ayesha.id, marks: 9 });
    sat = await findOne('exams', 'title', 'SAT mock 1');
  });

  it('gives SAT scores and regular results together, oldest first', async () => {
    const { status, body } = await history(people.ayesha.id, 'admin');
    expect(status).toBe(200);
    const titles = body.data.map((e) => e.exam_title);
    // Each quiz sat on its start (2029, 2031); the imported SAT sheet on the exam's (2030).
    expect(titles.indexOf('Early quiz')).toBeLessThan(titles.indexOf('SAT mock 1'));
    expect(titles.indexOf('SAT mock 1')).toBeLessThan(titles.indexOf('Late quiz'));
    expect(body.data.find((e) => e.exam_title === 'Early quiz')).toEqual({
      exam_id: early.id,
      exam_title: 'Early quiz',
      type: 1,
      course_title: 'Digital SAT Complete',
      date: '2029-01-10T04:00:00.000Z',
      total_score: 9,
      max_total: 20,
      percent: 45,
      section_scores: null,
      passed: false,
      attempt_id: null,
    });
    expect(body.data.find((e) => e.exam_title === 'SAT mock 1')).toEqual({
      exam_id: sat.id,
      exam_title: 'SAT mock 1',
      type: 2,
      course_title: 'Digital SAT Complete',
      date: '2030-03-02T04:00:00.000Z',
      total_score: 700,
      max_total: 1600,
      percent: null,
      section_scores: {
        RW: { name: 'Reading and Writing', raw: 0, scaled: 200, min: 200, max: 800 },
        M: { name: 'Math', raw: 1, scaled: 500, min: 200, max: 800 },
      },
      passed: null,
      attempt_id: expect.any(Number),
    });
  });

  it('shows students and parents only released results', async () => {
    // The demo data's own released exams are there too: only this test's are looked at.
    const ours = async (as: keyof typeof tokens) => {
      const { status, body } = await history(people.ayesha.id, as);
      expect(status).toBe(200);
      return body.data
        .map((e) => e.exam_title)
        .filter((t) => ['Early quiz', 'SAT mock 1', 'Late quiz'].includes(String(t)));
    };
    expect(await ours('student')).toEqual([]);
    expect(await ours('parent')).toEqual([]);
    for (const released of [late, sat])
      expect((await call('PUT', `/api/exam/toggle/${released.id}`)).status).toBe(200);
    for (const as of ['student', 'parent'] as const)
      expect(await ours(as)).toEqual(['SAT mock 1', 'Late quiz']);
  });

  it('is the caller’s own, their children’s or their classes’ students’ only', async () => {
    expect((await history(people.rafi.id, 'student')).status).toBe(404);
    expect((await history(people.rafi.id, 'parent')).status).toBe(404);
    expect((await history(people.tasnim.id, 'tutor')).status).toBe(404);
    const tutor = await history(people.ayesha.id, 'tutor');
    expect(tutor.status).toBe(200);
    // The tutor teaches the course: unreleased results too.
    expect(tutor.body.data.map((e) => e.exam_title)).toContain('Early quiz');
  });
});
