/**
 * A conversion table pasted from a spreadsheet or a PDF: one row per line, either "raw scaled"
 * (tab, comma, semicolon or spaces between) or just the scaled score, rows in raw-score order
 * from 0. Answers the scaled scores by raw score, or the numbers (1-based) of the lines it could
 * not read.
 */
export type PasteResult = { ok: true; scaled: number[] } | { ok: false; badLines: number[] };

const NUMBER = /^\d+$/;

export function parsePastedTable(text: string): PasteResult {
  const scaled: number[] = [];
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const cells = line
      .trim()
      .split(/[\t,;]+|\s+/)
      .filter((c) => c !== '');
    if (cells.length === 0) return;
    const numeric = cells.every((c) => NUMBER.test(c));
    if (numeric && cells.length === 1) scaled.push(Number(cells[0]));
    else if (numeric && cells.length === 2 && Number(cells[0]) === scaled.length)
      scaled.push(Number(cells[1]));
    else badLines.push(index + 1);
  });
  if (badLines.length > 0) return { ok: false, badLines };
  return scaled.length === 0 ? { ok: false, badLines: [1] } : { ok: true, scaled };
}
