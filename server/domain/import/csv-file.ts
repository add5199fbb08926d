/**
 * An uploaded CSV file read into its header row and records, within the import's limits: UTF-8
 * with or without a byte-order mark, comma or semicolon separated, quoted as RFC 4180 says.
 */
import { CsvError, parse } from 'csv-parse/sync';
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

function decode(data: Buffer): string {
  try {
    // The decoder drops a leading byte-order mark by itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw fileError('The file must be UTF-8 text: save it from the spreadsheet as "CSV UTF-8".');
  }
}

function parseRecords(text: string, delimiter: Delimiter): string[][] {
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
    });
  } catch (error) {
    if (error instanceof CsvError) throw fileError(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
}

export function readCsv(data: Buffer): CsvFile {
  if (data.length === 0) throw fileError('The file is empty.');
  if (data.length > MAX_FILE_BYTES)
    throw fileError(`The file may not be greater than ${MAX_FILE_BYTES / 1024} kilobytes.`);
  const text = decode(data);
  const delimiter = detectDelimiter(text);
  const [headerRow, ...rows] = parseRecords(text, delimiter);
  if (!headerRow) throw fileError('The file is empty.');
  const headers = headerRow.map((h) => h.trim());
  // Blank rows (a spreadsheet's ";;;;" lines) are skipped but keep their place in the count.
  const records = rows
    .map((cells, index) => ({ row: index + 2, cells: headers.map((_, i) => cells[i] ?? '') }))
    .filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (records.length === 0) throw fileError('The file has a header row but no students.');
  if (records.length > MAX_ROWS) {
    throw fileError(`The file may not have more than ${MAX_ROWS} rows (it has ${records.length}).`);
  }
  const named = headers.filter((h) => h !== '');
  const repeated = named.find((h, i) => named.indexOf(h) !== i);
  if (repeated !== undefined)
    throw fileError(`The column "${repeated}" appears more than once in the header row.`);
  return { delimiter, headers, records };
}
