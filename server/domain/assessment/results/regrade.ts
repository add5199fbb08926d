/**
 * When an exam's total marks or pass mark change, the percent and pass of its results are worked
 * out again in the same transaction, so no result shows a grade from the old numbers. A total
 * below marks already given is refused.
 */
import { examResult } from '../../../../resources/exams';
import { translatorFor } from '../../../i18n/translate';
import { ValidationError } from '../../../resources/errors';
import type { exam } from '../../../../resources/exams';
import type { BeforeSave } from '../../../resources/hooks';
import { updateRow } from '../../../resources/row-writes';
import { gradeOf, markingTotal, numberOrNull } from './exam-total';

const changed = (values: Record<string, unknown>, current: Record<string, unknown>, name: string) =>
  name in values && (values[name] ?? null) !== (current[name] ?? null);

export const regradeResults: BeforeSave<typeof exam> = async (tx, ctx, { values, current }) => {
  if (
    !current ||
    !(changed(values, current, 'total_marks') || changed(values, current, 'pass_mark'))
  )
    return;
  const examId = current.id;
  const next = { ...current, ...values };
  const total = await markingTotal(tx, examId, next.total_marks);
  const passMark = numberOrNull(next.pass_mark);
  const results = await tx
    .selectFrom('exam_results')
    .selectAll()
    .where('exam_id', '=', examId)
    .execute();
  if (results.length === 0) return;
  const highest = Math.max(...results.map((r) => Number(r.marks)));
  if (total === null || highest > total)
    throw ValidationError.field(
      'total_marks',
      translatorFor(ctx.language ?? 'en').t('marks.totalBelowGiven', { highest }),
    );
  for (const result of results) {
    const { percent, passed } = gradeOf(Number(result.marks), total, passMark);
    // The result's own hooks would grade it from the exam's total as stored, not the one being saved.
    await updateRow(tx, ctx, examResult, result, { percent, passed }, { hooks: false });
  }
};
