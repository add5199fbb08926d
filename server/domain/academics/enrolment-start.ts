/**
 * An enrolment made without a start date starts when its course does, or today when the course
 * has begun already or names no start: an enrolment with no start fell out of every period that
 * reads it (a month's new enrolments, a tutor's students then). A start given is kept, and an
 * edit never fills one in.
 */
import { centreNow } from '../scheduling/calendar';
import type { HooksOf } from '../../resources/hooks';
import type { studentCourse } from '../../../resources/people';

export const enrolmentStart: HooksOf<typeof studentCourse> = {
  beforeSave: async (tx, _ctx, { values, current }) => {
    if (current !== undefined || (values.start_date ?? '') !== '') return;
    const course = await tx
      .selectFrom('courses')
      .select('start_date')
      .where('id', '=', Number(values.course_id))
      .executeTakeFirst();
    const today = centreNow().date;
    const courseStart = course?.start_date ?? null;
    values.start_date = courseStart !== null && courseStart > today ? courseStart : today;
  },
};
