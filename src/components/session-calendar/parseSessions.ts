import { SessionStatus } from '../../../schema';
import type { ClassSession, ClassSessionsResult, Holiday } from './types';

type Row = Record<string, unknown>;

const isRow = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}/;

function toNumber(v: unknown): number | null {
  const n = typeof v === 'string' && v !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

const toStatus = (v: unknown): SessionStatus => {
  const n = toNumber(v);
  return n === SessionStatus.Completed || n === SessionStatus.Canceled ? n : SessionStatus.Pending;
};

/** One row of the contract, or null when it lacks what the calendar needs to place it. */
function toSession(r: Row): ClassSession | null {
  const date = text(r.date);
  const start = text(r.start_time);
  const end = text(r.end_time);
  const scheduleId = toNumber(r.schedule_id);
  if (!date || !DATE.test(date) || !start || !TIME.test(start) || !end || !TIME.test(end)) {
    return null;
  }
  if (scheduleId === null) return null;
  return {
    key: text(r.key) ?? `${scheduleId}:${date}`,
    schedule_id: scheduleId,
    date,
    day_of_week: toNumber(r.day_of_week) ?? 0,
    // A back end may send `HH:mm:ss`; the grid and labels want `HH:mm`.
    start_time: start.slice(0, 5),
    end_time: end.slice(0, 5),
    course_id: toNumber(r.course_id) ?? 0,
    course_title: text(r.course_title) ?? '',
    tutor_id: toNumber(r.tutor_id) ?? 0,
    tutor_name: text(r.tutor_name) ?? '',
    substitute: r.substitute === true || r.substitute === 1,
    moved: r.moved === true || r.moved === 1,
    room: text(r.room),
    online_link: text(r.online_link),
    status: toStatus(r.status),
    note: text(r.note),
  };
}

function toHoliday(r: Row): Holiday | null {
  const date = text(r.date);
  return date && DATE.test(date) ? { date, title: text(r.title) ?? '' } : null;
}

/** `{data: ClassSession[], meta: {holidays}}`; rows the calendar cannot place are left out. */
export function parseSessions(body: unknown): ClassSessionsResult {
  const root = isRow(body) ? body : {};
  const rows = Array.isArray(root.data) ? root.data.filter(isRow) : [];
  const meta = isRow(root.meta) ? root.meta : {};
  const holidayRows = Array.isArray(meta.holidays) ? meta.holidays.filter(isRow) : [];
  return {
    sessions: rows.map(toSession).filter((s): s is ClassSession => s !== null),
    holidays: holidayRows.map(toHoliday).filter((h): h is Holiday => h !== null),
  };
}
