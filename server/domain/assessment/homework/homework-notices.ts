/**
 * Homework set for a course is told to the students seated in it, once: when it is created
 * published, or when a draft is published (by edit or status change). Reopening closed
 * homework tells nobody again.
 */
import type { RecordOf } from '../../../../schema';
import type { homeWork } from '../../../../resources/classwork';
import type { Context } from '../../../resources/context';
import type { HooksOf } from '../../../resources/hooks';
import { notifyUsers } from '../../notifications/notify';
import { seatedStudents } from '../seated';
import { studentAccounts } from './family';
import { noticePhrase } from '../../notifications/notice-phrase';

const PUBLISHED = 'published';

async function announce(ctx: Context, homework: RecordOf<typeof homeWork>): Promise<void> {
  const courseId = Number(homework.course_id);
  const course = await ctx.db
    .selectFrom('courses')
    .select('title')
    .where('id', '=', courseId)
    .executeTakeFirst();
  const students = (await seatedStudents(ctx.db, courseId)).map((s) => s.student_id);
  await notifyUsers(ctx, await studentAccounts(ctx.db, students), {
    subject: noticePhrase('notices.homeworkSubject', { title: String(homework.title) }),
    message: noticePhrase('notices.homeworkMessage', {
      course: String(course?.title ?? ''),
      due: { date: String(homework.due_date) },
    }),
    link: '/student/homeWork',
  });
}

export const homeworkNotices: HooksOf<typeof homeWork> = {
  async afterCreate(ctx, record) {
    if (record.status === PUBLISHED) await announce(ctx, record);
  },
  async afterUpdate(ctx, { before, after }) {
    if (before.status === 'draft' && after.status === PUBLISHED) await announce(ctx, after);
  },
};
