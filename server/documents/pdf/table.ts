/** Tables and sums of the server's PDFs, drawn line by line in the frame of document.ts. */
import { ensureRoom, lineHeight, MUTED, rule, writeAt, type Pdf, type TextStyle } from './document';

export interface TableColumn {
  header: string;
  /** Share of the writing area's width. */
  share: number;
  align?: 'left' | 'right';
}

/** A row's cells, or its cells and a line of detail under them across the table. */
export type TableRow = readonly string[] | { cells: readonly string[]; note: string | null };

const SIZE = 9;
const PADDING = 4;

function writeRow(
  pdf: Pdf,
  columns: readonly TableColumn[],
  cells: readonly string[],
  style: TextStyle,
) {
  const { doc } = pdf;
  const y = doc.y;
  let x = pdf.left;
  columns.forEach((column, index) => {
    const width = column.share * pdf.width;
    writeAt(pdf, cells[index] ?? '', x + PADDING, y, width - 2 * PADDING, {
      size: SIZE,
      align: column.align ?? 'left',
      ...style,
    });
    x += width;
  });
  doc.y = y + lineHeight(SIZE);
}

/**
 * A table with its header row; a row that does not fit starts a page, which repeats the header.
 * With no rows, `emptyText` stands in their place.
 */
export function drawTable(
  pdf: Pdf,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
  emptyText: string,
): void {
  const header = () => {
    writeRow(
      pdf,
      columns,
      columns.map((c) => c.header),
      { weight: 'bold' },
    );
    rule(pdf);
  };
  ensureRoom(pdf, 3 * lineHeight(SIZE));
  header();
  if (rows.length === 0) writeRow(pdf, [{ header: '', share: 1 }], [emptyText], { color: MUTED });
  for (const row of rows) {
    const { cells, note } = 'cells' in row ? row : { cells: row, note: null };
    const before = pdf.doc.bufferedPageRange().count;
    ensureRoom(pdf, lineHeight(SIZE) * (note ? 2 : 1));
    if (pdf.doc.bufferedPageRange().count !== before) header();
    writeRow(pdf, columns, cells, {});
    if (note) {
      const y = pdf.doc.y - 2;
      writeAt(pdf, note, pdf.left + PADDING, y, pdf.width - 2 * PADDING, {
        size: SIZE - 1,
        color: MUTED,
      });
      pdf.doc.y = y + lineHeight(SIZE - 1);
    }
  }
  pdf.doc.y += 6;
}

export interface Sum {
  label: string;
  value: string;
  strong?: boolean;
}

/** Labelled amounts in a block on the right: a receipt's totals, a payslip's net pay. */
export function drawSums(pdf: Pdf, sums: readonly Sum[]): void {
  const width = pdf.width * 0.5;
  const x = pdf.left + pdf.width - width;
  for (const sum of sums) {
    const size = sum.strong ? 11 : 10;
    ensureRoom(pdf, lineHeight(size));
    const y = pdf.doc.y;
    const style: TextStyle = { size, weight: sum.strong ? 'bold' : 'regular' };
    writeAt(pdf, sum.label, x, y, width * 0.6, style);
    writeAt(pdf, sum.value, x + width * 0.6, y, width * 0.4, { ...style, align: 'right' });
    pdf.doc.y = y + lineHeight(size);
  }
}

/** Label and value pairs, one a line: who a document is for, what it covers. */
export function drawFacts(pdf: Pdf, facts: readonly (readonly [string, string])[]): void {
  const labelWidth = pdf.width * 0.3;
  for (const [label, value] of facts) {
    ensureRoom(pdf, lineHeight(10));
    const y = pdf.doc.y;
    writeAt(pdf, label, pdf.left, y, labelWidth, { color: MUTED });
    writeAt(pdf, value, pdf.left + labelWidth, y, pdf.width - labelWidth, { weight: 'bold' });
    pdf.doc.y = y + lineHeight(10);
  }
  pdf.doc.y += 6;
}

/** A section's title. */
export function drawSectionTitle(pdf: Pdf, title: string): void {
  ensureRoom(pdf, 4 * lineHeight(11));
  const y = pdf.doc.y;
  writeAt(pdf, title, pdf.left, y, pdf.width, { weight: 'bold', size: 11 });
  pdf.doc.y = y + lineHeight(11);
}
