import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translate';
import { checkRows } from '../../domain/assessment/conversion-table';
import { SAT_FORMS } from './sat-forms';

const scaleOf = (form: number, code: string) =>
  SAT_FORMS[form]!.scales.find((s) => s.code === code)!;

describe('the demo SAT forms', () => {
  it('have a complete, rising table for every scale, within its range', () => {
    for (const form of SAT_FORMS) {
      for (const scale of form.scales) {
        const rows = scale.table.map((scaled, raw) => ({ raw_score: raw, scaled_score: scaled }));
        expect(() =>
          checkRows(rows, { min_score: scale.min, max_score: scale.max }, translatorFor('en')),
        ).not.toThrow();
        expect(scale.table[0], `${form.name} ${scale.code} bottom`).toBe(scale.min);
        expect(scale.table.at(-1), `${form.name} ${scale.code} top`).toBe(scale.max);
      }
    }
  });

  it('cover every question a section can have', () => {
    for (const form of SAT_FORMS) {
      for (const scale of form.scales.filter((s) => s.kind === 'section')) {
        const questions = form.sections
          .filter((s) => s.scale === scale.code)
          .flatMap((s) => s.modules.map(([count]) => count))
          .reduce((a, b) => a + b, 0);
        expect(scale.table.length, `${form.name} ${scale.code}`).toBe(questions + 1);
      }
    }
  });

  it('convert the raw scores the scoring tests use as those tests say', () => {
    expect(scaleOf(0, 'R').table[30]).toBe(28);
    expect(scaleOf(0, 'W').table[33]).toBe(30);
    expect(scaleOf(0, 'M').table[35]).toBe(570);
    expect(scaleOf(1, 'RW').table[54]).toBe(800);
  });
});
