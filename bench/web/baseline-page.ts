/**
 * The baseline page: static HTML with no script, padded with paragraphs of text to a given size
 * (the app's initial load, so the browser moves and parses about as many bytes). Its "usable"
 * marker is the last element, so it counts only once the whole document has been parsed.
 */

export const BASELINE_READY_SELECTOR = '#baseline-ready';

const WORDS =
  'course schedule student tutor exam score order payroll finance expense bank account ' +
  'withdraw income payment type permission role user setting mail notification dashboard'.split(
    ' ',
  );

/** Deterministic: the same size always gives the same page. */
export function baselineHtml(bytes: number): string {
  const head =
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="UTF-8" />\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />\n' +
    '<title>Baseline</title>\n</head>\n<body>\n<h1>Baseline page</h1>\n';
  const tail = `<main id="${BASELINE_READY_SELECTOR.slice(1)}"><p>End of page.</p></main>\n</body>\n</html>\n`;
  const parts: string[] = [head];
  let size = head.length + tail.length;
  let seed = 1;
  while (size < bytes) {
    const words: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      words.push(WORDS[seed % WORDS.length] ?? 'word');
    }
    const paragraph = `<p>${words.join(' ')}.</p>\n`;
    const room = bytes - size;
    // The last paragraph is cut to fit (or, with too little room for one, whitespace).
    const piece =
      paragraph.length <= room
        ? paragraph
        : room >= 8
          ? `<p>${'x'.repeat(room - 8)}</p>\n`
          : ' '.repeat(room);
    parts.push(piece);
    size += piece.length;
  }
  parts.push(tail);
  return parts.join('');
}
