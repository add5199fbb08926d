import { describe, expect, it } from 'vitest';
import { formatTimeRange } from '../../../i18n/format/date';
import { fontOf, scriptRuns } from './fonts';

/** The characters of the runs that the font each is drawn in has no glyph for. */
function missingGlyphs(text: string): string[] {
  return scriptRuns(text, 'regular').flatMap((run) => {
    const font = fontOf(run.font.startsWith('bengali') ? 'bengali' : 'latin', 'regular');
    return [...run.text].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
  });
}

describe('the runs of a line of a PDF', () => {
  it('draw a span of times as Intl spaces it with glyphs the fonts have, in each language', () => {
    for (const language of ['en', 'bn']) {
      const span = formatTimeRange('10:30', '12:00', language);
      expect(span).toMatch(/[\u2009\u202f]/);
      expect(missingGlyphs(span), span).toEqual([]);
    }
  });
});
