/**
 * A student's report, or a parent's with one section per child: the student's courses, their
 * sessions of the next seven days, their latest released scores (exam results and SAT scores of
 * exams whose results are released) and what their orders still owe.
 */
import type { LatestScore, StudentSection } from '../../../schema';
import type { Executor } from '../../db/types';
import { fromMinorUnits } from '../money';
import { addDays, centreNow } from '../scheduling/calendar';
import { SEATED_STATUSES } from '../scopes/relations';
import { sessionsOn } from './academic-figures';
import { orderDues } from './order-dues';
import { sessionOut } from './session-summary';

const LATEST = 5;

async function courses(db: Executor, studentId: number) {
  const rows = await db
    .selectFrom('student_courses')
    .innerJoin('courses', 'courses.id', 'student_courses.course_id')
    .select([
      'student_courses.id',
      'courses.id as course_id',
      'courses.title',
      'student_courses.status',
      'student_courses.payment_status',
    ])
    .where('student_courses.student_id', '=', studentId)
    .where('student_courses.status', 'in', SEATED_STATUSES)
    .orderBy('courses.title')
    .execute();
  return rows.map((row) => ({
    enrolment_id: Number(row.id),
    course_id: Number(row.course_id),
    title: String(row.title),
    status: String(row.status),
    payment_status: String(row.payment_status),
  }));
}

async function latestScores(db: Executor, studentId: number): Promise<LatestScore[]> {
  const results = await db
    .selectFrom('exam_results')
    .innerJoin('exams', 'exams.id', 'exam_results.exam_id')
    .select([
      'exams.id',
      'exams.title',
      'exam_results.marks',
      'exam_results.percent',
      'exam_results.passed',
      'exam_results.updated_at',
    ])
    .where('exam_results.student_id', '=', studentId)
    .where('exams.results_released', '=', 1)
    .orderBy('exam_results.updated_at', 'desc')
    .limit(LATEST)
    .execute();
  const sat = await db
    .selectFrom('sat_scores')
    .innerJoin('exams', 'exams.id', 'sat_scores.exam_id')
    .select(['exams.id', 'exams.title', 'sat_scores.total_score', 'sat_scores.scored_at'])
    .where('sat_scores.student_id', '=', studentId)
    .where('exams.results_released', '=', 1)
    .orderBy('sat_scores.scored_at', 'desc')
    .limit(LATEST)
    .execute();
  return [
    ...results.map((r) => ({
      exam_id: Number(r.id),
      title: String(r.title),
      kind: 'result' as const,
      marks: Number(r.marks),
      percent: r.percent === null ? null : Number(r.percent),
      passed: r.passed === null ? null : Number(r.passed) === 1,
      total_score: null,
      at: String(r.updated_at),
    })),
    ...sat.map((s) => ({
      exam_id: Number(s.id),
      title: String(s.title),
      kind: 'sat' as const,
      marks: null,
      percent: null,
      passed: null,
      total_score: Number(s.total_score),
      at: String(s.scored_at),
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, LATEST);
}

export async function studentSection(
  db: Executor,
  student: { id: number; name: string },
): Promise<StudentSection> {
  const today = centreNow().date;
  const dues = await orderDues(db, [student.id]);
  return {
    student_id: student.id,
    student_name: student.name,
    courses: await courses(db, student.id),
    next_sessions: (await sessionsOn(db, today, addDays(today, 6), { studentId: student.id })).map(
      sessionOut,
    ),
    latest_scores: await latestScores(db, student.id),
    dues: fromMinorUnits(dues.total),
    unpaid_orders: dues.orders,
  };
}
