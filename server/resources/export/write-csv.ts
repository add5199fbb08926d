/** An export as CSV: UTF-8 with a byte-order mark, so Excel keeps Bangla; RFC 4180 quoting. */
import { Readable } from 'node:stream';
import { csvLine } from '../../domain/import/template';
import type { Cell } from './cells';

const text = (cell: Cell) => (cell === null ? '' : String(cell));
const line = (cells: readonly Cell[]) => `${csvLine(cells.map(text))}\r\n`;

/** The header line, then each batch of lines as it comes; the reader's pace sets the reads'. */
export function csvStream(headers: readonly string[], batches: AsyncIterable<Cell[][]>): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${line(headers)}`;
      for await (const batch of batches) yield batch.map(line).join('');
    })(),
  );
}
