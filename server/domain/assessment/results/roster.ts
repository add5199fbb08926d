/**
 * An exam's roster (docs/API.md "Results and scores"): every student seated in the exam's course,
 * by name, with the result entered for them, for those who enter marks (a tutor of the course,
 * an admin). A student or parent holds no `create ExamResult` and is refused.
 */
import type { ExamRoster, RosterResult, RosterStudent } from '../../../../schema';
import type { Row } from '../../../db/types';
import { authorize, findScoped, scopedSelect } from '../../../resources/access';
import type { Context } from '../../../resources/context';
import { seatedStudents } from '../seated';
import { loadExamMarking } from './exam-total';
import {
  exam as examResource,
  examResult as examResultResource,
} from '../../../../resources/exams';

/** The exam, when it lies in the caller's scope and they may enter its results; else 403/404. */
export async function examForMarking(ctx: Context, examId: number): Promise<Row> {
  authorize(ctx, 'read', examResource);
  authorize(ctx, 'create', examResultResource);
  return findScoped(ctx, ctx.db, examResource, examId);
}

const resultOf = (row: Row): RosterResult => ({
  id: Number(row.id),
  marks: Number(row.marks),
  percent: row.percent === null ? null : Number(row.percent),
  passed: row.passed === null ? null : Number(row.passed) === 1,
  remarks: row.remarks === null ? null : String(row.remarks),
});

export async function examRoster(ctx: Context, examId: number): Promise<ExamRoster> {
  await examForMarking(ctx, examId);
  const exam = (await loadExamMarking(ctx.db, examId))!;
  const [students, results] = await Promise.all([
    seatedStudents(ctx.db, exam.course_id),
    scopedSelect(ctx, ctx.db, examResultResource)
      .select(['id', 'student_id', 'marks', 'percent', 'passed', 'remarks'])
      .where('exam_id', '=', examId)
      .execute(),
  ]);
  const byStudent = new Map(results.map((r) => [Number(r.student_id), resultOf(r)]));
  const roster: RosterStudent[] = students.map((s) => ({
    student_id: s.student_id,
    full_name: s.full_name,
    student_no: s.student_no,
    result: byStudent.get(s.student_id) ?? null,
  }));
  return {
    exam: {
      id: exam.id,
      title: exam.title,
      total_marks: exam.total,
      pass_mark: exam.pass_mark,
      type: exam.type,
    },
    students: roster,
  };
}
