/**
 * A list exported whole (docs/API.md "Exports"): the rows the list's filters, search and sort
 * select, with the list's access check and row scope, streamed as CSV or XLSX.
 */
import type { Readable } from 'node:stream';
import type { Resource } from '../../../schema';
import { centreNow } from '../../domain/scheduling/calendar';
import { authorize } from '../access';
import type { Context } from '../context';
import type { ListQuery } from '../list-query';
import { rowBatches } from './batches';
import { exportColumns, exportLines, type Cell } from './cells';
import { translatorFor } from '../../i18n/translate';
import { csvStream } from './write-csv';
import { xlsxStream } from './write-xlsx';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/** Checks access at once (the answer is still a 403 then); the rows are read as the body is. */
export function exportRecords(
  ctx: Context,
  resource: Resource,
  query: ListQuery,
  format: ExportFormat,
): ExportFile {
  authorize(ctx, 'read', resource);
  const translate = translatorFor(ctx.language ?? 'en').text;
  const columns = exportColumns(resource, translate);
  const headers = columns.map((column) => column.header);
  const lines = (async function* (): AsyncGenerator<Cell[][]> {
    for await (const rows of rowBatches(ctx, resource, query))
      yield await exportLines(ctx, resource, columns, rows, translate);
  })();
  return {
    fileName: `${resource.name}-${centreNow().date}.${format}`,
    contentType: CONTENT_TYPES[format],
    body: format === 'csv' ? csvStream(headers, lines) : xlsxStream(resource.name, headers, lines),
  };
}
