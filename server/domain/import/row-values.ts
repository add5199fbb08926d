/** One CSV record read through the mapping: the values for the student, parent and enrolment. */
import type { CsvRecord } from './csv-file';
import type { Mapping } from './header-matching';
import {
  PARENT_FIELDS,
  STUDENT_FIELDS,
  TARGET_KEYS,
  type ParentField,
  type StudentField,
  type TargetKey,
} from './targets';

export interface ImportRow {
  row: number;
  /** Only the cells that hold something, trimmed. */
  student: Partial<Record<StudentField, string>>;
  parent: Partial<Record<ParentField, string>>;
  course?: string;
  startDate?: string;
}

export type RowReader = (record: CsvRecord) => ImportRow;

export function rowReader(headers: readonly string[], mapping: Mapping): RowReader {
  const columns = TARGET_KEYS.flatMap((key) => {
    const header = mapping[key];
    const index = header === undefined ? -1 : headers.indexOf(header);
    return index === -1 ? [] : [{ key, index }];
  });
  return (record) => {
    const value = (key: TargetKey): string | undefined => {
      const column = columns.find((c) => c.key === key);
      const cell = column ? (record.cells[column.index] ?? '').trim() : '';
      return cell === '' ? undefined : cell;
    };
    const row: ImportRow = { row: record.row, student: {}, parent: {} };
    for (const field of STUDENT_FIELDS) {
      const v = value(`student.${field}`);
      if (v !== undefined) row.student[field] = v;
    }
    for (const field of PARENT_FIELDS) {
      const v = value(`parent.${field}`);
      if (v !== undefined) row.parent[field] = v;
    }
    const course = value('course');
    const startDate = value('start_date');
    if (course !== undefined) row.course = course;
    if (startDate !== undefined) row.startDate = startDate;
    return row;
  };
}
