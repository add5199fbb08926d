/** The answers of the student import calls (docs/API.md "Student import"), as the page reads them. */

/** Target key (`student.email`, `course`…) → the header of the column that fills it. */
export type Mapping = Readonly<Record<string, string>>;

export interface ImportTarget {
  key: string;
  required: boolean;
}

export interface CsvRow {
  row: number;
  cells: string[];
}

export interface ImportPreview {
  headers: string[];
  total_rows: number;
  rows: CsvRow[];
  mapping: Mapping;
  targets: ImportTarget[];
}

export type PersonAction = 'create' | 'match' | 'none';
export type EnrolmentAction = 'create' | 'exists' | 'none';

export interface PersonReport {
  action: PersonAction;
  id: number | null;
  name: string;
  email: string | null;
  matched_by: 'email' | 'phone' | null;
  created_in_row: number | null;
}

export interface EnrolmentReport {
  action: EnrolmentAction;
  course: string | null;
  start_date: string | null;
}

export type RowErrors = Readonly<Record<string, string[]>>;

export interface RowReport {
  row: number;
  student: PersonReport;
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

export interface ImportResult {
  dry_run: boolean;
  imported: boolean;
  counts: ImportCounts;
  rows: RowReport[];
}

export const hasErrors = (row: RowReport): boolean => Object.keys(row.errors).length > 0;
