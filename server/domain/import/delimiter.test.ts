import { describe, expect, it } from 'vitest';
import { detectDelimiter } from './delimiter';

describe('detectDelimiter', () => {
  it('takes the separator the header row uses more', () => {
    expect(detectDelimiter('a,b,c\n1,2,3')).toBe(',');
    expect(detectDelimiter('a;b;c\r\n1,5;2,5;3')).toBe(';');
  });

  it('does not count separators inside quotes', () => {
    expect(detectDelimiter('"Name, full";"Email";"Phone"\n')).toBe(';');
    expect(detectDelimiter('"Grade; level",Email,Phone\n')).toBe(',');
  });

  it('reads only the header row, even when it ends in CR LF', () => {
    expect(detectDelimiter('Email\r\na;b;c;d')).toBe(',');
  });

  it('falls back to comma when the header has neither', () => {
    expect(detectDelimiter('Email')).toBe(',');
  });
});
