/**
 * The frame every PDF the server makes shares: A4 pages, the centre's name and the document's
 * title at the top of the first page, and a footer with the centre and "page n of m" on every
 * page. Text is written one line at a time in script runs (fonts.ts), so Bangla is shaped and
 * mixed lines keep their punctuation.
 */
import PDFDocument from 'pdfkit';
import type { Translator } from '../../i18n/translate';
import { registerFonts, scriptRuns, type Run, type Weight } from './fonts';
import type { Letterhead } from './letterhead';

const MARGIN = 50;
/** Room kept at the bottom of each page for the footer. */
const FOOTER_ROOM = 40;
export const MUTED = '#555555';
const INK = '#111111';

export interface Pdf {
  readonly doc: PDFKit.PDFDocument;
  readonly tr: Translator;
  readonly centre: string;
  /** The writing area's left edge and width. */
  readonly left: number;
  readonly width: number;
}

export interface TextStyle {
  weight?: Weight;
  size?: number;
  align?: 'left' | 'right' | 'center';
  color?: string;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function runsWidth(doc: PDFKit.PDFDocument, runs: readonly Run[]): number {
  return runs.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
}

/** The text's runs, shortened by whole letters with an ellipsis when wider than `width`. */
function fitted(doc: PDFKit.PDFDocument, text: string, weight: Weight, width: number): Run[] {
  let runs = scriptRuns(text, weight);
  if (runsWidth(doc, runs) <= width) return runs;
  const letters = [...graphemes.segment(text)].map((s) => s.segment);
  while (letters.length > 0) {
    letters.pop();
    runs = scriptRuns(`${letters.join('').trimEnd()}…`, weight);
    if (runsWidth(doc, runs) <= width) return runs;
  }
  return [];
}

/** Draws one line of text in the box at (x, y) of `width`, without moving the cursor. */
export function writeAt(
  pdf: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  { weight = 'regular', size = 10, align = 'left', color = INK }: TextStyle = {},
): void {
  const { doc } = pdf;
  doc.fontSize(size).fillColor(color);
  const runs = fitted(doc, text, weight, width);
  const used = runsWidth(doc, runs);
  let cursor =
    align === 'right' ? x + width - used : align === 'center' ? x + (width - used) / 2 : x;
  for (const run of runs) {
    doc.font(run.font).text(run.text, cursor, y, { lineBreak: false });
    cursor += doc.widthOfString(run.text);
  }
}

export const lineHeight = (size: number) => size * 1.6;

/** Starts a new page when less than `height` is left above the footer. */
export function ensureRoom(pdf: Pdf, height: number): void {
  const { doc } = pdf;
  if (doc.y + height > doc.page.height - MARGIN - FOOTER_ROOM) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

/** Writes a line across the writing area and moves below it. */
export function writeLine(pdf: Pdf, text: string, style: TextStyle = {}): void {
  const size = style.size ?? 10;
  ensureRoom(pdf, lineHeight(size));
  const y = pdf.doc.y;
  writeAt(pdf, text, pdf.left, y, pdf.width, style);
  pdf.doc.y = y + lineHeight(size);
}

export function gap(pdf: Pdf, points: number): void {
  pdf.doc.y += points;
}

export function rule(pdf: Pdf): void {
  const { doc } = pdf;
  doc
    .moveTo(pdf.left, doc.y)
    .lineTo(pdf.left + pdf.width, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y += 8;
}

export interface PdfHeading {
  /** The document's name: "Receipt", "Payslip". */
  title: string;
  /** Lines under the title: the order number, the period, the date. */
  lines: readonly string[];
}

/** The box the logo is fitted into, in points: about 42 × 17 mm, as tall as the title and three lines under it. */
const LOGO_BOX: [number, number] = [120, 48];

/**
 * A new document with its heading written: the logo (when there is one) and the centre's name
 * under it on the left, the title on the right.
 */
export function createPdf(tr: Translator, { centre, logo }: Letterhead, heading: PdfHeading): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: tr.language,
    info: { Title: heading.title, Author: centre },
  });
  registerFonts(doc);
  const pdf: Pdf = { doc, tr, centre, left: MARGIN, width: doc.page.width - 2 * MARGIN };
  const top = MARGIN;
  const half = pdf.width / 2;
  let leftY = top;
  if (logo) {
    doc.image(logo, pdf.left, top, { fit: LOGO_BOX });
    leftY += LOGO_BOX[1] + 6;
  }
  writeAt(pdf, centre, pdf.left, leftY, half, { weight: 'bold', size: 14 });
  leftY += lineHeight(14);
  writeAt(pdf, heading.title, pdf.left + half, top, half, {
    weight: 'bold',
    size: 18,
    align: 'right',
  });
  let y = top + lineHeight(18);
  for (const line of heading.lines) {
    writeAt(pdf, line, pdf.left + half, y, half, { align: 'right', color: MUTED });
    y += lineHeight(10);
  }
  doc.y = Math.max(y, leftY) + 6;
  rule(pdf);
  return pdf;
}

/** Writes the footer on every page and closes the document; answers it as a readable stream. */
export function finishPdf(pdf: Pdf): PDFKit.PDFDocument {
  const { doc, tr } = pdf;
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would make pdfkit start a page: lift it for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    const half = pdf.width / 2;
    const style = { size: 8, color: MUTED };
    writeAt(pdf, pdf.centre, pdf.left, y, half, style);
    const page = tr.t('documents.page', { page: index - start + 1, count });
    writeAt(pdf, page, pdf.left + half, y, half, { ...style, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return doc;
}
