import { describe, expect, it } from 'vitest';
import { parsePastedTable } from './parsePastedTable';

describe('parsePastedTable', () => {
  it('reads raw and scaled columns in any common separator', () => {
    expect(parsePastedTable('0\t200\n1\t200\n2\t210\n')).toEqual({
      ok: true,
      scaled: [200, 200, 210],
    });
    expect(parsePastedTable('0, 10\n1 ,10\n2;11')).toEqual({ ok: true, scaled: [10, 10, 11] });
  });

  it('reads a single column of scaled scores from raw 0', () => {
    expect(parsePastedTable('200\n\n210\n230')).toEqual({ ok: true, scaled: [200, 210, 230] });
  });

  it('names the lines it cannot read, and raw scores out of order', () => {
    expect(parsePastedTable('0 200\nRaw Scaled\n2 210')).toEqual({ ok: false, badLines: [2, 3] });
    expect(parsePastedTable('')).toEqual({ ok: false, badLines: [1] });
  });
});
