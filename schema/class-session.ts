/**
 * One dated class as `GET /api/schedule/sessions` answers it (docs/API.md "Class sessions"): the
 * server expands weekly slots into these, and the app's calendar shows them. Declared here, where
 * both sides read, so the two cannot drift apart.
 */

import type { SessionStatus } from './enums';

export interface ClassSession {
  /** `${schedule_id}:${date}`, unique within an answer. */
  key: string;
  schedule_id: number;
  /** `YYYY-MM-DD` in Asia/Dhaka. */
  date: string;
  /** 1 Saturday … 7 Friday (`DayOfWeek`). */
  day_of_week: number;
  /** `HH:mm`, Asia/Dhaka wall-clock time. */
  start_time: string;
  end_time: string;
  course_id: number;
  course_title: string;
  tutor_id: number;
  tutor_name: string;
  /** Another tutor than the slot's teaches on this date. */
  substitute: boolean;
  /** The time or the room differs from the slot's on this date. */
  moved: boolean;
  room: string | null;
  online_link: string | null;
  status: SessionStatus;
  note: string | null;
}
