import { describe, expect, it } from 'vitest';
import type { SessionAttendance } from '../../../../schema';
import {
  draftOf,
  entriesOf,
  isDirty,
  presentStatus,
  shortcutKeys,
  stepStatus,
  withEveryone,
  withNote,
  withStatus,
} from './rosterDraft';

const statuses = [
  { id: 1, name: 'Present', name_bn: null, color: null, counts_as_present: true, excused: false },
  {
    id: 2,
    name: 'Late Present',
    name_bn: null,
    color: null,
    counts_as_present: true,
    excused: false,
  },
  { id: 3, name: 'Absent', name_bn: null, color: null, counts_as_present: false, excused: false },
  { id: 4, name: 'Excused', name_bn: null, color: null, counts_as_present: false, excused: true },
];
const student = (id: number, status_id: number | null, note: string | null = null) => ({
  student_id: id,
  full_name: `Student ${id}`,
  student_no: null,
  image: null,
  status_id,
  note,
});
const roster = {
  statuses,
  students: [student(10, 1), student(11, null), student(12, 3, 'Unwell')],
} as unknown as SessionAttendance;

describe('the roster draft', () => {
  it('starts as recorded and is not dirty', () => {
    const draft = draftOf(roster);
    expect(isDirty(roster, draft)).toBe(false);
    expect(entriesOf(roster, draft)).toEqual([
      { student_id: 10, status_id: 1, note: null },
      { student_id: 12, status_id: 3, note: 'Unwell' },
    ]);
  });

  it('is dirty after a status or note changes, and sends every chosen student', () => {
    const draft = withNote(withStatus(draftOf(roster), 11, 2), 10, '  left early ');
    expect(isDirty(roster, draft)).toBe(true);
    expect(entriesOf(roster, draft)).toEqual([
      { student_id: 10, status_id: 1, note: 'left early' },
      { student_id: 11, status_id: 2, note: null },
      { student_id: 12, status_id: 3, note: 'Unwell' },
    ]);
    expect(isDirty(roster, withNote(draftOf(roster), 12, 'Unwell '))).toBe(false);
  });

  it('marks everyone with one status', () => {
    const draft = withEveryone(draftOf(roster), roster.students, presentStatus(statuses)!.id);
    expect(Object.values(draft.status)).toEqual([1, 1, 1]);
  });
});

describe('status keys', () => {
  it('are first letters, the first status keeping a shared letter', () => {
    expect([...shortcutKeys(statuses)]).toEqual([
      ['p', 1],
      ['l', 2],
      ['a', 3],
      ['e', 4],
    ]);
    const clash = [...statuses, { ...statuses[0]!, id: 5, name: 'Punished' }];
    expect(shortcutKeys(clash).get('p')).toBe(1);
  });

  it('step through the statuses and wrap around', () => {
    expect(stepStatus(statuses, null, 1)).toBe(1);
    expect(stepStatus(statuses, null, -1)).toBe(4);
    expect(stepStatus(statuses, 1, 1)).toBe(2);
    expect(stepStatus(statuses, 4, 1)).toBe(1);
    expect(stepStatus(statuses, 1, -1)).toBe(4);
    expect(stepStatus([], 1, 1)).toBeUndefined();
  });
});
