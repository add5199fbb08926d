/**
 * The marks grid's draft: what the user typed per student beside what the server holds, which
 * rows to send, and the server's field errors (`marks.3.marks`) brought back to their students.
 * No grade is worked out here: the server answers percent and pass with the saved roster.
 */
import type { ExamRoster } from '../../../../schema';
import type { MarksEntry } from '../resultsApi';

export interface DraftValues {
  marks: string;
  remarks: string;
}

export type Draft = Readonly<Record<number, DraftValues>>;

export type RowErrors = Partial<Record<'marks' | 'remarks' | 'student_id', string>>;

/** The stored values as the inputs show them. */
export function draftOf(roster: ExamRoster): Draft {
  return Object.fromEntries(
    roster.students.map((s) => [
      s.student_id,
      {
        marks: s.result ? String(s.result.marks) : '',
        remarks: s.result?.remarks ?? '',
      },
    ]),
  );
}

/** Rows whose typed values differ from the stored ones; a row without marks is left alone. */
export function changedEntries(roster: ExamRoster, draft: Draft): MarksEntry[] {
  const saved = draftOf(roster);
  return roster.students.flatMap(({ student_id }) => {
    const typed = draft[student_id];
    const stored = saved[student_id];
    if (!typed || !stored || typed.marks.trim() === '') return [];
    const same =
      typed.marks.trim() === stored.marks && typed.remarks.trim() === stored.remarks.trim();
    return same ? [] : [{ student_id, marks: typed.marks.trim(), remarks: typed.remarks.trim() }];
  });
}

/** `{'marks.1.marks': '…'}` for the rows sent → the errors of each student. */
export function errorsByStudent(
  sent: readonly MarksEntry[],
  errors: Readonly<Record<string, string>>,
): Record<number, RowErrors> {
  const byStudent: Record<number, RowErrors> = {};
  for (const [key, message] of Object.entries(errors)) {
    const [, index, field] = key.split('.');
    const entry = sent[Number(index)];
    if (!entry || (field !== 'marks' && field !== 'remarks' && field !== 'student_id')) continue;
    byStudent[entry.student_id] = { ...byStudent[entry.student_id], [field]: message };
  }
  return byStudent;
}
