/**
 * An exam's questions in the order a student meets them: SAT questions by their section's place
 * in the form, then module number, then their own position; questions outside any module (a
 * regular exam's) by position. Numbered from 1 across the whole exam, as an answer sheet counts.
 */
import type { Executor } from '../../../db/types';

export interface NumberedQuestion {
  number: number;
  id: number;
  type: string;
}

interface QuestionPlace {
  id: number;
  type: string;
  sectionPosition: number | null;
  sectionId: number | null;
  moduleNumber: number | null;
  position: number | null;
}

/** Missing places sort last; the id breaks ties, so the order never depends on the database. */
const compareNullable = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;

export function compareQuestionPlaces(a: QuestionPlace, b: QuestionPlace): number {
  return (
    compareNullable(a.sectionId === null ? null : 0, b.sectionId === null ? null : 0) ||
    compareNullable(a.sectionPosition, b.sectionPosition) ||
    compareNullable(a.sectionId, b.sectionId) ||
    compareNullable(a.moduleNumber, b.moduleNumber) ||
    compareNullable(a.position, b.position) ||
    a.id - b.id
  );
}

const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function numberedQuestions(db: Executor, examId: number): Promise<NumberedQuestion[]> {
  const rows = await db
    .selectFrom('exam_questions as q')
    .leftJoin('sat_modules as m', 'm.id', 'q.module_id')
    .leftJoin('sat_sections as s', 's.id', 'm.section_id')
    .select([
      'q.id as id',
      'q.type as type',
      'q.position as position',
      'm.number as module_number',
      's.id as section_id',
      's.position as section_position',
    ])
    .where('q.exam_id', '=', examId)
    .execute();
  return rows
    .map((r): QuestionPlace => ({
      id: Number(r.id),
      type: String(r.type),
      position: orNull(r.position),
      moduleNumber: orNull(r.module_number),
      sectionId: orNull(r.section_id),
      sectionPosition: orNull(r.section_position),
    }))
    .sort(compareQuestionPlaces)
    .map((q, index) => ({ number: index + 1, id: q.id, type: q.type }));
}
