/**
 * An export as XLSX through exceljs' streaming writer: each row is committed (written out) once
 * added, and the next batch is read only after the response has taken the last one, so the
 * workbook is never held whole.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell } from './cells';

/** Excel's limit on a sheet name's length. */
const SHEET_NAME_MAX = 31;

export function xlsxStream(
  sheetName: string,
  headers: readonly string[],
  batches: AsyncIterable<Cell[][]>,
): Readable {
  const out = new PassThrough();
  // Neither styles nor shared strings: both would keep a table of every value until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, SHEET_NAME_MAX));
  // Waits for the response to take what is written; a closed response (the user cancelled) ends it.
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  const write = async () => {
    sheet.addRow([...headers]).commit();
    for await (const batch of batches) {
      if (out.destroyed) return;
      for (const cells of batch) sheet.addRow(cells).commit();
      if (out.writableNeedDrain) await drained();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
