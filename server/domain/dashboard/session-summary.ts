/** A dated session as the dashboard lists it. */
import type { ClassSession, DashboardSession } from '../../../schema';

export const sessionOut = (s: ClassSession): DashboardSession => ({
  schedule_id: s.schedule_id,
  date: s.date,
  start_time: s.start_time,
  end_time: s.end_time,
  course_id: s.course_id,
  course_title: s.course_title,
  tutor_name: s.tutor_name,
  room: s.room,
  online_link: s.online_link,
});
