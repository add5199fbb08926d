/**
 * The fonts of the server's PDFs: Noto Sans Bengali, whose package ships the Bengali and the Latin
 * glyphs as separate files, so a line mixing the scripts (a Bangla label, a `$` and a comma) is
 * drawn as runs, each in the file that has its glyphs. The WOFF files are used, not the WOFF2:
 * fontkit's subsetter fails on the WOFF2 files' composite glyphs when it embeds them.
 *
 * Each font is read once per process and its fontkit object handed to every document: fontkit keeps
 * what it has decoded and its shaping tables on that object, which a font read per document would
 * build again each time (most of a small PDF's cost).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { sfntOfWoff } from './sfnt';

export type Weight = 'regular' | 'bold';
type Script = 'bengali' | 'latin';

const WEIGHT_NUMBER: Record<Weight, number> = { regular: 400, bold: 700 };
const require = createRequire(import.meta.url);

/** The pdfkit name of a font, registered on each document by `registerFonts`. */
const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

const fonts = new Map<string, Font>();
export function fontOf(script: Script, weight: Weight): Font {
  const name = fontName(script, weight);
  let font = fonts.get(name);
  if (!font) {
    const woff = readFileSync(
      require.resolve(
        `@fontsource/noto-sans-bengali/files/noto-sans-bengali-${script}-${WEIGHT_NUMBER[weight]}-normal.woff`,
      ),
    );
    const read = create(sfntOfWoff(woff));
    if (!('layout' in read)) throw new Error(`${name} is a font collection`);
    font = read;
    fonts.set(name, font);
  }
  return font;
}

export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const script of ['bengali', 'latin'] as const)
    for (const weight of ['regular', 'bold'] as const)
      doc.registerFont(fontName(script, weight), fontOf(script, weight));
}

/** The code points the Bengali file holds (its published unicode-range, less the rupee sign). */
const BENGALI_RANGES: readonly (readonly [number, number])[] = [
  [0x0951, 0x0952],
  [0x0964, 0x0965],
  [0x0980, 0x09fe],
  [0x1cd0, 0x1cf7],
  // Zero-width (non-)joiners steer conjuncts: they belong with the letters around them.
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
  [0xa8f1, 0xa8f1],
];
const isBengali = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return BENGALI_RANGES.some(([from, to]) => code >= from && code <= to);
};
const SPACE = /\s/u;

export interface Run {
  text: string;
  font: string;
}

/**
 * Spaces neither file has, drawn as the space each stands for: Intl spaces times with them
 * (`10:30 AM – 12:00 PM`: a thin space around the dash, a narrow no-break one before AM).
 */
const SPACES_DRAWN_AS: Readonly<Record<string, string>> = { '\u2009': ' ', '\u202f': '\u00a0' };

/**
 * `text` cut into runs of one script each. A space belongs to the run it follows (both files have
 * it), so a Bangla phrase stays one run and is shaped as a whole.
 */
export function scriptRuns(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const written of text) {
    const char = SPACES_DRAWN_AS[written] ?? written;
    const last = runs.at(-1);
    const script: Script = isBengali(char) ? 'bengali' : 'latin';
    const font = fontName(script, weight);
    if (last && (last.font === font || SPACE.test(char))) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}
