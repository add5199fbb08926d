/**
 * The bell notification of a marked submission: to the student (link: their homework page) and
 * to each of their parents (link: the parent's tasks page, which a parent can open).
 */
import type { Row } from '../../../db/types';
import type { Context } from '../../../resources/context';
import { notifyUsers } from '../../notifications/notify';
import { parentAccounts, studentAccounts } from './family';
import { homeworkOf } from './homework-row';
import { noticePhrase } from '../../notifications/notice-phrase';

const EXCERPT = 200;

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
};

export async function notifyMark(ctx: Context, submission: Row): Promise<void> {
  const homework = await homeworkOf(ctx.db, Number(submission.home_work_id));
  if (!homework) return;
  const studentId = Number(submission.student_id);
  const mark = { mark: Number(submission.mark), total: Number(homework.total_mark) };
  const notice = {
    subject: noticePhrase('notices.homeworkMarkedSubject', { title: String(homework.title) }),
    message:
      typeof submission.feedback === 'string' && submission.feedback.trim() !== ''
        ? noticePhrase('notices.homeworkMarkFeedbackMessage', {
            ...mark,
            feedback: excerpt(submission.feedback),
          })
        : noticePhrase('notices.homeworkMarkMessage', mark),
  };
  await notifyUsers(ctx, await studentAccounts(ctx.db, [studentId]), {
    ...notice,
    link: '/student/homeWork',
  });
  const student = await ctx.db
    .selectFrom('students')
    .select('full_name')
    .where('id', '=', studentId)
    .executeTakeFirst();
  await notifyUsers(ctx, await parentAccounts(ctx.db, [studentId]), {
    ...notice,
    subject: noticePhrase('notices.childHomeworkMarkedSubject', {
      student: String(student?.full_name ?? ''),
      title: String(homework.title),
    }),
    link: '/parent/tasks',
  });
}
