/** The answers of the student import calls (docs/API.md "Student import"), as the page reads them. */

/** Target key (`student.email`, `course`…) → the header of the column that fills it. */
import type { ImportCounts, RowReport } from '../../../schema';

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

export { hasErrors } from '../../../schema';
export type {
  EnrolmentAction,
  EnrolmentReport,
  ImportCounts,
  PersonAction,
  PersonReport,
  RowErrors,
  RowReport,
} from '../../../schema';

export interface ImportResult {
  dry_run: boolean;
  imported: boolean;
  counts: ImportCounts;
  rows: RowReport[];
}
