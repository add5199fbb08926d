/** What the import did, or would do, with each row, and the totals over all rows. */
import type { FieldErrors } from '../../resources/errors';

export interface PersonReport<Action extends string> {
  action: Action;
  /** Null for a record the dry run would create, or one that could not be created. */
  id: number | null;
  name: string;
  email: string | null;
  matched_by: 'email' | 'phone' | null;
  /** For a match on someone an earlier row of the file created: that row. */
  created_in_row: number | null;
}

export interface EnrolmentReport {
  action: 'create' | 'exists' | 'none';
  id: number | null;
  course_id: number | null;
  course: string | null;
  start_date: string | null;
}

export interface RowReport {
  row: number;
  student: PersonReport<'create' | 'match'>;
  parent: PersonReport<'create' | 'match' | 'none'>;
  enrolment: EnrolmentReport;
  /** By target key (`student.email`, `course`…), in the engine's words. */
  errors: FieldErrors;
}

export interface ImportCounts {
  rows: number;
  rows_with_errors: number;
  students: { created: number; matched: number };
  parents: { created: number; matched: number };
  enrolments: { created: number; existing: number };
}

export const hasErrors = (report: RowReport) => Object.keys(report.errors).length > 0;

/**
 * Records, not rows: a student on two rows (two courses) is matched once; a parent an earlier row
 * created counts as created there, not again as matched.
 */
export function countActions(rows: readonly RowReport[]): ImportCounts {
  const matched = (people: PersonReport<string>[]) =>
    new Set(
      people.filter((p) => p.action === 'match' && p.created_in_row === null).map((p) => p.id),
    ).size;
  const created = (people: PersonReport<string>[]) =>
    people.filter((p) => p.action === 'create').length;
  const students = rows.map((r) => r.student);
  const parents = rows.map((r) => r.parent);
  return {
    rows: rows.length,
    rows_with_errors: rows.filter(hasErrors).length,
    students: { created: created(students), matched: matched(students) },
    parents: { created: created(parents), matched: matched(parents) },
    enrolments: {
      created: rows.filter((r) => r.enrolment.action === 'create').length,
      existing: rows.filter((r) => r.enrolment.action === 'exists').length,
    },
  };
}
