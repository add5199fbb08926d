/**
 * SAT scoring against the database: the demo forms' conversion tables, a submitted attempt
 * scored through them (scoreAttempt), regular exams scored out of their total, and conversion
 * tables replaced whole by an admin, which rescores what was scored with them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../server/db/types';
import { systemContext } from '../../server/db/seed';
import { scoreAttempt } from '../../server/domain/assessment/score-attempt';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

let server: TestServer;
const tokens = { admin: '', tutor: '', student: '' };
let studentId = 0;
let courseId = 0;

type Saved = { data: Row };
type Listed = { data: Row[]; meta: { total: number } };
type Table = {
  data: {
    scale: { id: number; code: string; min_score: number; max_score: number };
    rows: { raw_score: number; scaled_score: number }[];
    rescored: number;
  };
};
type Invalid = { message: string; errors: Record<string, string[]> };

async function save(path: string, json: Record<string, unknown>): Promise<Row> {
  const { status, body } = await server.request<Saved>('POST', path, { token: tokens.admin, json });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

async function list(path: string): Promise<Row[]> {
  const { body } = await server.request<Listed>('GET', path, { token: tokens.admin });
  return body.data;
}

async function formNamed(name: string) {
  const forms = await list(`/api/sat-test-form?search=${encodeURIComponent(name)}`);
  const form = forms.find((f) => f.name === name)!;
  const scales = await list(`/api/sat-scale?filter[test_form_id]=${String(form.id)}&per_page=50`);
  const sections = await list(
    `/api/sat-section?filter[test_form_id]=${String(form.id)}&sort_by=position&sort_order=asc`,
  );
  const modules: Row[] = [];
  for (const section of sections)
    modules.push(
      ...(await list(
        `/api/sat-module?filter[section_id]=${String(section.id)}&sort_by=number&sort_order=asc`,
      )),
    );
  return { form, scales, sections, modules };
}

const option = (key: string) => ({ key, text: `<p>Choice ${key}</p>` });

/** A submitted attempt of the demo student with these answers (question id → answer). */
async function submittedAttempt(examId: unknown, answers: Map<unknown, string[] | null>) {
  const db = openTables(server.connection.db);
  const stamp = new Date().toISOString();
  const attempt = await db
    .insertInto('exam_attempts')
    .values({
      label: 'attempt',
      exam_id: examId,
      student_id: studentId,
      course_id: courseId,
      status: 'submitted',
      source: 'online',
      started_at: stamp,
      submitted_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [questionId, answer] of answers) {
    await db
      .insertInto('exam_answers')
      .values({
        attempt_id: attempt.id,
        question_id: questionId,
        answer: answer === null ? null : JSON.stringify(answer),
        saved_at: stamp,
      })
      .execute();
  }
  await db.transaction().execute((tx) => scoreAttempt(tx, systemContext(db), Number(attempt.id)));
  return Number(attempt.id);
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await server.login('admin@academy.test');
  tokens.tutor = await server.login('employee@academy.test');
  tokens.student = await server.login('student@academy.test');
  const student = await server.connection.db
    .selectFrom('students')
    .select('id')
    .where('email', '=', 'student@academy.test')
    .executeTakeFirstOrThrow();
  studentId = Number(student.id);
  const seat = await server.connection.db
    .selectFrom('student_courses')
    .select('course_id')
    .where('student_id', '=', studentId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  courseId = Number(seat.course_id);
});
afterAll(() => server.close());

describe('the demo forms', () => {
  it('ship the legacy form with its four sections and complete tables', async () => {
    const { scales, sections, modules } = await formNamed('SAT Practice Test (legacy paper form)');
    expect(sections.map((s) => s.name)).toEqual([
      'Reading',
      'Writing and Language',
      'Math (no calculator)',
      'Math (calculator)',
    ]);
    expect(modules.map((m) => m.question_count)).toEqual([52, 44, 20, 38]);
    expect(scales.map((s) => s.code).sort()).toEqual(
      ['COE', 'EOI', 'HOA', 'HSS', 'M', 'PAM', 'PSD', 'R', 'SCI', 'SEC', 'W', 'WIC'].sort(),
    );
    const math = scales.find((s) => s.code === 'M')!;
    const { body } = await server.request<Table>(
      'GET',
      `/api/sat-scale/${String(math.id)}/conversions`,
      {
        token: tokens.admin,
      },
    );
    expect(body.data.rows).toHaveLength(59);
    expect(body.data.rows[35]).toEqual({ raw_score: 35, scaled_score: 570 });
  });

  it('ship the digital form with two modules per section', async () => {
    const { modules } = await formNamed('Digital SAT Practice Form');
    expect(modules.map((m) => [m.question_count, m.time_limit_minutes])).toEqual([
      [27, 32],
      [27, 32],
      [22, 35],
      [22, 35],
    ]);
  });
});

describe('the demo practice test the demo student took', () => {
  it('is scored through the digital form’s tables and released to the student', async () => {
    const { body } = await server.request<Listed>('GET', '/api/sat-score', {
      token: tokens.student,
    });
    const score = body.data.find((s) => String(s.label).endsWith('Digital SAT Practice Test 1'));
    // Reading and Writing 3 of 4 right: 200 + round(600 × 3 / 54 / 10) × 10 = 230; Math 3 of 4:
    // 200 + round(600 × 3 / 44 / 10) × 10 = 240.
    expect(score).toMatchObject({ total_score: 470, source: 'online' });
    expect(score!.section_scores).toMatchObject({
      RW: { raw: 3, scaled: 230 },
      M: { raw: 3, scaled: 240 },
    });
  });
});

describe('item analysis', () => {
  type Analysis = {
    data: {
      attempts: number;
      questions: {
        position: number;
        module_label: string;
        outcomes: Record<string, number>;
        correct_rate: number | null;
        choices: Record<string, number>;
      }[];
    };
  };

  it('shows the tutor how the class answered each question, in exam order', async () => {
    const [exam] = await list('/api/exam?search=Practice%20Test%201');
    const path = `/api/exam/${String(exam!.id)}/analysis`;
    const { status, body } = await server.request<Analysis>('GET', path, { token: tokens.tutor });
    expect(status).toBe(200);
    expect(body.data.attempts).toBe(1);
    expect(body.data.questions.map((q) => q.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // The fourth question (Reading and Writing, module 2): the demo student chose C; B is right.
    expect(body.data.questions[3]).toMatchObject({
      module_label: 'Digital SAT Practice Form · Reading and Writing · 2',
      correct_rate: 0,
      choices: { A: 0, B: 0, C: 1, D: 0 },
      outcomes: { correct: 0, incorrect: 1, omitted: 0, multiple: 0, unscoreable: 0 },
    });
    expect(body.data.questions[0]!.correct_rate).toBe(1);

    const student = await server.request('GET', path, { token: tokens.student });
    expect(student.status).toBe(403);
  });
});

describe('scoring a digital SAT practice test', () => {
  let examId: unknown;
  let attemptId = 0;
  const questions: Row[] = [];

  beforeAll(async () => {
    const { form, modules } = await formNamed('Digital SAT Practice Form');
    const exam = await save('/api/exam', {
      title: 'Digital practice test 1',
      course_id: courseId,
      type: 2,
      test_form_id: form.id,
      window_type: 'open',
    });
    examId = exam.id;
    // Two questions per module: a multiple choice (B) and a grid-in (3/4).
    for (const module of modules) {
      questions.push(
        await save('/api/exam-question', {
          exam_id: examId,
          module_id: module.id,
          type: 'single',
          stem: '<p>Which choice?</p>',
          options: ['A', 'B', 'C', 'D'].map(option),
          answers: ['B'],
        }),
        await save('/api/exam-question', {
          exam_id: examId,
          module_id: module.id,
          type: 'grid_in',
          stem: '<p>What is $x$ if $4x = 3$?</p>',
          answers: ['3/4', '.75'],
        }),
      );
    }
  });

  it('converts each section’s raw score through its table and totals them', async () => {
    // Reading and Writing: 3 of 4 right (one wrong choice); Math: 2 of 4 (one omitted, one
    // unreadable grid-in).
    const answers = new Map<unknown, string[] | null>([
      [questions[0]!.id, ['B']],
      [questions[1]!.id, ['0.75']],
      [questions[2]!.id, ['C']],
      [questions[3]!.id, ['6/8']],
      [questions[4]!.id, ['B']],
      [questions[5]!.id, ['1 1/2']],
      [questions[6]!.id, null],
      [questions[7]!.id, ['.75']],
    ]);
    attemptId = await submittedAttempt(examId, answers);
    const [score] = await list(`/api/sat-score?filter[exam_id]=${String(examId)}`);
    // RW raw 3 → 200 + round(600 × 3 / 54 / 10) × 10 = 230; M raw 2 → 200 + round(27.3 / 10) × 10 = 230.
    expect(score!.section_scores).toEqual({
      RW: {
        name: 'Reading and Writing',
        name_bn: 'পঠন ও লিখন',
        raw: 3,
        scaled: 230,
        min: 200,
        max: 800,
      },
      M: { name: 'Math', name_bn: 'গণিত', raw: 2, scaled: 230, min: 200, max: 800 },
    });
    expect(score).toMatchObject({ total_score: 460, source: 'online', student_id: studentId });
    const outcomes = await server.connection.db
      .selectFrom('exam_answers')
      .select(['question_id', 'outcome'])
      .where('attempt_id', '=', attemptId)
      .execute();
    const byQuestion = new Map(outcomes.map((o) => [Number(o.question_id), o.outcome]));
    expect(questions.map((q) => byQuestion.get(Number(q.id)))).toEqual([
      'correct',
      'correct',
      'incorrect',
      'correct',
      'correct',
      'unscoreable',
      'omitted',
      'correct',
    ]);
  });

  it('keeps the result from students until it is released', async () => {
    const hidden = await server.request<Listed>('GET', '/api/sat-score', { token: tokens.student });
    expect(hidden.body.data.some((s) => s.exam_id === examId)).toBe(false);
    await server.request('PUT', `/api/exam/toggle/${String(examId)}`, { token: tokens.admin });
    const shown = await server.request<Listed>('GET', '/api/sat-score', { token: tokens.student });
    expect(shown.body.data.find((s) => s.exam_id === examId)?.total_score).toBe(460);
  });

  it('rescores with a table an admin replaces, and refuses a falling or incomplete one', async () => {
    const { scales } = await formNamed('Digital SAT Practice Form');
    const rw = scales.find((s) => s.code === 'RW')!;
    const path = `/api/sat-scale/${String(rw.id)}/conversions`;
    const current = await server.request<Table>('GET', path, { token: tokens.admin });
    const rows = current.body.data.rows.map((r) => ({ ...r }));
    rows[3]!.scaled_score = 240; // as raw 4 converts

    const falling = rows.map((r) => ({ ...r }));
    falling[4]!.scaled_score = 230;
    const refused = await server.request<Invalid>('PUT', path, {
      token: tokens.admin,
      json: { rows: falling },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['rows.4.scaled_score']).toEqual([
      'The scaled score may not be lower than the one for a lower raw score.',
    ]);
    const gap = await server.request<Invalid>('PUT', path, {
      token: tokens.admin,
      json: {
        rows: [
          { raw_score: 0, scaled_score: 200 },
          { raw_score: 2, scaled_score: 900 },
        ],
      },
    });
    expect(gap.body.errors).toMatchObject({
      'rows.1.raw_score': ['The raw score must be 1.'],
      'rows.1.scaled_score': ['The scaled score must be a whole number from 200 to 800.'],
    });

    const tutor = await server.request('PUT', path, { token: tokens.tutor, json: { rows } });
    expect(tutor.status).toBe(403);

    const replaced = await server.request<Table>('PUT', path, {
      token: tokens.admin,
      json: { rows },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.rescored).toBeGreaterThanOrEqual(1);
    const [score] = await list(`/api/sat-score?filter[exam_id]=${String(examId)}`);
    // RW raw 3 now converts to 240: 240 + 230.
    expect(score!.total_score).toBe(470);
  });
});

describe('scoring a regular exam', () => {
  it('gives marks out of the exam’s total, with the pass mark', async () => {
    const exam = await save('/api/exam', {
      title: 'Algebra quiz',
      course_id: courseId,
      type: 1,
      window_type: 'open',
      duration_minutes: 20,
      total_marks: 10,
      pass_mark: 6,
    });
    const first = await save('/api/exam-question', {
      exam_id: exam.id,
      type: 'multiple',
      stem: '<p>Which are prime?</p>',
      options: ['A', 'B', 'C', 'D'].map(option),
      answers: ['A', 'C'],
      marks: 4,
    });
    const second = await save('/api/exam-question', {
      exam_id: exam.id,
      type: 'short',
      stem: '<p>Name the process plants use to make food.</p>',
      answers: ['photosynthesis'],
      marks: 6,
    });
    await submittedAttempt(
      exam.id,
      new Map([
        [first.id, ['C', 'A']],
        [second.id, ['Respiration']],
      ]),
    );
    const [result] = await list(`/api/exam-result?filter[exam_id]=${String(exam.id)}`);
    // 4 of 10 = 40 %, below the pass mark of 6.
    expect(result).toMatchObject({ marks: 4, percent: 40, passed: false, source: 'online' });

    // The tutor accepts "respiration" after all: the attempt is scored again, 10 of 10.
    const corrected = await server.request('PUT', `/api/exam-question/${String(second.id)}`, {
      token: tokens.admin,
      json: { answers: ['photosynthesis', 'respiration'] },
    });
    expect(corrected.status).toBe(200);
    const [rescored] = await list(`/api/exam-result?filter[exam_id]=${String(exam.id)}`);
    expect(rescored).toMatchObject({ marks: 10, percent: 100, passed: true });

    // Removing the first question takes its 4 marks away.
    await server.request('DELETE', `/api/exam-question/${String(first.id)}`, {
      token: tokens.admin,
    });
    const [afterRemoval] = await list(`/api/exam-result?filter[exam_id]=${String(exam.id)}`);
    expect(afterRemoval).toMatchObject({ marks: 6, percent: 60, passed: true });
  });
});
