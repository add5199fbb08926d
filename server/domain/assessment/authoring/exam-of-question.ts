/** The exam a question belongs to, as the authoring rules need it: its type and SAT form. */
import { ExamType, type GridInKind, type QuestionSetting } from '../../../../schema';
import type { Executor } from '../../../db/types';

export interface ExamOfQuestion {
  id: number;
  type: number;
  status: string;
  testFormId: number | null;
  /** The SAT form's kind; null for a regular exam (or a SAT exam still without a form). */
  formKind: GridInKind | null;
}

export async function loadExam(db: Executor, id: number): Promise<ExamOfQuestion | undefined> {
  const row = await db
    .selectFrom('exams')
    .leftJoin('sat_test_forms', 'sat_test_forms.id', 'exams.test_form_id')
    .select(['exams.id', 'exams.type', 'exams.status', 'exams.test_form_id', 'sat_test_forms.kind'])
    .where('exams.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    type: Number(row.type),
    status: String(row.status),
    testFormId: row.test_form_id === null ? null : Number(row.test_form_id),
    formKind: row.kind === 'legacy' || row.kind === 'digital' ? row.kind : null,
  };
}

export const settingOf = (exam: ExamOfQuestion): QuestionSetting =>
  exam.type === ExamType.Sat
    ? { exam: 'sat', form: exam.formKind ?? 'digital' }
    : { exam: 'regular' };

/** A JSON column as stored (text), or already parsed (the request's value). */
export function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
