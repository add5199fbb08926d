/**
 * Which columns of an answer-sheet file hold the student, the question number and the answer,
 * found by their header names (compared as the student import compares them: without case,
 * spaces or punctuation).
 */
import { phrase } from '../../../i18n/translate';
import { ValidationError } from '../../../resources/errors';
import { normaliseHeader } from '../../import/header-matching';

export type SheetColumn = 'student' | 'question' | 'answer';

/** The header the template writes for each column, and the other names a centre may use. */
export const SHEET_HEADERS: Readonly<Record<SheetColumn, string>> = {
  student: 'student',
  question: 'question',
  answer: 'answer',
};

const SYNONYMS: Readonly<Record<SheetColumn, string[]>> = {
  student: [
    'student',
    'student no',
    'student number',
    'student email',
    'student e-mail',
    'email',
    'e-mail',
  ],
  question: ['question', 'question no', 'question number', 'q', 'qno', 'number', 'no'],
  answer: ['answer', 'response', 'choice', 'answer given', 'student answer'],
};

export type SheetColumns = Readonly<Record<SheetColumn, number>>;

/** The index of each column in the header row; 422 on `file` when one is missing. */
export function findSheetColumns(headers: readonly string[]): SheetColumns {
  const normalised = headers.map(normaliseHeader);
  const found: Partial<Record<SheetColumn, number>> = {};
  const missing: string[] = [];
  for (const column of Object.keys(SYNONYMS) as SheetColumn[]) {
    const names = new Set(SYNONYMS[column].map(normaliseHeader));
    const index = normalised.findIndex(
      (name, i) => names.has(name) && !Object.values(found).includes(i),
    );
    if (index === -1) missing.push(SHEET_HEADERS[column]);
    else found[column] = index;
  }
  if (missing.length > 0)
    throw ValidationError.phrased({
      file: [phrase('marks.sheetColumns', { missing: missing.join(', ') })],
    });
  return found as SheetColumns;
}
