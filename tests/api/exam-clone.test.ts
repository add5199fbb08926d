/**
 * `POST /api/exam/{id}/clone`: a draft copy of an exam with a copy of its questions, regular or
 * SAT, in their order; the original and its results stay as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
const tokens = { admin: '', tutor: '', student: '' };
type Saved = { data: Record<string, unknown> };

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await server.login('admin@academy.test');
  tokens.tutor = await server.login('employee@academy.test');
  tokens.student = await server.login('student@academy.test');
});
afterAll(() => server.close());

const clone = (id: number, token = tokens.admin, language = 'en') =>
  fetch(`${server.url}/api/exam/${id}/clone`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

/** What a question is, without what makes it this row (id, exam, stamps, place, label). */
async function questionsOf(examId: unknown) {
  const { body } = await server.request<{ data: Record<string, unknown>[] }>(
    'GET',
    `/api/exam-question?filter[exam_id]=${String(examId)}&sort_by=position&sort_dir=asc&per_page=1000`,
    { token: tokens.admin },
  );
  return body.data.map(
    ({ module_id, type, passage, stem, options, answers, marks, explanation, tags }) => ({
      module_id,
      type,
      passage,
      stem,
      options,
      answers,
      marks,
      explanation,
      tags,
    }),
  );
}

const examOf = async (id: unknown) =>
  (await server.request<Saved>('GET', `/api/exam/${String(id)}`, { token: tokens.admin })).body
    .data;

describe('cloning an exam', () => {
  it('makes a draft SAT test with a copy of every question in order, leaving the original', async () => {
    const id = await idWhere(server, 'exams', 'title', 'Digital SAT Practice Test 1');
    const original = await examOf(id);
    const questions = await questionsOf(id);
    expect(questions.length).toBeGreaterThan(1);

    const response = await clone(id);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as Saved;
    expect(data.id).not.toBe(id);
    expect(data).toMatchObject({
      title: 'Digital SAT Practice Test 1 (copy)',
      status: 'draft',
      results_released: false,
      course_id: original.course_id,
      type: original.type,
      test_form_id: original.test_form_id,
      instructions: original.instructions,
    });
    expect(await questionsOf(data.id)).toEqual(questions);
    expect(await examOf(id)).toEqual(original);
    expect(await questionsOf(id)).toEqual(questions);
  });

  it('copies a regular exam and names the copy in the language asked for', async () => {
    const id = await idWhere(server, 'exams', 'title', 'Algebra checkpoint');
    const added = await server.request<Saved>('POST', '/api/exam-question', {
      token: tokens.admin,
      json: {
        exam_id: id,
        type: 'short',
        stem: '<p>Solve 2x + 3 = 11.</p>',
        answers: ['4'],
        marks: 2,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    const response = await clone(id, tokens.admin, 'bn');
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as Saved;
    expect(data).toMatchObject({ title: 'Algebra checkpoint (অনুলিপি)', status: 'draft' });
    expect(await questionsOf(data.id)).toEqual(await questionsOf(id));
  });

  it('lets a tutor clone an exam of a course they teach', async () => {
    const id = await idWhere(server, 'exams', 'title', 'Digital SAT Practice Test 2');
    const response = await clone(id, tokens.tutor);
    expect(response.status).toBe(201);
  });

  it('answers 403 to a user who may not create exams, and 404 for no exam', async () => {
    const id = await idWhere(server, 'exams', 'title', 'Digital SAT Practice Test 2');
    expect((await clone(id, tokens.student)).status).toBe(403);
    expect((await clone(999_999)).status).toBe(404);
  });
});
