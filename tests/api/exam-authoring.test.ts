/**
 * Exam and question authoring: the exam's own rules (SAT form, time window, marks, a tutor's
 * courses), every rule of a question for regular exams and SAT practice tests (placement in the
 * form's modules, options and answers, grid-in forms, score scales, module capacity), ordering,
 * and what publishing needs. SAT forms are made here through the API, one digital and one legacy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;
let tutor: string;
/** A course the demo tutor teaches, and one they do not. */
let taught: number;
let untaught: number;

type Body = { data: Record<string, unknown> & { id: number } };
type Invalid = { message: string; errors: Record<string, string[]> };

interface Form {
  id: number;
  /** Module ids by section code, in module order. */
  modules: Record<string, number[]>;
  scales: Record<string, number>;
}
let digital: Form;
let legacy: Form;

async function post(path: string, json: Record<string, unknown>, token = admin) {
  return server.request<Body & Invalid>('POST', `/api/${path}`, { token, json });
}

async function made(path: string, json: Record<string, unknown>, token = admin) {
  const { status, body } = await post(path, json, token);
  expect(status, `POST ${path}: ${JSON.stringify(body)}`).toBe(201);
  return body.data;
}

async function put(path: string, json: Record<string, unknown>, token = admin) {
  return server.request<Body & Invalid>('PUT', `/api/${path}`, { token, json });
}

/** A form with its section scales, some sub and cross-test scales, sections and modules. */
async function makeForm(
  name: string,
  kind: 'digital' | 'legacy',
  sections: [code: string, title: string, questionCounts: number[]][],
): Promise<Form> {
  const form = await made('sat-test-form', { name, kind, is_active: true });
  const scale = (code: string, scaleKind: string) =>
    made('sat-scale', {
      test_form_id: form.id,
      code,
      name: code,
      kind: scaleKind,
      min_score: scaleKind === 'section' ? 200 : 1,
      max_score: scaleKind === 'section' ? 800 : 15,
    });
  const result: Form = { id: form.id, modules: {}, scales: {} };
  for (const [code, scaleKind] of [
    ['HOA', 'sub'],
    ['SCI', 'cross'],
  ] as const)
    result.scales[code] = (await scale(code, scaleKind)).id;
  for (const [position, [code, title, counts]] of sections.entries()) {
    const sectionScale = await scale(code, 'section');
    result.scales[code] = sectionScale.id;
    const section = await made('sat-section', {
      test_form_id: form.id,
      name: title,
      scale_id: sectionScale.id,
      position: position + 1,
      is_active: true,
    });
    result.modules[code] = [];
    for (const [index, count] of counts.entries()) {
      const module = await made('sat-module', {
        section_id: section.id,
        number: index + 1,
        question_count: count,
        time_limit_minutes: 30,
      });
      result.modules[code].push(module.id);
    }
  }
  return result;
}

const options = (...keys: string[]) => keys.map((key) => ({ key, text: `<p>Choice ${key}</p>` }));

const satExam = (form: Form, extra: Record<string, unknown> = {}) =>
  made('exam', {
    title: `SAT practice ${Math.random()}`,
    course_id: taught,
    type: 2,
    test_form_id: form.id,
    window_type: 'open',
    ...extra,
  });

const regularExam = (extra: Record<string, unknown> = {}) =>
  made('exam', {
    title: `Unit test ${Math.random()}`,
    course_id: taught,
    type: 1,
    window_type: 'open',
    total_marks: 20,
    pass_mark: 10,
    ...extra,
  });

const choice = (examId: number, moduleId: number | null, extra: Record<string, unknown> = {}) => ({
  exam_id: examId,
  module_id: moduleId,
  type: 'single',
  stem: '<p>If $2x = 6$, what is $x$?</p>',
  options: options('A', 'B', 'C', 'D'),
  answers: ['C'],
  ...extra,
});

const gridIn = (examId: number, moduleId: number, answers: string[]) => ({
  exam_id: examId,
  module_id: moduleId,
  type: 'grid_in',
  stem: '<p>What is $\\frac{3}{4}$ as a decimal?</p>',
  answers,
});

const errorsOf = async (path: string, json: Record<string, unknown>, token = admin) => {
  const { status, body } = await post(path, json, token);
  expect(status, JSON.stringify(body)).toBe(422);
  return body.errors;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
  tutor = await server.login('employee@academy.test');
  const mine = await server.request<{ data: { id: number }[] }>('GET', '/api/course', {
    token: tutor,
  });
  const all = await server.request<{ data: { id: number }[] }>('GET', '/api/course?per_page=100', {
    token: admin,
  });
  const taughtIds = mine.body.data.map((c) => c.id);
  taught = taughtIds[0]!;
  untaught = all.body.data.map((c) => c.id).find((id) => !taughtIds.includes(id))!;
  digital = await makeForm('Digital test form', 'digital', [
    ['RW', 'Reading and Writing', [2, 2]],
    ['M', 'Math', [2, 2]],
  ]);
  legacy = await makeForm('Legacy test form', 'legacy', [
    ['R', 'Reading', [3]],
    ['W', 'Writing and Language', [3]],
    ['M3', 'Math (calculator)', [3]],
    ['M4', 'Math (no calculator)', [3]],
  ]);
});
afterAll(async () => {
  await server.close();
});

describe('exams', () => {
  it('needs a SAT test form for a SAT practice test, and none for a regular exam', async () => {
    const base = { title: 'Mock', course_id: taught, window_type: 'open' };
    expect((await errorsOf('exam', { ...base, type: 2 })).test_form_id).toEqual([
      'A SAT practice test needs a SAT test form.',
    ]);
    expect(
      (await errorsOf('exam', { ...base, type: 1, test_form_id: digital.id })).test_form_id,
    ).toEqual(['Only a SAT practice test has a SAT test form: leave it empty.']);
  });

  it('needs a fixed window to open before it closes', async () => {
    const base = { title: 'Timed', course_id: taught, type: 1, window_type: 'fixed' };
    const missing = await errorsOf('exam', base);
    expect(missing.starts_at).toEqual(['A fixed-time exam needs an opening time.']);
    expect(missing.ends_at).toEqual(['A fixed-time exam needs a closing time.']);
    const backwards = await errorsOf('exam', {
      ...base,
      starts_at: '2031-05-01T10:00:00Z',
      ends_at: '2031-05-01T09:00:00Z',
    });
    expect(backwards.ends_at).toEqual(['The closing time must be after the opening time.']);
    await made('exam', {
      ...base,
      starts_at: '2031-05-01T09:00:00Z',
      ends_at: '2031-05-01T10:00:00Z',
    });
  });

  it('keeps the pass mark within the total, on create and on a partial update', async () => {
    expect(
      (
        await errorsOf('exam', {
          title: 'Marks',
          course_id: taught,
          type: 1,
          window_type: 'open',
          total_marks: 20,
          pass_mark: 21,
        })
      ).pass_mark,
    ).toEqual(['The pass mark may not be greater than the total marks.']);
    const exam = await regularExam();
    const raised = await put(`exam/${exam.id}`, { pass_mark: 30 });
    expect(raised.status).toBe(422);
    expect(raised.body.errors).toEqual({
      pass_mark: ['The pass mark may not be greater than the total marks.'],
    });
    const lowered = await put(`exam/${exam.id}`, { total_marks: 5 });
    expect(lowered.status).toBe(422);
    expect(lowered.body.errors).toEqual({
      total_marks: ['The total marks may not be less than the pass mark.'],
    });
  });

  it('lets a tutor make exams only for the courses they teach', async () => {
    const base = { title: 'Tutor exam', type: 1, window_type: 'open' };
    await made('exam', { ...base, course_id: taught }, tutor);
    expect((await errorsOf('exam', { ...base, course_id: untaught }, tutor)).course_id).toEqual([
      'The selected course is invalid.',
    ]);
  });

  it('keeps the type and form of an exam that has questions', async () => {
    const exam = await satExam(digital);
    await made('exam-question', choice(exam.id, digital.modules.RW![0]!));
    const other = await put(`exam/${exam.id}`, { test_form_id: legacy.id });
    expect(other.status).toBe(422);
    expect(other.body.errors.test_form_id).toEqual([
      'The exam has questions: delete them before changing its SAT test form.',
    ]);
    const regular = await put(`exam/${exam.id}`, { type: 1, test_form_id: null });
    expect(regular.status).toBe(422);
    expect(regular.body.errors.type).toBeDefined();
    const empty = await satExam(digital);
    expect((await put(`exam/${empty.id}`, { test_form_id: legacy.id })).status).toBe(200);
  });
});

describe('SAT questions', () => {
  let exam: { id: number };
  beforeAll(async () => {
    exam = await satExam(digital);
  });

  it('needs a module of the exam’s own form', async () => {
    expect((await errorsOf('exam-question', choice(exam.id, null))).module_id).toEqual([
      'Choose the module of the SAT test form this question belongs to.',
    ]);
    expect(
      (await errorsOf('exam-question', choice(exam.id, legacy.modules.R![0]!))).module_id,
    ).toEqual(["The module is not part of this exam's SAT test form."]);
  });

  it('takes multiple choice and grid-in, not a short answer', async () => {
    const errors = await errorsOf('exam-question', {
      exam_id: exam.id,
      module_id: digital.modules.M![0]!,
      type: 'short',
      stem: '<p>Name the theorem.</p>',
      answers: ['Pythagoras'],
    });
    expect(errors.type).toEqual([
      'A SAT question is multiple choice or a student-produced response (grid-in), not a short answer.',
    ]);
  });

  it('checks the options: 2 to 10, keys A–J once each, each with text', async () => {
    const m = digital.modules.M![0]!;
    expect(
      (
        await errorsOf(
          'exam-question',
          choice(exam.id, m, { options: options('A'), answers: ['A'] }),
        )
      ).options,
    ).toEqual(['A multiple-choice question needs 2 to 10 options.']);
    const eleven = options(...'ABCDEFGHIJ'.split(''), 'A');
    expect(
      (await errorsOf('exam-question', choice(exam.id, m, { options: eleven }))).options,
    ).toEqual([
      'A multiple-choice question needs 2 to 10 options.',
      'Option A appears more than once.',
    ]);
    expect(
      (
        await errorsOf(
          'exam-question',
          choice(exam.id, m, {
            options: [...options('A', 'B', 'C'), { key: 'K', text: 'k' }],
          }),
        )
      ).options,
    ).toEqual(['Option key "K" is not one of the letters A to J.']);
    expect(
      (
        await errorsOf(
          'exam-question',
          choice(exam.id, m, {
            options: [...options('A', 'B', 'C'), { key: 'D', text: '<p> </p>' }],
          }),
        )
      ).options,
    ).toEqual(['Option D needs text, a formula or an image.']);
  });

  it('takes exactly one correct key among the options', async () => {
    const m = digital.modules.M![0]!;
    expect(
      (await errorsOf('exam-question', choice(exam.id, m, { answers: ['E'] }))).answers,
    ).toEqual(['The correct answer "E" is not one of the options.']);
    expect(
      (await errorsOf('exam-question', choice(exam.id, m, { answers: ['A', 'B'] }))).answers,
    ).toEqual(['Mark exactly one option as the correct answer.']);
    expect((await errorsOf('exam-question', choice(exam.id, m, { answers: [] }))).answers).toEqual([
      'Mark exactly one option as the correct answer.',
    ]);
  });

  it('needs a stem', async () => {
    expect(
      (
        await errorsOf(
          'exam-question',
          choice(exam.id, digital.modules.M![0]!, { stem: '<p></p>' }),
        )
      ).stem,
    ).toEqual(['The question needs a stem: text, a formula or an image.']);
  });

  it('accepts grid-in forms a student can enter on a digital form, negative ones too', async () => {
    const saved = await made(
      'exam-question',
      gridIn(exam.id, digital.modules.M![1]!, [' 3/4', '.75']),
    );
    expect(saved.answers).toEqual(['3/4', '.75']);
    expect(saved.options).toBeNull();
    const errors = await errorsOf(
      'exam-question',
      gridIn(exam.id, digital.modules.M![1]!, ['three', '123456', '1/0']),
    );
    expect(errors.answers).toEqual([
      '"three" cannot be entered as a grid-in answer: use an integer, a decimal such as .75 or a fraction such as 3/4.',
      '"123456" does not fit the grid: at most 5 characters, not counting a minus sign.',
      '"1/0" divides by zero.',
    ]);
    expect(
      (await errorsOf('exam-question', gridIn(exam.id, digital.modules.M![1]!, []))).answers,
    ).toEqual(['Give at least one accepted answer.']);
    await made('exam-question', gridIn(exam.id, digital.modules.M![1]!, ['-3/4']));
  });

  it('refuses negative and 5-character grid-in forms on a legacy form', async () => {
    const old = await satExam(legacy);
    const errors = await errorsOf(
      'exam-question',
      gridIn(old.id, legacy.modules.M3![0]!, ['-1', '0.875']),
    );
    expect(errors.answers).toEqual([
      '"-1" is negative, and the legacy paper SAT grid has no minus sign.',
      '"0.875" does not fit the grid: at most 4 characters, not counting a minus sign.',
    ]);
    await made('exam-question', gridIn(old.id, legacy.modules.M3![0]!, ['.875', '7/8']));
  });

  it('takes sub and cross-test scores only of those kinds on the exam’s form', async () => {
    const m = digital.modules.RW![1]!;
    const wrong = await errorsOf(
      'exam-question',
      choice(exam.id, m, {
        sub_score_id: digital.scales.RW,
        cross_test_id: legacy.scales.SCI,
      }),
    );
    expect(wrong.sub_score_id).toEqual([
      "The sub score must be a sub-score scale of this exam's SAT test form.",
    ]);
    expect(wrong.cross_test_id).toEqual([
      "The cross-test score must be a cross-test scale of this exam's SAT test form.",
    ]);
    const saved = await made(
      'exam-question',
      choice(exam.id, m, {
        sub_score_id: digital.scales.HOA,
        cross_test_id: digital.scales.SCI,
        quality: 'hard',
        tags: 'Algebra · Linear equations in one variable',
      }),
    );
    expect(saved).toMatchObject({ sub_score_id: digital.scales.HOA, quality: 'hard' });
  });

  it('fills a module up to its question count, and no further', async () => {
    const full = await satExam(digital);
    const m = digital.modules.RW![0]!;
    const first = await made('exam-question', choice(full.id, m));
    await made('exam-question', choice(full.id, m));
    expect((await errorsOf('exam-question', choice(full.id, m))).module_id).toEqual([
      'Reading and Writing module 1 is full: it takes 2 questions.',
    ]);
    // Moving a question in from another module counts too; editing one already there does not.
    const elsewhere = await made('exam-question', choice(full.id, digital.modules.RW![1]!));
    expect((await put(`exam-question/${elsewhere.id}`, { module_id: m })).status).toBe(422);
    expect((await put(`exam-question/${first.id}`, { marks: 2 })).status).toBe(200);
  });

  it('cleans option texts and keeps the question in its exam', async () => {
    const saved = await made(
      'exam-question',
      choice(exam.id, digital.modules.RW![1]!, {
        options: [
          { key: 'A', text: '<p>One<script>alert(1)</script></p>' },
          { key: 'B', text: 'Two <b onclick="x()">bold</b>' },
        ],
        answers: ['B'],
      }),
    );
    expect(saved.options).toEqual([
      { key: 'A', text: '<p>One</p>' },
      { key: 'B', text: 'Two <b>bold</b>' },
    ]);
    const other = await satExam(digital);
    const moved = await put(`exam-question/${saved.id}`, { exam_id: other.id });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.exam_id).toEqual([
      'A question cannot move to another exam: add it to that exam instead.',
    ]);
  });
});

describe('regular questions', () => {
  let exam: { id: number };
  beforeAll(async () => {
    exam = await regularExam();
  });

  it('takes single, multiple and short answers, in the order they were added', async () => {
    const single = await made(
      'exam-question',
      choice(exam.id, null, { marks: 2, explanation: '<p>Divide by 2.</p>' }),
    );
    const multiple = await made(
      'exam-question',
      choice(exam.id, null, {
        type: 'multiple',
        answers: ['D', 'A'],
      }),
    );
    const short = await made('exam-question', {
      exam_id: exam.id,
      type: 'short',
      stem: '<p>Capital of Bangladesh?</p>',
      answers: ['Dhaka', 'Dacca'],
    });
    expect(multiple.answers).toEqual(['A', 'D']);
    expect(Number(short.position)).toBeGreaterThan(Number(multiple.position));
    expect(Number(multiple.position)).toBeGreaterThan(Number(single.position));
  });

  it('refuses SAT modules, scales and grid-in on a regular exam', async () => {
    const errors = await errorsOf(
      'exam-question',
      choice(exam.id, digital.modules.M![0]!, {
        sub_score_id: digital.scales.HOA,
        cross_test_id: digital.scales.SCI,
      }),
    );
    expect(errors.module_id).toEqual(['Questions of a regular exam belong to no SAT module.']);
    expect(errors.sub_score_id).toEqual(['Only SAT questions count towards a sub score.']);
    expect(errors.cross_test_id).toEqual(['Only SAT questions count towards a cross-test score.']);
    const grid = await errorsOf('exam-question', {
      exam_id: exam.id,
      type: 'grid_in',
      stem: '<p>x</p>',
      answers: ['1'],
    });
    expect(grid.type).toEqual([
      'Student-produced responses (grid-in) belong to SAT practice tests only.',
    ]);
  });

  it('needs a correct option for multiple, and an accepted text without options for short', async () => {
    expect(
      (await errorsOf('exam-question', choice(exam.id, null, { type: 'multiple', answers: [] })))
        .answers,
    ).toEqual(['Mark at least one option as correct.']);
    const short = await errorsOf('exam-question', {
      exam_id: exam.id,
      type: 'short',
      stem: '<p>Name it.</p>',
      options: options('A', 'B'),
      answers: [' '],
    });
    expect(short.options).toEqual([
      'Only multiple-choice questions have options: leave them empty.',
    ]);
    expect(short.answers).toEqual(['Give at least one accepted answer.']);
  });

  it('reorders an exam’s questions through arrange-order', async () => {
    const ordered = await server.request<{ data: { id: number }[] }>(
      'GET',
      `/api/exam-question?filter[exam_id]=${exam.id}&sort_by=position&sort_dir=asc`,
      { token: tutor },
    );
    const ids = ordered.body.data.map((q) => q.id);
    expect(ids.length).toBe(3);
    const reversed = [...ids].reverse();
    const saved = await server.request('POST', '/api/arrange-order/exam-question', {
      token: tutor,
      json: { items: reversed },
    });
    expect(saved.status).toBe(200);
    const after = await server.request<{ data: { id: number }[] }>(
      'GET',
      `/api/exam-question?filter[exam_id]=${exam.id}&sort_by=position&sort_dir=asc`,
      { token: tutor },
    );
    expect(after.body.data.map((q) => q.id)).toEqual(reversed);
  });
});

describe('a tutor’s reach', () => {
  it('writes questions only for exams of courses they teach, and sees no others', async () => {
    const theirs = await made('exam', {
      title: 'Not the tutor’s',
      course_id: untaught,
      type: 1,
      window_type: 'open',
    });
    expect((await errorsOf('exam-question', choice(theirs.id, null), tutor)).exam_id).toEqual([
      'The selected exam is invalid.',
    ]);
    const question = await made('exam-question', choice(theirs.id, null));
    const seen = await server.request('GET', `/api/exam-question/${question.id}`, { token: tutor });
    expect(seen.status).toBe(404);
    const order = await server.request<Invalid>('POST', '/api/arrange-order/exam-question', {
      token: tutor,
      json: { items: [question.id] },
    });
    expect(order.status).toBe(422);
    const mine = await made(
      'exam',
      { title: 'Tutor’s own', course_id: taught, type: 1, window_type: 'open' },
      tutor,
    );
    await made('exam-question', choice(mine.id, null), tutor);
  });
});

describe('publishing', () => {
  const publish = (id: number, token = admin) =>
    server.request<Invalid>('PUT', `/api/exam/status/change/${id}/published`, { token });

  it('needs a question in every module of a SAT practice test', async () => {
    const exam = await satExam(digital);
    await made('exam-question', choice(exam.id, digital.modules.RW![0]!));
    await made('exam-question', gridIn(exam.id, digital.modules.M![0]!, ['3/4', '.75']));
    const refused = await publish(exam.id, tutor);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.status).toEqual([
      'Every module needs at least one question before the exam is published: Reading and Writing module 2, Math module 2 have none.',
    ]);
    await made('exam-question', choice(exam.id, digital.modules.RW![1]!));
    await made('exam-question', choice(exam.id, digital.modules.M![1]!));
    expect((await publish(exam.id, tutor)).status).toBe(200);
    // Creating a SAT exam as published is refused the same way.
    expect(
      (
        await errorsOf('exam', {
          title: 'Straight to students',
          course_id: taught,
          type: 2,
          test_form_id: digital.id,
          window_type: 'open',
          status: 'published',
        })
      ).status?.[0],
    ).toMatch(/^Every module needs at least one question/);
  });

  it('needs a duration for a regular exam with questions, and none without', async () => {
    const withoutQuestions = await regularExam();
    expect((await publish(withoutQuestions.id)).status).toBe(200);
    const exam = await regularExam();
    await made('exam-question', choice(exam.id, null));
    const refused = await publish(exam.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.status).toEqual([
      'A regular exam with questions needs a duration before it is published.',
    ]);
    const viaForm = await put(`exam/${exam.id}`, { status: 'published' });
    expect(viaForm.status).toBe(422);
    expect(
      (await put(`exam/${exam.id}`, { status: 'published', duration_minutes: 40 })).status,
    ).toBe(200);
    // A published exam keeps its duration.
    expect((await put(`exam/${exam.id}`, { duration_minutes: null })).status).toBe(422);
  });

  it('refuses a question that cannot be answered, named by its place', async () => {
    const exam = await regularExam({ duration_minutes: 30 });
    await made('exam-question', choice(exam.id, null));
    const broken = await made('exam-question', choice(exam.id, null));
    // A question written before a rule existed: its correct key is no longer among its options.
    await server.connection.db
      .updateTable('exam_questions')
      .set({ answers: JSON.stringify(['H']) })
      .where('id', '=', broken.id)
      .execute();
    const refused = await publish(exam.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.status).toEqual([
      'Question 2 is not complete: The correct answer "H" is not one of the options.',
    ]);
  });
});
