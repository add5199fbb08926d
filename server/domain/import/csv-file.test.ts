import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import { MAX_FILE_BYTES, readCsv as readCsvIn } from './csv-file';

const readCsv = (data: Buffer) => readCsvIn(data, translatorFor('en'));

const fileError = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.errors.file?.[0];
    throw error;
  }
  return undefined;
};

describe('readCsv', () => {
  it('reads quoted cells with separators, quotes and line breaks (RFC 4180)', () => {
    const file = readCsv(
      Buffer.from('Name,Note\r\n"Khan, Bari","said ""hi""\nthen left"\r\nAda,\r\n'),
    );
    expect(file.headers).toEqual(['Name', 'Note']);
    expect(file.records).toEqual([
      { row: 2, cells: ['Khan, Bari', 'said "hi"\nthen left'] },
      { row: 3, cells: ['Ada', ''] },
    ]);
  });

  it('drops a byte-order mark and reads semicolons', () => {
    const file = readCsv(Buffer.from('\uFEFFEmail;Name\na@b.c;Ada\n'));
    expect(file).toMatchObject({ delimiter: ';', headers: ['Email', 'Name'] });
  });

  it('skips blank rows but numbers rows as a spreadsheet does', () => {
    const file = readCsv(Buffer.from('Email,Name\n,\na@b.c,Ada\n\nb@c.d\n'));
    expect(file.records).toEqual([
      { row: 3, cells: ['a@b.c', 'Ada'] },
      { row: 5, cells: ['b@c.d', ''] },
    ]);
  });

  it('drops cells beyond the header row', () => {
    expect(readCsv(Buffer.from('Email\na@b.c,extra\n')).records[0]?.cells).toEqual(['a@b.c']);
  });

  it('refuses what it cannot read', () => {
    expect(fileError(() => readCsv(Buffer.alloc(0)))).toBe('The file is empty.');
    expect(fileError(() => readCsv(Buffer.from([0x45, 0x6d, 0xe9, 0x0a])))).toContain('UTF-8');
    expect(fileError(() => readCsv(Buffer.from('Email\n"unclosed\n')))).toContain(
      'The file is not valid CSV',
    );
    expect(fileError(() => readCsv(Buffer.from('Email,Email\na,b\n')))).toBe(
      'The column "Email" appears more than once in the header row.',
    );
    expect(fileError(() => readCsv(Buffer.alloc(MAX_FILE_BYTES + 1, 0x61)))).toBe(
      'The file may not be greater than 5120 kilobytes.',
    );
  });
});
