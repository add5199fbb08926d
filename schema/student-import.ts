/**
 * The row report of the student import (docs/API.md "Student import"): what the import did, or
 * would do, with each row of the file, and the totals. The server writes it and the import page
 * reads it; declared here, where both sides read, so the two cannot drift apart.
 */

export type PersonAction = 'create' | 'match' | 'none';
export type EnrolmentAction = 'create' | 'exists' | 'none';

export interface PersonReport<Action extends PersonAction = PersonAction> {
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
  action: EnrolmentAction;
  id: number | null;
  course_id: number | null;
  course: string | null;
  start_date: string | null;
}

/** Field errors by target key (`student.email`, `course`…), in the engine's words. */
export type RowErrors = Readonly<Record<string, string[]>>;

export interface RowReport {
  row: number;
  student: PersonReport<'create' | 'match'>;
  parent: PersonReport;
  enrolment: EnrolmentReport;
  errors: RowErrors;
}

export interface ImportCounts {
  rows: number;
  rows_with_errors: number;
  students: { created: number; matched: number };
  parents: { created: number; matched: number };
  enrolments: { created: number; existing: number };
}

/** A row the import refuses. */
export const hasErrors = (row: RowReport): boolean => Object.keys(row.errors).length > 0;
