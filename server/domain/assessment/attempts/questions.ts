/**
 * Questions and saved answers as stored (JSON text, see the scoring conventions): options
 * `[{key, text}]`, correct answers and a student's answer `string[]`.
 */
import type { AttemptQuestion, QuestionOption, QuestionType } from '../../../../schema';
import type { Executor, Row } from '../../../db/types';

export interface QuestionRow {
  id: number;
  type: QuestionType;
  passage: string | null;
  stem: string;
  options: QuestionOption[];
  answers: string[];
  marks: number;
  explanation: string | null;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A stored `string[]`; null when there is none (or it cannot be read). */
export function parseAnswer(text: unknown): string[] | null {
  const value = parseJson(text);
  return Array.isArray(value) ? value.map(String) : null;
}

function parseOptions(text: unknown): QuestionOption[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((option: unknown) => {
    if (option === null || typeof option !== 'object') return [];
    const { key, text: html } = option as { key?: unknown; text?: unknown };
    return typeof key === 'string' ? [{ key, text: typeof html === 'string' ? html : '' }] : [];
  });
}

const toQuestion = (row: Row): QuestionRow => ({
  id: Number(row.id),
  type: String(row.type) as QuestionType,
  passage: typeof row.passage === 'string' && row.passage !== '' ? row.passage : null,
  stem: String(row.stem ?? ''),
  options: parseOptions(row.options),
  answers: parseAnswer(row.answers) ?? [],
  marks: Number(row.marks ?? 0),
  explanation: typeof row.explanation === 'string' ? row.explanation : null,
});

/** The questions by id, in the order of `ids`. */
export async function loadQuestions(db: Executor, ids: number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('exam_questions').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [Number(row.id), toQuestion(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface StoredAnswer {
  answer: string[] | null;
  outcome: string | null;
  marks_awarded: number | null;
}

/** The attempt's stored answers by question id. */
export async function loadAnswers(
  db: Executor,
  attemptId: number,
): Promise<Map<number, StoredAnswer>> {
  const rows = await db
    .selectFrom('exam_answers')
    .select(['question_id', 'answer', 'outcome', 'marks_awarded'])
    .where('attempt_id', '=', attemptId)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.question_id),
      {
        answer: parseAnswer(row.answer),
        outcome: typeof row.outcome === 'string' ? row.outcome : null,
        marks_awarded: row.marks_awarded === null ? null : Number(row.marks_awarded),
      },
    ]),
  );
}

/** A question as the student taking it sees it (`number` counts from 1 within its part). */
export const toAttemptQuestion = (q: QuestionRow, index: number): AttemptQuestion => ({
  id: q.id,
  number: index + 1,
  type: q.type,
  passage: q.passage,
  stem: q.stem,
  options: q.type === 'single' || q.type === 'multiple' ? q.options : [],
  marks: q.marks,
});
