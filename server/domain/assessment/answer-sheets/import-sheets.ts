/**
 * Answer sheets of an exam imported from a CSV file (docs/API.md "Answer sheets"): each student's
 * sheet becomes their submitted attempt, scored on the server like an online one. Students whose
 * sheet has an error are left out; the others are stored together in one transaction. A dry run
 * does all of it, scores included, and rolls it back.
 */
import { ExamType, type AnswerSheetReport, type SheetScore } from '../../../../schema';
import type { Executor, Row, Tx } from '../../../db/types';
import { authorize, findScoped } from '../../../resources/access';
import { translatorFor } from '../../../i18n/translate';
import type { Context } from '../../../resources/context';
import { ValidationError } from '../../../resources/errors';
import { afterCommit, withSharedTransaction } from '../../../resources/shared-transaction';
import type { CsvFile } from '../../import/csv-file';
import { exam as examResource, examAttempt as attemptResource } from '../../../../resources/exams';
import { seatedStudents } from '../seated';
import { scoreAttempt } from '../score-attempt';
import { ConversionError } from '../scoring';
import { groupSheets } from './group-sheets';
import { numberedQuestions } from './question-order';
import { findSheetColumns } from './sheet-columns';
import { storeImportedAttempt } from './store-attempt';

/** Importing sittings changes an exam's records: it needs update on the exam, in scope. */
export async function examForSheets(ctx: Context, examId: number): Promise<Row> {
  authorize(ctx, 'update', examResource);
  return findScoped(ctx, ctx.db, examResource, examId);
}

/** Finds a seated student by student no. or e-mail, without case. */
async function studentFinder(db: Executor, courseId: number) {
  const students = await seatedStudents(db, courseId);
  const byKey = new Map<string, { id: number; name: string }>();
  for (const s of students) {
    const student = { id: s.student_id, name: s.full_name };
    if (s.student_no) byKey.set(s.student_no.toLowerCase(), student);
    byKey.set(s.email.toLowerCase(), student);
  }
  return {
    idOf: (key: string) => byKey.get(key.trim().toLowerCase())?.id,
    nameOf: (id: number) => students.find((s) => s.student_id === id)?.full_name,
  };
}

async function totalScore(db: Executor, exam: Row, studentId: number): Promise<number> {
  const sat = Number(exam.type) === ExamType.Sat;
  const row = await db
    .selectFrom(sat ? 'sat_scores' : 'exam_results')
    .select(sat ? 'total_score as score' : 'marks as score')
    .where('exam_id', '=', Number(exam.id))
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return Number(row.score);
}

/** A form whose conversion tables cannot score the sheet is the centre's to fix: a 422, not a 500. */
async function scoreOrRefuse(tx: Tx, ctx: Context, attemptId: number): Promise<void> {
  try {
    await scoreAttempt(tx, ctx, attemptId);
  } catch (error) {
    if (!(error instanceof ConversionError)) throw error;
    const tr = translatorFor(ctx.language ?? 'en');
    const reason = tr.t('marks.conversionGap', { scale: error.scale, raw: error.raw });
    throw ValidationError.field('file', tr.t('marks.sheetUnscorable', { reason }));
  }
}

export async function importAnswerSheets(
  ctx: Context,
  examId: number,
  file: CsvFile,
  dryRun: boolean,
): Promise<AnswerSheetReport> {
  const exam = await examForSheets(ctx, examId);
  const tr = translatorFor(ctx.language ?? 'en');
  const columns = findSheetColumns(file.headers);
  const questions = await numberedQuestions(ctx.db, examId);
  if (questions.length === 0) throw ValidationError.field('file', tr.t('marks.sheetNoQuestions'));
  const students = await studentFinder(ctx.db, Number(exam.course_id));
  const { sheets, errors } = groupSheets(file.records, columns, questions, students.idOf, tr);
  const scored = await withSharedTransaction(ctx, async (joined) => {
    const tx = joined.shared!.tx;
    const scores: SheetScore[] = [];
    for (const sheet of sheets) {
      const attemptId = await storeImportedAttempt(
        tx,
        joined,
        { id: examId, course_id: Number(exam.course_id) },
        sheet.studentId,
        sheet.answers,
      );
      await scoreOrRefuse(tx, joined, attemptId);
      scores.push({
        student_id: sheet.studentId,
        full_name: String(students.nameOf(sheet.studentId) ?? ''),
        total_score: await totalScore(tx, exam, sheet.studentId),
        attempt_id: dryRun ? null : attemptId,
      });
    }
    await afterCommit(joined, async (committed) => {
      for (const name of [attemptResource.name, 'sat-score', 'exam-result'])
        committed.counts.invalidate(name);
    });
    return { commit: !dryRun && scores.length > 0, value: scores };
  });
  return { dry_run: dryRun, students: scored.length, scored, errors };
}
