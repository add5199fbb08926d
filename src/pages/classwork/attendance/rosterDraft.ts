/**
 * The roster a tutor is filling in, before it is saved: a status and a note per student, what
 * differs from what is recorded, and the keys that choose a status. Pure, so it is tested alone.
 */
import type {
  AttendanceEntry,
  AttendanceStatusOption,
  AttendanceRosterStudent,
  SessionAttendance,
} from '../../../../schema';

export interface RosterDraft {
  status: Readonly<Record<number, number | null>>;
  note: Readonly<Record<number, string>>;
}

export function draftOf(roster: SessionAttendance): RosterDraft {
  const status: Record<number, number | null> = {};
  const note: Record<number, string> = {};
  for (const s of roster.students) {
    status[s.student_id] = s.status_id;
    note[s.student_id] = s.note ?? '';
  }
  return { status, note };
}

const noteOf = (draft: RosterDraft, id: number) => (draft.note[id] ?? '').trim();

/** True when a student's status or note differs from the recorded one. */
export const changed = (draft: RosterDraft, student: AttendanceRosterStudent): boolean =>
  (draft.status[student.student_id] ?? null) !== student.status_id ||
  noteOf(draft, student.student_id) !== (student.note ?? '');

export const isDirty = (roster: SessionAttendance, draft: RosterDraft): boolean =>
  roster.students.some((s) => changed(draft, s));

/** What `PUT /api/attendance/session` is sent: every student given a status. */
export function entriesOf(roster: SessionAttendance, draft: RosterDraft): AttendanceEntry[] {
  return roster.students.flatMap((s) => {
    const statusId = draft.status[s.student_id];
    if (statusId === null || statusId === undefined) return [];
    const note = noteOf(draft, s.student_id);
    return [{ student_id: s.student_id, status_id: statusId, note: note === '' ? null : note }];
  });
}

export const withStatus = (
  draft: RosterDraft,
  studentId: number,
  statusId: number,
): RosterDraft => ({
  ...draft,
  status: { ...draft.status, [studentId]: statusId },
});

export const withNote = (draft: RosterDraft, studentId: number, note: string): RosterDraft => ({
  ...draft,
  note: { ...draft.note, [studentId]: note },
});

export function withEveryone(
  draft: RosterDraft,
  students: readonly AttendanceRosterStudent[],
  statusId: number,
): RosterDraft {
  const status = { ...draft.status };
  for (const s of students) status[s.student_id] = statusId;
  return { ...draft, status };
}

/** The status "Mark all present" sets: the first that counts as present and is no excuse. */
export const presentStatus = (statuses: readonly AttendanceStatusOption[]) =>
  statuses.find((s) => s.counts_as_present && !s.excused);

/**
 * A key per status: its first letter (P, L, A, E), the first status taking a shared letter. The
 * English name gives the letter in every language, since the keys are typed on a Latin keyboard.
 */
export function shortcutKeys(statuses: readonly AttendanceStatusOption[]): Map<string, number> {
  const keys = new Map<string, number>();
  for (const s of statuses) {
    const letter = s.name.trim().charAt(0).toLowerCase();
    if (letter !== '' && !keys.has(letter)) keys.set(letter, s.id);
  }
  return keys;
}

/** The status `step` places after (or before, negative) the current one, wrapping around. */
export function stepStatus(
  statuses: readonly AttendanceStatusOption[],
  current: number | null | undefined,
  step: number,
): number | undefined {
  if (statuses.length === 0) return undefined;
  const index = statuses.findIndex((s) => s.id === current);
  if (index < 0) return statuses[step > 0 ? 0 : statuses.length - 1]!.id;
  return statuses[(index + step + statuses.length) % statuses.length]!.id;
}
