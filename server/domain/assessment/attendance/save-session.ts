/**
 * `PUT /api/attendance/session` (docs/API.md "Attendance"): a class's attendance saved in one
 * go, each entry created or changed on its (schedule_id, date, student_id) row, all in one
 * transaction. Every entry is checked before anything is written, and a refusal writes nothing:
 * 422 with errors on `schedule_id`, `date`, `entries`, or `entries.{i}.{field}`.
 */
import type { AttendanceEntry, ClassSession, SessionAttendance } from '../../../../schema';
import type { Executor } from '../../../db/types';
import { authorize } from '../../../resources/access';
import type { Context } from '../../../resources/context';
import { translateDbError } from '../../../resources/db-errors';
import { translatorFor, type Translator } from '../../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../../resources/errors';
import { inWriteTransaction } from '../../../resources/shared-transaction';
import { recordSessionHours } from '../../billing/session-hours';
import { centreNow } from '../../scheduling/calendar';
import { notSeatedMessage } from './attendance-rules';
import { readDate, readId } from './params';
import { rosterOf } from './roster';
import { seatedStudents } from '../seated';
import { attendanceRefusal } from './session-check';
import { attendableSession, authorizeRoster } from './session-access';
import { activeStatuses } from './statuses';
import { writeAttendance } from './write-record';
import { attendance } from '../../../../resources/classwork';

const NOTE_MAX = 500;
const MAX_ENTRIES = 500;

export interface SessionKey {
  schedule_id: number;
  date: string;
}

/** The schedule and date of a query or body; 422 when either is missing or wrong. */
export function readSessionKey(source: Record<string, unknown>, tr: Translator): SessionKey {
  const errors: FieldErrors = {};
  const scheduleId = readId(errors, source, 'schedule_id', tr, { required: true });
  const date = readDate(errors, source, 'date', tr, { required: true });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { schedule_id: scheduleId!, date: date! };
}

function readNote(
  errors: FieldErrors,
  entry: Record<string, unknown>,
  key: string,
  tr: Translator,
) {
  const note = entry.note;
  if (note === undefined || note === null) return null;
  if (typeof note !== 'string') {
    errors[key] = [tr.t('validation.string', { attribute: 'note' })];
    return null;
  }
  const trimmed = note.trim();
  if (trimmed.length > NOTE_MAX)
    errors[key] = [tr.t('validation.maxLength', { attribute: 'note', max: NOTE_MAX })];
  return trimmed === '' ? null : trimmed;
}

/** The entries as sent, each of the right shape; 422 on the first wrong ones. */
function readEntries(raw: unknown, tr: Translator): Required<AttendanceEntry>[] {
  if (!Array.isArray(raw)) throw ValidationError.field('entries', tr.t('attendance.entriesList'));
  if (raw.length > MAX_ENTRIES)
    throw ValidationError.field('entries', tr.t('attendance.tooManyEntries', { max: MAX_ENTRIES }));
  const errors: FieldErrors = {};
  const entries = raw.map((item: unknown, i) => {
    const entry =
      item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const at = (field: string) => `entries.${i}.${field}`;
    for (const field of Object.keys(entry))
      if (!['student_id', 'status_id', 'note'].includes(field))
        errors[at(field)] = [tr.t('validation.prohibited', { attribute: field })];
    const required = (name: string) => ({ required: true, key: at(name) });
    return {
      student_id: readId(errors, entry, 'student_id', tr, required('student_id')) ?? 0,
      status_id: readId(errors, entry, 'status_id', tr, required('status_id')) ?? 0,
      note: readNote(errors, entry, at('note'), tr),
    };
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return entries;
}

/** Errors of entries that name a student not seated in the course or an inactive status. */
async function entryErrors(
  db: Executor,
  session: ClassSession,
  entries: Required<AttendanceEntry>[],
  tr: Translator,
): Promise<FieldErrors> {
  const seated = new Set((await seatedStudents(db, session.course_id)).map((s) => s.student_id));
  const statuses = new Set((await activeStatuses(db)).map((s) => s.id));
  const seen = new Set<number>();
  const errors: FieldErrors = {};
  for (const [i, entry] of entries.entries()) {
    if (!seated.has(entry.student_id))
      errors[`entries.${i}.student_id`] = [
        await notSeatedMessage(db, entry.student_id, session.course_id, tr),
      ];
    else if (seen.has(entry.student_id))
      errors[`entries.${i}.student_id`] = [tr.t('attendance.studentTwice')];
    if (!statuses.has(entry.status_id))
      errors[`entries.${i}.status_id`] = [tr.t('validation.choice', { attribute: 'status' })];
    seen.add(entry.student_id);
  }
  return errors;
}

export async function saveSessionAttendance(
  ctx: Context,
  body: Record<string, unknown>,
): Promise<SessionAttendance> {
  authorizeRoster(ctx);
  const tr = translatorFor(ctx.language ?? 'en');
  const key = readSessionKey(body, tr);
  const entries = readEntries(body.entries, tr);
  const session = await attendableSession(ctx, key.schedule_id, key.date);
  const refusal = attendanceRefusal(key.date, session, undefined, centreNow(), tr);
  if (refusal !== undefined) throw ValidationError.field('date', refusal);
  const errors = await entryErrors(ctx.db, session, entries, tr);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  let written = 0;
  try {
    await inWriteTransaction(ctx, async (tx) => {
      const stored = await tx
        .selectFrom('attendances')
        .selectAll()
        .where('schedule_id', '=', key.schedule_id)
        .where('date', '=', key.date)
        .execute();
      // The first roster taken for a session is the tutor's working time (billing).
      if (stored.length === 0 && entries.length > 0) await recordSessionHours(tx, ctx, session);
      const byStudent = new Map(stored.map((row) => [Number(row.student_id), row]));
      for (const entry of entries) {
        const current = byStudent.get(entry.student_id);
        const unchanged =
          current !== undefined &&
          Number(current.status_id) === entry.status_id &&
          (current.note ?? null) === entry.note;
        if (unchanged) continue;
        if (current) authorize(ctx, 'update', attendance);
        await writeAttendance(
          tx,
          ctx,
          { ...key, student_id: entry.student_id },
          { status_id: entry.status_id, note: entry.note },
          current,
        );
        written++;
      }
    });
  } catch (error) {
    throw translateDbError(error, attendance);
  }
  if (written > 0) ctx.counts.invalidate('attendance');
  return rosterOf(ctx.db, session);
}
