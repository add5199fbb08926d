/** 0 Pending (scheduled), 1 Completed, 2 Canceled: the contract's status of one dated session. */
export type SessionStatus = 0 | 1 | 2;

export const SESSION_STATUS = { pending: 0, completed: 1, canceled: 2 } as const;

/** One dated class, expanded by the server from a weekly schedule slot (docs/API.md contract). */
export interface ClassSession {
  /** `${schedule_id}:${date}`, unique within an answer. */
  key: string;
  schedule_id: number;
  /** `YYYY-MM-DD` in Asia/Dhaka. */
  date: string;
  /** SPEC: 1 Saturday … 7 Friday. */
  day_of_week: number;
  /** `HH:mm`, Asia/Dhaka wall-clock time. */
  start_time: string;
  end_time: string;
  course_id: number;
  course_title: string;
  tutor_id: number;
  tutor_name: string;
  /** Another tutor teaches on this date. */
  substitute: boolean;
  /** Time or room differs from the weekly slot on this date. */
  moved: boolean;
  room: string | null;
  online_link: string | null;
  status: SessionStatus;
  note: string | null;
}

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
