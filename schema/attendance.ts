/**
 * The attendance answers of docs/API.md "Attendance": a class's roster with what is recorded
 * (`GET|PUT /api/attendance/session`) and attendance rates (`GET /api/attendance/rates`).
 * Declared here, where the server and the app both read, so the two cannot drift apart.
 */
import type { ClassSession } from './class-session';

export interface AttendanceStatusOption {
  id: number;
  name: string;
  /** Its Bangla name, when the centre gave one (the app falls back to `name`). */
  name_bn: string | null;
  color: string | null;
  /** Counted as attended in rates (present, late). */
  counts_as_present: boolean;
  /** Leaves the rate's denominator (the student was not expected). */
  excused: boolean;
}

export interface AttendanceRosterStudent {
  student_id: number;
  full_name: string;
  student_no: string | null;
  image: string | null;
  /** What is recorded for this session, or null when nothing is yet. */
  status_id: number | null;
  note: string | null;
}

export interface SessionAttendance {
  session: ClassSession;
  statuses: AttendanceStatusOption[];
  students: AttendanceRosterStudent[];
}

/** One entry of `PUT /api/attendance/session`. */
export interface AttendanceEntry {
  student_id: number;
  status_id: number;
  note?: string | null;
}

export interface AttendanceRate {
  student_id: number;
  student_name: string;
  course_id: number;
  course_title: string;
  /** Recorded sessions. */
  sessions: number;
  present: number;
  /** Neither attended nor excused. */
  absent: number;
  excused: number;
  /** present / (sessions − excused), 0…1; null when no session was expected. */
  rate: number | null;
}
