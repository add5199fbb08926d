import type { ClassSession, SessionStatus } from '../../../schema';

export type { ClassSession, SessionStatus };

export const SESSION_STATUS = { pending: 0, completed: 1, canceled: 2 } as const;

export interface Holiday {
  date: string;
  title: string;
}

/** What `GET /api/schedule/sessions` answers, once parsed. */
export interface ClassSessionsResult {
  sessions: ClassSession[];
  holidays: Holiday[];
}

/** Who the sessions are for; each screen narrows by the person or course it shows. */
export interface SessionFilter {
  course_id?: number;
  tutor_id?: number;
  student_id?: number;
}

/** The query of the endpoint: an inclusive `YYYY-MM-DD` range (at most 100 days) and a filter. */
export interface ClassSessionsQuery extends SessionFilter {
  from: string;
  to: string;
}

export type CalendarView = 'week' | 'month';
