/**
 * Taking exams online (docs/API.md "Taking exams"): the student's exam list, an attempt at a SAT
 * practice test module by module (autosaved answers, parts in the form's order, deadlines with
 * their grace, submission and scoring against the conversion tables), a regular exam, fixed
 * windows, who may do what, the review before and after release, and the release notices.
 * Deadlines are moved in the database instead of waiting. Works on the demo data: the demo
 * student and Rafi are seated in "Digital SAT Complete", which the demo tutor teaches; Tasnim is
 * not; the demo parent is the demo student's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptReview, AttemptState, StudentExamList } from '../../schema';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

let server: TestServer;
type Who = 'admin' | 'tutor' | 'otherTutor' | 'student' | 'rafi' | 'tasnim' | 'parent';
const tokens = {} as Record<Who, string>;
let courseId = 0;
let formId = 0;
/** The digital form's modules in order: RW 1, RW 2, Math 1, Math 2. */
const modules: { id: number; section: string; minutes: number; scaleId: number }[] = [];

type Data<T> = { data: T };
type Problem = { message: string; errors?: Record<string, string[]> };

const call = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token: string,
  json?: unknown,
) => server.request<T>(method, path, { token, json });

async function idOf(table: string, column: string, value: string): Promise<number> {
  const row = await openTables(server.connection.db)
    .selectFrom(table)
    .select('id')
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

beforeAll(async () => {
  server = await startTestServer();
  const signIns: [Who, string][] = [
    ['admin', 'admin@academy.test'],
    ['tutor', 'employee@academy.test'],
    ['otherTutor', 'mehnaz.karim@academy.test'],
    ['student', 'student@academy.test'],
    ['rafi', 'rafi.ahmed@students.academy.test'],
    ['tasnim', 'tasnim.sultana@students.academy.test'],
    ['parent', 'parent@academy.test'],
  ];
  for (const [who, email] of signIns) tokens[who] = await server.login(email);
  courseId = await idOf('courses', 'title', 'Digital SAT Complete');
  formId = await idOf('sat_test_forms', 'name', 'Digital SAT Practice Form');
  const rows = await server.connection.db
    .selectFrom('sat_modules')
    .innerJoin('sat_sections', 'sat_sections.id', 'sat_modules.section_id')
    .select([
      'sat_modules.id',
      'sat_sections.name',
      'sat_modules.time_limit_minutes',
      'sat_sections.scale_id',
    ])
    .where('sat_sections.test_form_id', '=', formId)
    .orderBy('sat_sections.position')
    .orderBy('sat_modules.number')
    .execute();
  for (const row of rows)
    modules.push({
      id: Number(row.id),
      section: String(row.name),
      minutes: Number(row.time_limit_minutes),
      scaleId: Number(row.scale_id),
    });
});
afterAll(async () => {
  await server.close();
});

const OPTIONS = ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `<p>Option ${key}</p>` }));

async function createExam(body: Record<string, unknown>): Promise<number> {
  const res = await call<Data<{ id: number }>>('POST', '/api/exam', tokens.admin, {
    course_id: courseId,
    window_type: 'open',
    status: 'published',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

async function createQuestion(body: Record<string, unknown>): Promise<number> {
  const res = await call<Data<{ id: number }>>('POST', '/api/exam-question', tokens.admin, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

/**
 * A SAT practice test on the digital form with two questions per module: a multiple-choice one
 * (B is right) and a grid-in (3/4), the explanation on the first.
 */
async function createSatExam(title: string, extra: Record<string, unknown> = {}) {
  // A SAT practice test is published once every module has a question (the authoring rules).
  const { status = 'published', ...rest } = extra;
  const examId = await createExam({
    title,
    type: 2,
    test_form_id: formId,
    ...rest,
    status: 'draft',
  });
  const questions: number[][] = [];
  for (const [index, module] of modules.entries()) {
    questions.push([
      await createQuestion({
        exam_id: examId,
        module_id: module.id,
        position: index * 2 + 1,
        type: 'single',
        stem: `<p>${module.section} ${index + 1}: pick B</p>`,
        options: OPTIONS,
        answers: ['B'],
        explanation: '<p>B is the one.</p>',
      }),
      await createQuestion({
        exam_id: examId,
        module_id: module.id,
        position: index * 2 + 2,
        type: 'grid_in',
        stem: '<p>What is $3 \\div 4$?</p>',
        answers: ['3/4', '.75'],
      }),
    ]);
  }
  if (status !== 'draft') {
    const res = await call('PUT', `/api/exam/${examId}`, tokens.admin, { status });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return { examId, questions };
}

async function createRegularExam(title: string, extra: Record<string, unknown> = {}) {
  const examId = await createExam({ title, type: 1, total_marks: 4, pass_mark: 2, ...extra });
  const questions = [
    await createQuestion({
      exam_id: examId,
      position: 1,
      type: 'single',
      stem: '<p>Pick A</p>',
      options: OPTIONS,
      answers: ['A'],
      marks: 2,
    }),
    await createQuestion({
      exam_id: examId,
      position: 2,
      type: 'multiple',
      stem: '<p>Pick A and C</p>',
      options: OPTIONS,
      answers: ['A', 'C'],
      marks: 1,
    }),
    await createQuestion({
      exam_id: examId,
      position: 3,
      type: 'short',
      stem: '<p>Capital of Bangladesh?</p>',
      answers: ['Dhaka'],
      marks: 1,
    }),
  ];
  return { examId, questions };
}

const start = (examId: number, who: Who = 'student') =>
  call<Data<AttemptState> & Problem>('POST', `/api/exam/${examId}/attempt`, tokens[who]);
const state = (attemptId: number, who: Who = 'student') =>
  call<Data<AttemptState> & Problem>('GET', `/api/exam-attempt/${attemptId}/state`, tokens[who]);
const answer = (attemptId: number, questionId: number, value: unknown, who: Who = 'student') =>
  call<Data<{ saved_at: string }> & Problem>(
    'PUT',
    `/api/exam-attempt/${attemptId}/answers/${questionId}`,
    tokens[who],
    value,
  );
const submitPart = (attemptId: number, position: number, who: Who = 'student') =>
  call<Data<AttemptState> & Problem>(
    'POST',
    `/api/exam-attempt/${attemptId}/parts/${position}/submit`,
    tokens[who],
  );
const review = (attemptId: number, who: Who) =>
  call<Data<AttemptReview> & Problem>('GET', `/api/exam-attempt/${attemptId}/review`, tokens[who]);
const examList = (who: Who = 'student') =>
  call<StudentExamList & Problem>('GET', '/api/student/exams', tokens[who]);

/** Moves a part's deadline (and, with `started`, its start) to `secondsFromNow`. */
async function moveDeadline(attemptId: number, position: number, secondsFromNow: number) {
  await server.connection.db
    .updateTable('exam_attempt_parts')
    .set({ deadline_at: new Date(Date.now() + secondsFromNow * 1000).toISOString() })
    .where('attempt_id', '=', attemptId)
    .where('position', '=', position)
    .execute();
}

async function storedAnswers(attemptId: number) {
  return server.connection.db
    .selectFrom('exam_answers')
    .select(['question_id', 'answer', 'outcome', 'marks_awarded'])
    .where('attempt_id', '=', attemptId)
    .execute();
}

/** The scaled score the conversion table gives for a raw score (the highest row at or below). */
async function scaled(scaleId: number, raw: number): Promise<number> {
  const row = await server.connection.db
    .selectFrom('sat_conversions')
    .select('scaled_score')
    .where('scale_id', '=', scaleId)
    .where('raw_score', '<=', raw)
    .orderBy('raw_score', 'desc')
    .executeTakeFirstOrThrow();
  return Number(row.scaled_score);
}

async function notificationsOf(who: Who) {
  const res = await call<Data<{ subject: string; message: string; link: string | null }[]>>(
    'GET',
    '/api/user/notification?per_page=50',
    tokens[who],
  );
  return res.body.data;
}

describe('the student exam list', () => {
  let examId = 0;
  let draftId = 0;
  beforeAll(async () => {
    ({ examId } = await createSatExam('List SAT'));
    draftId = await createExam({ title: 'List draft', type: 1, status: 'draft' });
    await createQuestion({ exam_id: draftId, type: 'short', stem: '<p>?</p>', answers: ['x'] });
  });

  it('lists published exams of seated courses with their parts and what may be done', async () => {
    const res = await examList();
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.meta.server_time)).not.toBeNaN();
    const listed = res.body.data.find((e) => e.id === examId)!;
    expect(listed).toMatchObject({
      title: 'List SAT',
      course_id: courseId,
      course_title: 'Digital SAT Complete',
      type: 2,
      status: 'published',
      question_count: 8,
      total_minutes: modules.reduce((sum, m) => sum + m.minutes, 0),
      attempt: null,
      can_start: true,
      can_resume: false,
      start_refusal: null,
      results_released: false,
    });
    expect(
      listed.parts.map((p) => [
        p.section_name,
        p.section_name_bn,
        p.module_number,
        p.question_count,
      ]),
    ).toEqual([
      ['Reading and Writing', 'পঠন ও লিখন', 1, 2],
      ['Reading and Writing', 'পঠন ও লিখন', 2, 2],
      ['Math', 'গণিত', 1, 2],
      ['Math', 'গণিত', 2, 2],
    ]);
    expect(res.body.data.some((e) => e.id === draftId)).toBe(false);
  });

  it('shows nothing of a course the student is not seated in', async () => {
    const res = await examList('tasnim');
    expect(res.status).toBe(200);
    expect(res.body.data.some((e) => e.id === examId)).toBe(false);
  });

  it('is for students only', async () => {
    for (const who of ['admin', 'tutor', 'parent'] as const)
      expect((await examList(who)).status, who).toBe(403);
    expect((await server.request('GET', '/api/student/exams')).status).toBe(401);
  });
});

describe('taking a SAT practice test', () => {
  let examId = 0;
  let questions: number[][] = [];
  let attemptId = 0;
  /** What the student answers, by module: [multiple choice, grid-in]. */
  const given: [string, string][] = [
    ['B', '3/4'], // both right
    ['C', '.75'], // grid-in right
    ['B', '0.5'], // choice right
    ['A', ''], // none right (grid-in left empty)
  ];

  beforeAll(async () => {
    ({ examId, questions } = await createSatExam('Mock SAT'));
  });

  it('starts with the first module open: its questions without answers, and a deadline', async () => {
    const before = Date.now();
    const res = await start(examId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const s = res.body.data;
    attemptId = s.attempt_id;
    expect(s).toMatchObject({ exam_id: examId, exam_title: 'Mock SAT', status: 'in_progress' });
    expect(s.parts.map((p) => p.module_id)).toEqual(modules.map((m) => m.id));
    expect(s.open!.part).toMatchObject({
      position: 1,
      section_name: 'Reading and Writing',
      section_name_bn: 'পঠন ও লিখন',
      module_number: 1,
      question_count: 2,
      time_limit_minutes: modules[0]!.minutes,
      submitted_at: null,
    });
    const deadline = Date.parse(s.open!.part.deadline_at!);
    const started = Date.parse(s.open!.part.started_at!);
    expect(deadline - started).toBe(modules[0]!.minutes * 60_000);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(s.open!.questions.map((q) => q.id)).toEqual(questions[0]);
    expect(s.open!.questions.map((q) => q.number)).toEqual([1, 2]);
    for (const q of s.open!.questions) {
      expect(Object.keys(q).sort()).toEqual(
        ['id', 'marks', 'number', 'options', 'passage', 'stem', 'type'].sort(),
      );
    }
    expect(s.open!.questions[0]!.options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D']);
    expect(s.open!.questions[1]!.options).toEqual([]);
    expect(s.open!.answers).toEqual({});
    expect(s.parts.slice(1).every((p) => p.started_at === null)).toBe(true);
  });

  it('resumes the same attempt when started again, and lists it in progress', async () => {
    const again = await start(examId);
    expect(again.status).toBe(200);
    expect(again.body.data.attempt_id).toBe(attemptId);
    const listed = (await examList()).body.data.find((e) => e.id === examId)!;
    expect(listed).toMatchObject({ can_start: false, can_resume: true, start_refusal: null });
    expect(listed.attempt).toMatchObject({
      id: attemptId,
      status: 'in_progress',
      part_position: 1,
      part_count: 4,
    });
    expect(listed.attempt!.deadline_at).not.toBeNull();
  });

  it('saves answers, idempotently, and gives them back in the state', async () => {
    const [choice, grid] = questions[0]!;
    const first = await answer(attemptId, choice!, { answer: ['C'] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(Date.parse(first.body.data.saved_at)).not.toBeNaN();
    for (let i = 0; i < 2; i++)
      expect((await answer(attemptId, choice!, { answer: ['b'] })).status).toBe(200);
    expect((await answer(attemptId, grid!, { answer: [' 3/4 '] })).status).toBe(200);
    const rows = await storedAnswers(attemptId);
    expect(rows).toHaveLength(2);
    const s = (await state(attemptId)).body.data;
    expect(s.open!.answers).toEqual({ [String(choice)]: ['B'], [String(grid)]: ['3/4'] });
  });

  it('refuses answers that do not fit the question, with the field named', async () => {
    const [choice, grid] = questions[0]!;
    const cases: [number, unknown][] = [
      [choice!, { answer: ['E'] }],
      [choice!, { answer: 'B' }],
      [choice!, { answer: [1] }],
      [choice!, { answer: ['B'], correct: true }],
      [grid!, { answer: ['1', '2'] }],
      [grid!, { answer: ['1'.repeat(21)] }],
    ];
    for (const [question, body] of cases) {
      const res = await answer(attemptId, question, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toHaveLength(1);
    }
  });

  it('refuses answers to questions of other parts and of other exams', async () => {
    const later = await answer(attemptId, questions[1]![0]!, { answer: ['B'] });
    expect(later.status).toBe(409);
    expect(later.body.message).toMatch(/not started/);
    const { questions: others } = await createRegularExam('Elsewhere');
    const elsewhere = await answer(attemptId, others[0]!, { answer: ['A'] });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toHaveProperty('question_id');
  });

  it('keeps another student, parents and staff out of the attempt', async () => {
    expect((await state(attemptId, 'rafi')).status).toBe(404);
    expect((await answer(attemptId, questions[0]![0]!, { answer: ['A'] }, 'rafi')).status).toBe(
      404,
    );
    expect((await submitPart(attemptId, 1, 'rafi')).status).toBe(404);
    for (const who of ['parent', 'tutor', 'admin'] as const) {
      expect((await state(attemptId, who)).status, who).toBe(403);
      expect((await start(examId, who)).status, who).toBe(403);
    }
    expect((await start(examId, 'tasnim')).status).toBe(404);
  });

  it('submits a module early; the next starts its clock only when the student goes on', async () => {
    const res = await submitPart(attemptId, 1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.data;
    expect(s.parts[0]!.submitted_at).not.toBeNull();
    expect(s.status).toBe('in_progress');
    expect(s.open).toBeNull();
    expect(s.parts[1]).toMatchObject({ position: 2, started_at: null, deadline_at: null });
    const again = await submitPart(attemptId, 1);
    expect(again.status).toBe(200);
    expect(again.body.data.open).toBeNull();
    expect(again.body.data.parts[1]!.started_at).toBeNull();
    // Going on (the pause screen's Continue asks for the state) starts it, timed from then.
    const goOn = (await state(attemptId)).body.data;
    expect(goOn.open!.part).toMatchObject({ position: 2, section_name: 'Reading and Writing' });
    expect(goOn.open!.questions.map((q) => q.id)).toEqual(questions[1]);
    expect(Date.parse(goOn.open!.part.started_at!)).toBeGreaterThan(
      Date.parse(s.parts[0]!.submitted_at!) - 1,
    );
    expect(Date.parse(goOn.open!.part.deadline_at!) - Date.parse(goOn.open!.part.started_at!)).toBe(
      modules[1]!.minutes * 60_000,
    );
    const ahead = await submitPart(attemptId, 3);
    expect(ahead.status).toBe(409);
    expect((await submitPart(attemptId, 9)).status).toBe(422);
    const closed = await answer(attemptId, questions[0]![0]!, { answer: ['A'] });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/closed/);
  });

  it('takes an answer a few seconds late, not after the grace; the clock closes the part', async () => {
    const [choice, grid] = questions[1]!;
    expect((await answer(attemptId, choice!, { answer: [given[1]![0]] })).status).toBe(200);
    await moveDeadline(attemptId, 2, -4);
    expect((await answer(attemptId, grid!, { answer: [given[1]![1]] })).status).toBe(200);
    await moveDeadline(attemptId, 2, -15);
    const late = await answer(attemptId, grid!, { answer: ['9'] });
    expect(late.status).toBe(409);
    const s = (await state(attemptId)).body.data;
    const deadline = await server.connection.db
      .selectFrom('exam_attempt_parts')
      .select(['deadline_at', 'submitted_at'])
      .where('attempt_id', '=', attemptId)
      .where('position', '=', 2)
      .executeTakeFirstOrThrow();
    expect(deadline.submitted_at).toBe(deadline.deadline_at);
    expect(s.open!.part).toMatchObject({ position: 3, section_name: 'Math', module_number: 1 });
    expect(Date.parse(s.open!.part.deadline_at!) - Date.parse(s.open!.part.started_at!)).toBe(
      modules[2]!.minutes * 60_000,
    );
  });

  it('is submitted and scored when the last module is submitted', async () => {
    for (const [index, position] of [
      [2, 3],
      [3, 4],
    ] as const) {
      const [choice, grid] = questions[index]!;
      const [pick, typed] = given[index]!;
      expect((await answer(attemptId, choice!, { answer: [pick] })).status).toBe(200);
      expect((await answer(attemptId, grid!, { answer: typed ? [typed] : [] })).status).toBe(200);
      const res = await submitPart(attemptId, position);
      expect(res.status).toBe(200);
      if (position === 4) {
        expect(res.body.data.status).toBe('submitted');
        expect(res.body.data.open).toBeNull();
        expect(res.body.data.submitted_at).not.toBeNull();
      } else {
        expect(res.body.data.open).toBeNull();
        expect((await state(attemptId)).body.data.open!.part.position).toBe(4);
      }
    }
    const rows = await storedAnswers(attemptId);
    expect(rows).toHaveLength(8);
    const outcomes = new Map(rows.map((r) => [Number(r.question_id), r.outcome]));
    expect(questions.map(([c, g]) => [outcomes.get(c!), outcomes.get(g!)])).toEqual([
      ['correct', 'correct'],
      ['incorrect', 'correct'],
      ['correct', 'incorrect'],
      ['incorrect', 'omitted'],
    ]);
    const after = await answer(attemptId, questions[3]![0]!, { answer: ['B'] });
    expect(after.status).toBe(409);
    expect(after.body.message).toMatch(/submitted/);
  });

  it('scores by the form’s conversion tables', async () => {
    const score = await server.connection.db
      .selectFrom('sat_scores')
      .selectAll()
      .where('exam_id', '=', examId)
      .executeTakeFirstOrThrow();
    const rw = await scaled(modules[0]!.scaleId, 3);
    const math = await scaled(modules[2]!.scaleId, 1);
    expect(Number(score.total_score)).toBe(rw + math);
    const sections = JSON.parse(String(score.section_scores)) as Record<string, { raw: number }>;
    expect(sections.RW).toMatchObject({ raw: 3, scaled: rw });
    expect(sections.M).toMatchObject({ raw: 1, scaled: math });
    expect(score.source).toBe('online');
  });

  it('shows the review to the course’s tutor and admins at once, to the student not yet', async () => {
    const forTutor = await review(attemptId, 'tutor');
    expect(forTutor.status, JSON.stringify(forTutor.body)).toBe(200);
    const r = forTutor.body.data;
    expect(r).toMatchObject({
      attempt_id: attemptId,
      exam_id: examId,
      exam_type: 2,
      student_name: 'Ayesha Rahman',
      course_title: 'Digital SAT Complete',
      status: 'submitted',
      source: 'online',
      results_released: false,
    });
    expect(r.parts).toHaveLength(4);
    const first = r.parts[0]!.questions[0]!;
    expect(first).toMatchObject({
      answer: ['B'],
      correct_answers: ['B'],
      outcome: 'correct',
      marks_awarded: 1,
      explanation: '<p>B is the one.</p>',
    });
    expect(r.parts[3]!.questions[1]).toMatchObject({ answer: null, outcome: 'omitted' });
    expect(r.result).toMatchObject({ kind: 'sat', source: 'online' });
    expect((await review(attemptId, 'admin')).status).toBe(200);
    expect((await review(attemptId, 'otherTutor')).status).toBe(404);
    const early = await review(attemptId, 'student');
    expect(early.status).toBe(403);
    expect(early.body.message).toMatch(/not been released/);
    expect((await review(attemptId, 'parent')).status).toBe(403);
  });

  it('tells the student and their parent when the results are released, then shows them', async () => {
    const toggled = await call('PUT', `/api/exam/toggle/${examId}`, tokens.tutor);
    expect(toggled.status, JSON.stringify(toggled.body)).toBe(200);
    const studentNotice = (await notificationsOf('student')).find(
      (n) => n.subject === 'Results released: Mock SAT',
    );
    expect(studentNotice?.link).toBe(`/student/exam/${examId}/review`);
    const parentNotice = (await notificationsOf('parent')).find(
      (n) => n.subject === 'Results released: Mock SAT',
    );
    expect(parentNotice?.link).toBe('/parent/results');
    expect(parentNotice?.message).toMatch(/Ayesha Rahman/);
    expect((await notificationsOf('rafi')).some((n) => n.subject.includes('Mock SAT'))).toBe(false);

    const forStudent = await review(attemptId, 'student');
    expect(forStudent.status).toBe(200);
    expect(forStudent.body.data.result).toMatchObject({ kind: 'sat' });
    expect((await review(attemptId, 'parent')).status).toBe(200);
    expect((await review(attemptId, 'rafi')).status).toBe(404);
    const listed = (await examList()).body.data.find((e) => e.id === examId)!;
    expect(listed).toMatchObject({ results_released: true, can_resume: false });
    expect(listed.attempt).toMatchObject({ status: 'submitted', part_position: null });

    // Switching it off and on again tells them again; an unrelated edit does not.
    await call('PUT', `/api/exam/toggle/${examId}`, tokens.tutor);
    await call('PUT', `/api/exam/${examId}`, tokens.tutor, { title: 'Mock SAT' });
    const count = async () =>
      (await notificationsOf('student')).filter((n) => n.subject === 'Results released: Mock SAT')
        .length;
    expect(await count()).toBe(1);
    await call('PUT', `/api/exam/${examId}`, tokens.tutor, { results_released: true });
    expect(await count()).toBe(2);
  });

  it('lets the student start over once the attempt is deleted', async () => {
    expect((await call('DELETE', `/api/exam-attempt/${attemptId}`, tokens.admin)).status).toBe(200);
    const res = await start(examId);
    expect(res.status).toBe(201);
    expect(res.body.data.attempt_id).not.toBe(attemptId);
    expect(res.body.data.open!.part.position).toBe(1);
  });
});

describe('the clock', () => {
  it('submits and scores an attempt whose last part ran out, on any call', async () => {
    const { examId, questions } = await createSatExam('Timed out SAT');
    const attemptId = (await start(examId)).body.data.attempt_id;
    expect((await answer(attemptId, questions[0]![0]!, { answer: ['B'] })).status).toBe(200);
    await moveDeadline(attemptId, 1, -60);
    // Modules 2–4: each started on asking, then run out.
    for (const position of [2, 3, 4]) {
      const s = (await state(attemptId)).body.data;
      expect(s.open!.part.position).toBe(position);
      await moveDeadline(attemptId, position, -60);
    }
    const listed = (await examList()).body.data.find((e) => e.id === examId)!;
    expect(listed.attempt).toMatchObject({ status: 'submitted' });
    const score = await server.connection.db
      .selectFrom('sat_scores')
      .select('total_score')
      .where('exam_id', '=', examId)
      .executeTakeFirstOrThrow();
    expect(Number(score.total_score)).toBe(
      (await scaled(modules[0]!.scaleId, 1)) + (await scaled(modules[2]!.scaleId, 0)),
    );
    expect((await state(attemptId)).body.data).toMatchObject({ status: 'submitted', open: null });
  });

  it('opens a fixed window only between its start and end, and no part runs past the end', async () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const { examId: future } = await createRegularExam('Not yet', {
      window_type: 'fixed',
      starts_at: at(hour),
      ends_at: at(2 * hour),
      duration_minutes: 30,
    });
    const early = await start(future);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/opens on/);
    expect((await examList()).body.data.find((e) => e.id === future)).toMatchObject({
      can_start: false,
      start_refusal: 'not_open_yet',
    });

    const { examId: past } = await createRegularExam('Gone', {
      window_type: 'fixed',
      starts_at: at(-2 * hour),
      ends_at: at(-hour),
    });
    const late = await start(past);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/ended/);

    const endsAt = at(10 * 60_000);
    const { examId: closing } = await createRegularExam('Closing soon', {
      window_type: 'fixed',
      starts_at: at(-hour),
      ends_at: endsAt,
      duration_minutes: 30,
    });
    const res = await start(closing);
    expect(res.status).toBe(201);
    expect(res.body.data.open!.part.deadline_at).toBe(endsAt);
  });

  it('closes a SAT attempt’s unbegun modules once its window has ended', async () => {
    const { examId } = await createSatExam('Window SAT', {
      window_type: 'fixed',
      starts_at: new Date(Date.now() - 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const attemptId = (await start(examId)).body.data.attempt_id;
    await server.connection.db
      .updateTable('exams')
      .set({ ends_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', examId)
      .execute();
    await moveDeadline(attemptId, 1, -60);
    const s = (await state(attemptId)).body.data;
    expect(s.status).toBe('submitted');
    expect(s.parts.slice(1).every((p) => p.started_at === null && p.submitted_at !== null)).toBe(
      true,
    );
  });
});

describe('a regular exam', () => {
  it('is one part timed by its duration, scored in marks', async () => {
    const { examId, questions } = await createRegularExam('Chemistry quiz', {
      duration_minutes: 20,
    });
    const res = await start(examId);
    const s = res.body.data;
    expect(s.parts).toHaveLength(1);
    expect(s.open!.part).toMatchObject({ module_id: null, section_name: null, question_count: 3 });
    expect(Date.parse(s.open!.part.deadline_at!) - Date.parse(s.open!.part.started_at!)).toBe(
      20 * 60_000,
    );
    const [single, multiple, short] = questions;
    await answer(s.attempt_id, single!, { answer: ['A'] });
    await answer(s.attempt_id, multiple!, { answer: ['C', 'A'] });
    await answer(s.attempt_id, short!, { answer: ['Chittagong'] });
    const done = await submitPart(s.attempt_id, 1);
    expect(done.body.data.status).toBe('submitted');
    const r = (await review(s.attempt_id, 'admin')).body.data;
    expect(r.result).toMatchObject({
      kind: 'regular',
      marks: 3,
      total_marks: 4,
      percent: 75,
      passed: true,
      pass_mark: 2,
    });
  });

  it('leaves its scored result stamped and audited with the student who submitted it as actor', async () => {
    const { examId, questions } = await createRegularExam('Audited quiz');
    const s = (await start(examId)).body.data;
    await answer(s.attempt_id, questions[0]!, { answer: ['A'] });
    expect((await submitPart(s.attempt_id, 1)).body.data.status).toBe('submitted');
    const db = server.connection.db;
    const student = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'student@academy.test')
      .executeTakeFirstOrThrow();
    const result = await db
      .selectFrom('exam_results')
      .select(['id', 'created_by', 'updated_by'])
      .where('exam_id', '=', examId)
      .executeTakeFirstOrThrow();
    expect(result).toMatchObject({ created_by: student.id, updated_by: student.id });
    const audits = await db
      .selectFrom('audit_logs')
      .select(['action', 'user_id', 'after'])
      .where('resource', '=', 'exam-result')
      .where('record_id', '=', Number(result.id))
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'create', user_id: student.id });
    expect(JSON.parse(String(audits[0]!.after))).toMatchObject({ marks: 2, source: 'online' });
  });

  it('without a duration is untimed', async () => {
    const { examId } = await createRegularExam('Untimed');
    const s = (await start(examId)).body.data;
    expect(s.open!.part).toMatchObject({ time_limit_minutes: null, deadline_at: null });
  });

  it('starts only when published and with questions', async () => {
    const draft = await createExam({ title: 'Draft exam', type: 1, status: 'draft' });
    expect((await start(draft)).status).toBe(404);
    const empty = await createExam({ title: 'Empty exam', type: 1 });
    const none = await start(empty);
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/no questions/);
    const { examId: closed } = await createRegularExam('Closed exam', { status: 'closed' });
    const refused = await start(closed);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/closed/);
    expect((await examList()).body.data.find((e) => e.id === closed)).toMatchObject({
      start_refusal: 'closed',
    });
  });
});
