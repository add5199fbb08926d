/**
 * The sfnt (TrueType/OpenType) font inside a WOFF 1.0 file. fontkit reads WOFF itself, but inflates
 * a table each time it reads from it, in JavaScript: embedding a PDF's glyphs inflated the whole
 * `glyf` table once per glyph, hundreds of milliseconds per document. Unwrapped once, with Node's
 * zlib, the tables are plain bytes that fontkit reads in place.
 *
 * WOFF 1.0 (W3C): a 44-byte header (the sfnt's flavour at 4, the table count at 12), then one
 * 20-byte entry per table (tag, offset, compressed length, original length, checksum); a table is
 * zlib-compressed when its compressed length is below its original one. An sfnt is a 12-byte offset
 * table, one 16-byte record per table (tag, checksum, offset, length), and the tables, each padded
 * to four bytes.
 */
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_RECORD = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

const paddedToFour = (length: number) => (length + 3) & ~3;

function tablesOf(woff: Buffer): Table[] {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF 1.0 font');
  const count = woff.readUInt16BE(12);
  return Array.from({ length: count }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const storedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + storedLength);
    const data = storedLength < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('A WOFF table does not inflate to its length');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });
}

export function sfntOfWoff(woff: Buffer): Buffer {
  const tables = tablesOf(woff);
  const count = tables.length;
  let offset = SFNT_HEADER + SFNT_RECORD * count;
  const sfnt = Buffer.alloc(tables.reduce((size, t) => size + paddedToFour(t.data.length), offset));
  // The binary-search fields every sfnt header carries, derived from the table count.
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * SFNT_RECORD, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE((count - power) * SFNT_RECORD, 10);
  tables.forEach(({ tag, checksum, data }, index) => {
    const record = SFNT_HEADER + index * SFNT_RECORD;
    sfnt.writeUInt32BE(tag, record);
    sfnt.writeUInt32BE(checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(data.length, record + 12);
    data.copy(sfnt, offset);
    offset += paddedToFour(data.length);
  });
  return sfnt;
}
