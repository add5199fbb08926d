import type { Exporter } from 'react-admin';
import type { Resource } from '../../../../schema';
import { fieldLabel } from '../labels';

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows as CSV text: id, then the list columns, headed by their translated labels. */
export function toCsv(
  r: Resource,
  rows: Record<string, unknown>[],
  translate: (key: string) => string,
): string {
  const columns = [
    'id',
    ...r.list.columns.filter((c) => c !== 'id' && r.fields[c]?.type !== 'password'),
  ];
  const head = columns.map((c) =>
    cell(c === 'id' ? translate('screens.id') : translate(fieldLabel(r, c))),
  );
  const body = rows.map((row) => columns.map((c) => cell(row[c])).join(','));
  return [head.join(','), ...body].join('\r\n');
}

/** Downloads the CSV named after the resource; a BOM so spreadsheet apps read Bangla as UTF-8. */
export function csvExporter(r: Resource, translate: (key: string) => string): Exporter {
  return (rows) => {
    const blob = new Blob(['\uFEFF', toCsv(r, rows as Record<string, unknown>[], translate)], {
      type: 'text/csv;charset=utf-8',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${r.name}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
}
