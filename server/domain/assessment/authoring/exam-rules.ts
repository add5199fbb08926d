/**
 * Rules of an exam (resource `exam`): a SAT practice test has a SAT test form and a regular exam
 * none; a fixed window opens before it closes; the pass mark fits in the total; and an exam whose
 * questions exist keeps its type and form (its questions are placed in that form's modules).
 * Publishing is checked in `beforeSave`, which also runs for `status/change` (that skips
 * `check`): see publishing.ts.
 */
import type { Executor, Row } from '../../../db/types';
import { translatorFor, type Translator } from '../../../i18n/translate';
import type { FieldErrors } from '../../../resources/errors';
import { ValidationError } from '../../../resources/errors';
import type { exam } from '../../../../resources/exams';
import type { HooksOf } from '../../../resources/hooks';
import { publishingProblem } from './publishing';
import { ExamType, type RecordOf, type StoredRowOf } from '../../../../schema';

const present = (value: unknown) => value !== null && value !== undefined && value !== '';
const time = (value: unknown) => new Date(value as string | Date).getTime();
type ExamValues = Partial<RecordOf<typeof exam>>;
type ExamRow = StoredRowOf<typeof exam>;

const changed = (
  values: ExamValues,
  current: ExamRow | undefined,
  field: keyof ExamValues & keyof ExamRow,
) =>
  current !== undefined &&
  field in values &&
  String(values[field] ?? '') !== String(current[field] ?? '');

function formErrors(next: Row, tr: Translator): FieldErrors {
  const type = Number(next.type);
  if (type === ExamType.Sat && !present(next.test_form_id))
    return { test_form_id: [tr.t('exams.satNeedsForm')] };
  if (type === ExamType.Regular && present(next.test_form_id))
    return { test_form_id: [tr.t('exams.regularHasNoForm')] };
  return {};
}

function windowErrors(next: Row, tr: Translator): FieldErrors {
  if (next.window_type !== 'fixed') return {};
  const errors: FieldErrors = {};
  if (!present(next.starts_at)) errors.starts_at = [tr.t('exams.fixedNeedsOpening')];
  if (!present(next.ends_at)) errors.ends_at = [tr.t('exams.fixedNeedsClosing')];
  else if (present(next.starts_at) && time(next.ends_at) <= time(next.starts_at))
    errors.ends_at = [tr.t('exams.closesBeforeOpening')];
  return errors;
}

/** The error belongs on the mark that changed: a total lowered below the pass mark is the total's. */
function markErrors(values: Row, next: Row, tr: Translator): FieldErrors {
  const above =
    present(next.pass_mark) &&
    present(next.total_marks) &&
    Number(next.pass_mark) > Number(next.total_marks);
  if (!above) return {};
  return 'total_marks' in values && !('pass_mark' in values)
    ? { total_marks: [tr.t('exams.totalBelowPass')] }
    : { pass_mark: [tr.t('exams.passAboveTotal')] };
}

async function hasQuestions(db: Executor, examId: number): Promise<boolean> {
  const row = await db
    .selectFrom('exam_questions')
    .select('id')
    .where('exam_id', '=', examId)
    .executeTakeFirst();
  return row !== undefined;
}

async function frozenErrors(
  db: Executor,
  values: ExamValues,
  current: ExamRow | undefined,
  tr: Translator,
) {
  const errors: FieldErrors = {};
  const type = changed(values, current, 'type');
  const form = changed(values, current, 'test_form_id');
  if (!current || !(type || form) || !(await hasQuestions(db, current.id))) return errors;
  if (type) errors.type = [tr.t('exams.typeFrozen')];
  if (form) errors.test_form_id = [tr.t('exams.formFrozen')];
  return errors;
}

const checkExam: NonNullable<HooksOf<typeof exam>['check']> = async (
  ctx,
  db,
  { values, current },
) => {
  const tr = translatorFor(ctx.language ?? 'en');
  const next = { ...current, ...values };
  return {
    ...formErrors(next, tr),
    ...windowErrors(next, tr),
    ...markErrors(values, next, tr),
    ...(await frozenErrors(db, values, current, tr)),
  };
};

/** Fields whose change can make a published exam unfit to take. */
const PUBLISHING_FIELDS = ['status', 'type', 'test_form_id', 'duration_minutes'] as const;

export const examRules: HooksOf<typeof exam> = {
  check: checkExam,
  async beforeSave(tx, ctx, { values, current }) {
    const next = { ...current, ...values };
    if (next.status !== 'published') return;
    if (current && !PUBLISHING_FIELDS.some((f) => changed(values, current, f))) return;
    const tr = translatorFor(ctx.language ?? 'en');
    const problem = await publishingProblem(tx, next, current?.id, tr);
    if (problem) throw ValidationError.field('status', problem);
  },
};
