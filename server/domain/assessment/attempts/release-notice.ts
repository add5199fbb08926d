/**
 * After-update hook of exams: when `results_released` turns on (toggle or update), every student
 * with a result for the exam (taken online, entered or imported) is told, with a link to their
 * review, and so is each of their parents, with a link to their children's results.
 */
import type { Executor } from '../../../db/types';
import type { exam } from '../../../../resources/exams';
import type { AfterUpdate } from '../../../resources/hooks';
import { notifyUsers } from '../../notifications/notify';
import { noticePhrase } from '../../notifications/notice-phrase';

interface Resulted {
  studentName: string;
  studentUserId: number | null;
  parentUserIds: number[];
}

async function studentsWithResults(db: Executor, examId: number): Promise<Resulted[]> {
  const resulted = (table: 'exam_results' | 'sat_scores') =>
    db.selectFrom(table).select('student_id').where('exam_id', '=', examId);
  const students = await db
    .selectFrom('students')
    .select(['students.id', 'students.full_name', 'students.user_id'])
    .where((eb) =>
      eb.or([
        eb('students.id', 'in', resulted('exam_results')),
        eb('students.id', 'in', resulted('sat_scores')),
      ]),
    )
    .execute();
  if (students.length === 0) return [];
  const parents = await db
    .selectFrom('parent_students')
    .innerJoin('parents', 'parents.id', 'parent_students.parent_id')
    .select(['parent_students.student_id', 'parents.user_id'])
    .where(
      'parent_students.student_id',
      'in',
      students.map((s) => Number(s.id)),
    )
    .execute();
  return students.map((s) => ({
    studentName: String(s.full_name),
    studentUserId: s.user_id === null ? null : Number(s.user_id),
    parentUserIds: parents
      .filter((p) => Number(p.student_id) === Number(s.id) && p.user_id !== null)
      .map((p) => Number(p.user_id)),
  }));
}

export const notifyResultsReleased: AfterUpdate<typeof exam> = async (ctx, { before, after }) => {
  if (before.results_released === 1 || after.results_released !== true) return;
  const examId = after.id;
  const title = after.title;
  const resulted = await studentsWithResults(ctx.db, examId);
  await notifyUsers(
    ctx,
    resulted.flatMap((r) => (r.studentUserId === null ? [] : [r.studentUserId])),
    {
      subject: noticePhrase('notices.resultsSubject', { title }),
      message: noticePhrase('notices.resultsMessage', { title }),
      link: `/student/exam/${examId}/review`,
    },
  );
  for (const r of resulted) {
    await notifyUsers(ctx, r.parentUserIds, {
      subject: noticePhrase('notices.resultsSubject', { title }),
      message: noticePhrase('notices.childResultsMessage', { student: r.studentName, title }),
      link: '/parent/results',
    });
  }
};
