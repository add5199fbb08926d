/**
 * What a regular exam's marks are out of, and the percent and pass they give. Marks entered by
 * staff and marks scored from an attempt are judged by the same numbers.
 */
import type { Executor } from '../../../db/types';

export interface ExamMarking {
  id: number;
  title: string;
  course_id: number;
  /** 1 regular, 2 SAT. */
  type: number;
  /** The exam's total marks, else the sum of its questions' marks; null when it has neither. */
  total: number | null;
  pass_mark: number | null;
}

export const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/** The exam's own total marks when set, else the sum of its questions' marks (null for none). */
export async function markingTotal(
  db: Executor,
  examId: number,
  totalMarks: unknown,
): Promise<number | null> {
  const own = numberOrNull(totalMarks);
  if (own !== null) return own;
  const sum = await db
    .selectFrom('exam_questions')
    .select((eb) => eb.fn.sum('marks').as('marks'))
    .where('exam_id', '=', examId)
    .executeTakeFirst();
  const questionMarks = Number(sum?.marks ?? 0);
  return questionMarks > 0 ? questionMarks : null;
}

export async function loadExamMarking(
  db: Executor,
  examId: number,
): Promise<ExamMarking | undefined> {
  const exam = await db
    .selectFrom('exams')
    .select(['id', 'title', 'course_id', 'type', 'total_marks', 'pass_mark'])
    .where('id', '=', examId)
    .executeTakeFirst();
  if (!exam) return undefined;
  const total = await markingTotal(db, examId, exam.total_marks);
  return {
    id: Number(exam.id),
    title: String(exam.title),
    course_id: Number(exam.course_id),
    type: Number(exam.type),
    total,
    pass_mark: numberOrNull(exam.pass_mark),
  };
}

export interface Grade {
  percent: number;
  /** Null when the exam has no pass mark. */
  passed: boolean | null;
}

/** round(100 × marks / total), halves up; whether the marks reach the pass mark. */
export function gradeOf(marks: number, total: number, passMark: number | null): Grade {
  return {
    percent: Math.round((100 * marks) / total),
    passed: passMark === null ? null : marks >= passMark,
  };
}
