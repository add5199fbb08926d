/**
 * The upcoming-sessions answer of the scheduling API (`GET /api/schedule/sessions?from&to&
 * student_id`): `{data: ClassSession[]}`, each a dated class of a weekly slot. Read defensively,
 * since the answer comes from another module.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { TIME_ZONE } from '../../lib/format';
import { SessionStatus } from '../../../schema';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface ClassSession {
  key: string;
  date: string;
  start_time: string;
  end_time: string;
  course_title: string;
  tutor_name: string;
  room: string | null;
  /** 0 scheduled, 1 completed, 2 cancelled. */
  status: number;
}

export interface SessionDay {
  date: string;
  sessions: ClassSession[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

export function parseSessions(body: Record<string, unknown>): ClassSession[] {
  const rows = Array.isArray(body.data) ? (body.data as unknown[]) : [];
  return rows
    .filter((r): r is Record<string, unknown> => r !== null && typeof r === 'object')
    .map((r, index) => ({
      key: text(r.key) || `${text(r.date)}-${index}`,
      date: text(r.date).slice(0, 10),
      start_time: text(r.start_time).slice(0, 5),
      end_time: text(r.end_time).slice(0, 5),
      course_title: text(r.course_title),
      tutor_name: text(r.tutor_name),
      room: text(r.room) || null,
      status: Number(r.status ?? SessionStatus.Pending),
    }))
    .filter((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.date));
}

/** Sessions by day, days and classes in time order. */
export function groupByDate(sessions: readonly ClassSession[]): SessionDay[] {
  const sorted = [...sessions].sort(
    (a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time),
  );
  const days: SessionDay[] = [];
  for (const session of sorted) {
    const last = days[days.length - 1];
    if (last?.date === session.date) last.sessions.push(session);
    else days.push({ date: session.date, sessions: [session] });
  }
  return days;
}

/** Today and the 13 days after it in the centre's time zone (Asia/Dhaka). */
export function nextFortnight(now: Date = new Date()): { from: string; to: string } {
  const today = dayjs(now).tz(TIME_ZONE);
  return { from: today.format('YYYY-MM-DD'), to: today.add(13, 'day').format('YYYY-MM-DD') };
}
