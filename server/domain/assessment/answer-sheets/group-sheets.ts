/**
 * The lines of an answer-sheet file gathered into one sheet per student, checked against the
 * exam's questions. A student with an error on any line is left out whole: half a sheet would be
 * scored as if the rest were omitted.
 */
import type { SheetLineError } from '../../../../schema';
import type { Translator } from '../../../i18n/translate';
import type { CsvRecord } from '../../import/csv-file';
import type { NumberedQuestion } from './question-order';
import type { SheetColumns } from './sheet-columns';
import { readSheetLine, storedAnswer } from './sheet-rows';

export interface StudentSheet {
  studentId: number;
  /** Question id → the stored answer (null: omitted), for the questions the sheet names. */
  answers: Map<number, string[] | null>;
}

export interface GroupedSheets {
  /** In the order the students first appear in the file. */
  sheets: StudentSheet[];
  errors: SheetLineError[];
}

export function groupSheets(
  records: readonly CsvRecord[],
  columns: SheetColumns,
  questions: readonly NumberedQuestion[],
  findStudent: (key: string) => number | undefined,
  tr: Translator,
): GroupedSheets {
  const errors: SheetLineError[] = [];
  const sheets = new Map<number, StudentSheet & { lines: Map<number, number> }>();
  const refused = new Set<number>();
  for (const { row, cells } of records) {
    const read = readSheetLine(cells, columns, tr);
    if (!read.ok) {
      errors.push({ line: row, message: read.message });
      const key = (cells[columns.student] ?? '').trim();
      const known = key === '' ? undefined : findStudent(key);
      if (known !== undefined) refused.add(known);
      continue;
    }
    const { student, question, answer } = read.line;
    const studentId = findStudent(student);
    if (studentId === undefined) {
      errors.push({
        line: row,
        message: tr.t('marks.sheetUnknownStudent', { student }),
      });
      continue;
    }
    const sheet =
      sheets.get(studentId) ??
      sheets.set(studentId, { studentId, answers: new Map(), lines: new Map() }).get(studentId)!;
    const target = questions[question - 1];
    if (!target) {
      errors.push({
        line: row,
        message: tr.t('marks.sheetNoSuchQuestion', { question, count: questions.length }),
      });
      refused.add(studentId);
      continue;
    }
    const earlier = sheet.lines.get(question);
    if (earlier !== undefined) {
      errors.push({
        line: row,
        message: tr.t('marks.sheetAnsweredTwice', { question, student, line: earlier }),
      });
      refused.add(studentId);
      continue;
    }
    sheet.lines.set(question, row);
    sheet.answers.set(target.id, storedAnswer(target.type, answer));
  }
  return {
    sheets: [...sheets.values()]
      .filter((s) => !refused.has(s.studentId))
      .map(({ studentId, answers }) => ({ studentId, answers })),
    errors,
  };
}
