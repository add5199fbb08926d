import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { sfntOfWoff } from './sfnt';

const require = createRequire(import.meta.url);
const woffOf = (script: string, weight: number) =>
  readFileSync(
    require.resolve(
      `@fontsource/noto-sans-bengali/files/noto-sans-bengali-${script}-${weight}-normal.woff`,
    ),
  );
const fontIn = (data: Buffer): Font => {
  const read = create(data);
  if (!('layout' in read)) throw new Error('a font collection');
  return read;
};

/** The sum of a table's big-endian 32-bit words, as an sfnt's table record checks it. */
function checksum(table: Buffer): number {
  const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

describe('sfntOfWoff', () => {
  const files = [
    ['bengali', 400, 'পরীক্ষার ফলাফল ১২৩'],
    ['bengali', 700, 'ক্ষ্ম শিক্ষার্থী'],
    ['latin', 400, 'Receipt $1,234.50'],
    ['latin', 700, 'Page 2 of 3'],
  ] as const;

  it.each(files)(
    'unwraps the %s %s font into one fontkit shapes exactly as the WOFF',
    (script, weight, text) => {
      const woff = fontIn(woffOf(script, weight));
      const sfnt = fontIn(sfntOfWoff(woffOf(script, weight)));
      expect(sfnt.type).toBe('TTF');
      expect(sfnt.numGlyphs).toBe(woff.numGlyphs);
      const shaped = (font: Font) => {
        const run = font.layout(text);
        return run.glyphs.map((glyph, index) => [glyph.id, run.positions[index]?.xAdvance]);
      };
      expect(shaped(sfnt)).toEqual(shaped(woff));
    },
  );

  it('lays each table out whole, at a four-byte boundary, matching its recorded checksum', () => {
    const sfnt = sfntOfWoff(woffOf('bengali', 400));
    const count = sfnt.readUInt16BE(4);
    expect(count).toBeGreaterThan(10);
    for (let index = 0; index < count; index += 1) {
      const record = 12 + index * 16;
      const tag = sfnt.toString('latin1', record, record + 4);
      const offset = sfnt.readUInt32BE(record + 8);
      const table = sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12));
      expect(offset % 4).toBe(0);
      // head's recorded checksum counts its checkSumAdjustment field as zero.
      const data =
        tag === 'head'
          ? Buffer.concat([table.subarray(0, 8), Buffer.alloc(4), table.subarray(12)])
          : table;
      expect(checksum(data), tag).toBe(sfnt.readUInt32BE(record + 4));
    }
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => sfntOfWoff(Buffer.from('OTTO and more bytes than a header', 'latin1'))).toThrow(
      'Not a WOFF 1.0 font',
    );
  });
});
