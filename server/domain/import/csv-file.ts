/**
 * An uploaded CSV file read into its header row and records, within the import's limits: UTF-8
 * with or without a byte-order mark, comma or semicolon separated, quoted as RFC 4180 says.
 */
import { CsvError, parse } from 'csv-parse/sync';
import type { Translator } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import { detectDelimiter, type Delimiter } from './delimiter';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 5_000;

export interface CsvRecord {
  /** The row a spreadsheet shows it on: the header row is 1, blank rows count. */
  row: number;
  /** As many cells as the header row: a short record is padded with '', extra cells dropped. */
  cells: string[];
}

export interface CsvFile {
  delimiter: Delimiter;
  headers: string[];
  records: CsvRecord[];
}

const fileError = (message: string) => ValidationError.field('file', message);

function decode(data: Buffer, tr: Translator): string {
  try {
    // The decoder drops a leading byte-order mark by itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw fileError(tr.t('imports.notUtf8'));
  }
}

function parseRecords(text: string, delimiter: Delimiter, tr: Translator): string[][] {
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
    });
  } catch (error) {
    if (error instanceof CsvError)
      throw fileError(tr.t('imports.notCsv', { reason: error.message }));
    throw error;
  }
}

/** The file's rows; its refusals worded by `tr`. */
export function readCsv(data: Buffer, tr: Translator): CsvFile {
  if (data.length === 0) throw fileError(tr.t('imports.empty'));
  if (data.length > MAX_FILE_BYTES)
    throw fileError(tr.t('imports.tooLarge', { kilobytes: MAX_FILE_BYTES / 1024 }));
  const text = decode(data, tr);
  const delimiter = detectDelimiter(text);
  const [headerRow, ...rows] = parseRecords(text, delimiter, tr);
  if (!headerRow) throw fileError(tr.t('imports.empty'));
  const headers = headerRow.map((h) => h.trim());
  // Blank rows (a spreadsheet's ";;;;" lines) are skipped but keep their place in the count.
  const records = rows
    .map((cells, index) => ({ row: index + 2, cells: headers.map((_, i) => cells[i] ?? '') }))
    .filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (records.length === 0) throw fileError(tr.t('imports.noStudents'));
  if (records.length > MAX_ROWS) {
    throw fileError(tr.t('imports.tooManyRows', { max: MAX_ROWS, count: records.length }));
  }
  const named = headers.filter((h) => h !== '');
  const repeated = named.find((h, i) => named.indexOf(h) !== i);
  if (repeated !== undefined) throw fileError(tr.t('imports.repeatedColumn', { column: repeated }));
  return { delimiter, headers, records };
}
