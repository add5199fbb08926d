/**
 * Rules of a regular exam's result entered by staff (resource `exam-result`): the exam must be a
 * regular one (a SAT sitting is scored into `sat_scores` from its answers), it must say what the
 * marks are out of, the marks may not exceed that, and the student must be seated in the exam's
 * course. The percent and the pass are derived on the server, never taken from the request.
 */
import type { Executor, Row } from '../../../db/types';
import { translatorFor, type Translator } from '../../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../../resources/errors';
import type { examResult } from '../../../../resources/exams';
import type { HooksOf } from '../../../resources/hooks';
import { isSeated } from '../seated';
import { gradeOf, loadExamMarking, type ExamMarking } from './exam-total';
import { ExamType } from '../../../../schema';

type ResultHooks = HooksOf<typeof examResult>;

async function notSeatedMessage(
  db: Executor,
  studentId: number,
  exam: ExamMarking,
  tr: Translator,
) {
  const [student, course] = await Promise.all([
    db.selectFrom('students').select('full_name').where('id', '=', studentId).executeTakeFirst(),
    db.selectFrom('courses').select('title').where('id', '=', exam.course_id).executeTakeFirst(),
  ]);
  return tr.t('marks.notEnrolled', {
    student: student ? String(student.full_name) : tr.t('marks.theStudent'),
    course: course ? String(course.title) : tr.t('marks.theExamCourse'),
  });
}

async function hasOtherResult(db: Executor, next: Row, currentId: unknown): Promise<boolean> {
  let query = db
    .selectFrom('exam_results')
    .select('id')
    .where('exam_id', '=', Number(next.exam_id))
    .where('student_id', '=', Number(next.student_id));
  if (currentId !== undefined) query = query.where('id', '!=', Number(currentId));
  return (await query.executeTakeFirst()) !== undefined;
}

function examErrors(exam: ExamMarking, tr: Translator): FieldErrors | undefined {
  if (exam.type !== ExamType.Regular) return { exam_id: [tr.t('marks.satFromSheets')] };
  if (exam.total === null) return { exam_id: [tr.t('marks.noTotal')] };
  return undefined;
}

/** Why no marks can be entered for this exam at all, if so. */
export async function examMarkingErrors(
  db: Executor,
  examId: number,
  tr: Translator,
): Promise<FieldErrors | undefined> {
  const exam = await loadExamMarking(db, examId);
  return exam ? examErrors(exam, tr) : undefined;
}

/** Field errors of a result as it would be after the write (`current`: the stored row). */
export async function resultErrors(
  db: Executor,
  tr: Translator,
  next: Row,
  current?: Row,
): Promise<FieldErrors> {
  const exam = await loadExamMarking(db, Number(next.exam_id));
  if (!exam) return {};
  const refused = examErrors(exam, tr);
  if (refused || exam.total === null) return refused ?? {};
  const errors: FieldErrors = {};
  const marks = Number(next.marks);
  if (marks > exam.total) errors.marks = [tr.t('marks.aboveTotal', { total: exam.total })];
  const studentId = Number(next.student_id);
  if (!(await isSeated(db, studentId, exam.course_id)))
    errors.student_id = [await notSeatedMessage(db, studentId, exam, tr)];
  else if (await hasOtherResult(db, next, current?.id))
    errors.student_id = [tr.t('marks.resultExists')];
  return errors;
}

const checkResult: NonNullable<ResultHooks['check']> = async (ctx, db, { values, current }) => {
  const next = { ...current, ...values };
  const touched = ['exam_id', 'student_id', 'marks'].some((name) => name in values);
  const tr = translatorFor(ctx.language ?? 'en');
  return touched || !current ? resultErrors(db, tr, next, current) : {};
};

/**
 * Percent and pass from the marks. Marks written through the engine are 'entered' ones; a change
 * of remarks alone keeps the source (an online attempt's result stays 'online').
 */
const gradeResult: NonNullable<ResultHooks['beforeSave']> = async (
  tx,
  ctx,
  { values, current },
) => {
  const next = { ...current, ...values };
  const exam = await loadExamMarking(tx, Number(next.exam_id));
  if (!exam || exam.total === null)
    throw ValidationError.field('exam_id', translatorFor(ctx.language ?? 'en').t('marks.noTotal'));
  Object.assign(values, gradeOf(Number(next.marks), exam.total, exam.pass_mark));
  const marksChanged = !current || Number(current.marks) !== Number(next.marks);
  if (marksChanged) values.source = 'entered';
};

export const examResultRules: ResultHooks = { check: checkResult, beforeSave: gradeResult };
