/**
 * One line of an answer sheet read into what it says: whose sheet (a student no. or e-mail), the
 * question's number in the exam's order, and the answer as stored (docs/API.md "Answer sheets"):
 * option letters for choice questions (`B`, `AC`, `A,C`), the text as typed for short and grid-in
 * answers (`3/4`), and nothing for a blank cell (omitted). Judging the answer is scoring's part.
 */
import type { Translator } from '../../../i18n/translate';
import type { SheetColumns } from './sheet-columns';

export interface SheetLine {
  /** As written, trimmed; compared without case. */
  student: string;
  /** 1-based. */
  question: number;
  /** The answer cell, trimmed; '' is omitted. */
  answer: string;
}

export type SheetLineResult = { ok: true; line: SheetLine } | { ok: false; message: string };

const CHOICE_TYPES = new Set(['single', 'multiple']);
/** Between option letters: commas, semicolons, spaces, slashes, bars, plus signs. */
const SEPARATORS = /[\s,;/|+]+/;

export function readSheetLine(
  cells: readonly string[],
  columns: SheetColumns,
  tr: Translator,
): SheetLineResult {
  const student = (cells[columns.student] ?? '').trim();
  const question = (cells[columns.question] ?? '').trim();
  const answer = (cells[columns.answer] ?? '').trim();
  if (student === '') return { ok: false, message: tr.t('marks.sheetNoStudent') };
  if (!/^\d+$/.test(question) || Number(question) < 1)
    return { ok: false, message: tr.t('marks.sheetQuestionNumber', { question }) };
  return { ok: true, line: { student, question: Number(question), answer } };
}

/**
 * The stored answer (`exam_answers.answer`) of a cell for a question of this type: the chosen
 * option keys, upper-cased, each once; or the one text typed; null when left blank.
 */
export function storedAnswer(type: string, answer: string): string[] | null {
  const text = answer.trim();
  if (text === '') return null;
  if (!CHOICE_TYPES.has(type)) return [text];
  const keys = SEPARATORS.test(text) ? text.split(SEPARATORS) : [...text];
  return [...new Set(keys.filter((k) => k !== '').map((k) => k.toUpperCase()))];
}
