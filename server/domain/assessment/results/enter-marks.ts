/**
 * Marks of many students at once (`PUT /api/exam/{id}/marks`): each row is created or updated
 * through the resource engine (validation, the result rules, labels, audit) in one shared
 * transaction, committed only when every row is sound. A row without marks is left as it is.
 * Errors are keyed by the row's place in the request: `marks.3.marks`.
 */
import type { ExamRoster } from '../../../../schema';
import { translatorFor, type Translator } from '../../../i18n/translate';
import type { Context } from '../../../resources/context';
import { ValidationError, type FieldErrors } from '../../../resources/errors';
import { createRecord } from '../../../resources/operations/create';
import { updateRecord } from '../../../resources/operations/update';
import { withSharedTransaction } from '../../../resources/shared-transaction';
import { examMarkingErrors } from './result-rules';
import { examResult as examResultResource } from '../../../../resources/exams';
import { examForMarking, examRoster } from './roster';
import { parseId } from '../../../resources/input-bounds';

interface MarksRow {
  index: number;
  student_id: number;
  body: Record<string, unknown>;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The rows to write, or the errors of the request's shape. */
export function readMarksRows(
  input: unknown,
  tr: Translator,
): { rows: MarksRow[]; errors: FieldErrors } {
  const list = (input as { marks?: unknown } | null)?.marks;
  if (!Array.isArray(list)) return { rows: [], errors: { marks: [tr.t('marks.notAList')] } };
  const rows: MarksRow[] = [];
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  list.forEach((item: unknown, index) => {
    const entry = (item !== null && typeof item === 'object' ? item : {}) as Record<
      string,
      unknown
    >;
    const id = parseId(entry.student_id);
    if (id === undefined) {
      errors[`marks.${index}.student_id`] = [tr.t('marks.studentRequired')];
      return;
    }
    if (seen.has(id)) {
      errors[`marks.${index}.student_id`] = [tr.t('marks.studentTwice')];
      return;
    }
    seen.add(id);
    if (isBlank(entry.marks)) return;
    const body: Record<string, unknown> = { marks: entry.marks };
    if ('remarks' in entry) body.remarks = entry.remarks;
    rows.push({ index, student_id: id, body });
  });
  return { rows, errors };
}

/** Errors in the order of the rows they name (`marks.2.…` before `marks.10.…`). */
function sortedByRow(errors: FieldErrors): FieldErrors {
  const row = (key: string) => Number(key.split('.')[1] ?? -1);
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => row(a) - row(b)));
}

export async function enterMarks(
  ctx: Context,
  examId: number,
  input: unknown,
): Promise<ExamRoster> {
  await examForMarking(ctx, examId);
  const tr = translatorFor(ctx.language ?? 'en');
  // What concerns the exam is said once, not on every row.
  const examErrors = await examMarkingErrors(ctx.db, examId, tr);
  if (examErrors) throw new ValidationError(examErrors);
  const { rows, errors } = readMarksRows(input, tr);
  if ('marks' in errors) throw new ValidationError(errors);
  // The sound rows are written even when others are malformed, so one answer names every problem.
  const failed = await withSharedTransaction(ctx, async (joined) => {
    const rowErrors: FieldErrors = { ...errors };
    for (const row of rows) {
      try {
        const existing = await joined.db
          .selectFrom('exam_results')
          .select('id')
          .where('exam_id', '=', examId)
          .where('student_id', '=', row.student_id)
          .executeTakeFirst();
        if (existing) await updateRecord(joined, examResultResource, Number(existing.id), row.body);
        else
          await createRecord(joined, examResultResource, {
            ...row.body,
            exam_id: examId,
            student_id: row.student_id,
          });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        // A row's refusal may have been thrown as a phrase, for the reader's language.
        for (const [field, messages] of Object.entries(error.errorsIn(tr)))
          rowErrors[`marks.${row.index}.${field}`] = messages;
      }
    }
    return { commit: Object.keys(rowErrors).length === 0, value: rowErrors };
  });
  if (Object.keys(failed).length > 0) throw new ValidationError(sortedByRow(failed));
  return examRoster(ctx, examId);
}
