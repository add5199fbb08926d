/**
 * Downloads a PDF from the test server and reads its text back with pdfjs: each page's text runs
 * joined as drawn, a line break where pdfjs sees a line end. A run of Bangla comes back in the
 * order its glyphs are drawn, so a shaped pre-base vowel sign stands before its consonant.
 */
import type { TestServer } from './server';

export interface PdfDownload {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
}

export async function downloadPdf(
  server: TestServer,
  path: string,
  { token, language }: { token: string; language?: string },
): Promise<PdfDownload> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (language) headers['accept-language'] = language;
  const response = await fetch(`${server.url}${path}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

interface TextRun {
  str?: string;
  hasEOL?: boolean;
}

/** The text of every page, in page order. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes.slice(), disableFontFace: true }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      (content.items as TextRun[])
        .map((run) => `${run.str ?? ''}${run.hasEOL ? '\n' : ''}`)
        .join(''),
    );
  }
  await document.destroy();
  return pages;
}

export const pdfText = async (bytes: Uint8Array): Promise<string> =>
  (await pdfPages(bytes)).join('\n');

const PRE_BASE_SIGN = /[\u09BF\u09C7\u09C8]/u;
const VIRAMA = '\u09CD';
const NUKTA = '\u09BC';
/** ো and ৌ are drawn as two parts, one before the consonant and one after. */
const TWO_PART_SIGNS: Record<string, string[]> = {
  '\u09CB': ['\u09C7', '\u09BE'],
  '\u09CC': ['\u09C7', '\u09D7'],
};

/**
 * Bangla text in the order a shaped line draws it, as pdfjs reads it back: each pre-base vowel
 * sign (ি ে ৈ, and the first part of ো ৌ) before its consonant cluster. Reph and other
 * reordering are not modelled, so use it on words without them.
 */
export function drawnOrder(text: string): string {
  const drawn: string[] = [];
  for (const char of [...text].flatMap((c) => TWO_PART_SIGNS[c] ?? [c])) {
    if (!PRE_BASE_SIGN.test(char)) {
      drawn.push(char);
      continue;
    }
    let start = drawn.length - 1;
    if (drawn[start] === NUKTA) start -= 1;
    while (start >= 2 && drawn[start - 1] === VIRAMA) start -= 2;
    drawn.splice(start, 0, char);
  }
  return drawn.join('');
}

/** How many images each page draws, in page order. */
export async function pdfImageCounts(bytes: Uint8Array): Promise<number[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes.slice(), disableFontFace: true }).promise;
  const counts: number[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const { fnArray } = await (await document.getPage(number)).getOperatorList();
    counts.push(fnArray.filter((op) => op === pdfjs.OPS.paintImageXObject).length);
  }
  await document.destroy();
  return counts;
}
