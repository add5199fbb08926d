/**
 * Raw scores to scaled scores through a test form's conversion tables, and the SAT score report
 * (docs/DOMAIN.md "SAT scoring"): each section's raw score is the marks of its correct answers; sections feeding
 * one scale add up (legacy Math = sections 3 and 4); the total weighs the section scales
 * ((Reading + Writing) × 10 + Math on the paper SAT, Reading and Writing + Math on the digital).
 */
import type { EnumValue, ScaleScore } from '../../../../schema';
import type { Judgement } from './judge';

export interface Scale {
  code: string;
  name: string;
  /** Its Bangla name, if it has one; stored with each score (docs/CONFIG.md). */
  nameBn?: string | null;
  kind: EnumValue<'satScaleKind'>;
  totalWeight: number;
  min: number;
  max: number;
  /** Raw score → scaled score, as the admin edited it. */
  conversions: ReadonlyMap<number, number>;
}

export interface SatReport {
  total: number;
  sections: Record<string, ScaleScore>;
  sub: Record<string, ScaleScore>;
  cross: Record<string, ScaleScore>;
}

/** A judged question and the scale codes it counts toward. */
export interface ScoredQuestion {
  judgement: Judgement;
  section: string;
  subScore: string | null;
  crossTest: string | null;
}

/** A scale's table without a row at or below a raw score; `message` is its English, for logs. */
export class ConversionError extends Error {
  override name = 'ConversionError';

  constructor(
    readonly scale: string,
    readonly raw: number,
  ) {
    super(`The conversion table of ${scale} has no row for raw ${raw}`);
  }
}

/**
 * The scaled score of `raw`: the table's row for it, else the row of the highest raw score below
 * it (a practice test with fewer questions than the form never reaches the top rows, and a table
 * with gaps still answers), kept within the scale's range.
 */
export function convert(scale: Scale, raw: number): number {
  let best: number | undefined;
  let bestRaw = -1;
  for (const [rowRaw, scaled] of scale.conversions) {
    if (rowRaw <= raw && rowRaw > bestRaw) [best, bestRaw] = [scaled, rowRaw];
  }
  if (best === undefined) throw new ConversionError(scale.code, raw);
  return Math.min(scale.max, Math.max(scale.min, best));
}

function scoreScales(
  scales: readonly Scale[],
  kind: Scale['kind'],
  questions: readonly ScoredQuestion[],
  codeOf: (q: ScoredQuestion) => string | null,
): Record<string, ScaleScore> {
  const report: Record<string, ScaleScore> = {};
  for (const scale of scales.filter((s) => s.kind === kind)) {
    const counted = questions.filter((q) => codeOf(q) === scale.code);
    if (kind !== 'section' && counted.length === 0) continue; // the test does not report it
    const raw = counted.reduce((sum, q) => sum + q.judgement.marks, 0);
    report[scale.code] = {
      name: scale.name,
      ...(scale.nameBn ? { name_bn: scale.nameBn } : {}),
      raw,
      scaled: convert(scale, raw),
      min: scale.min,
      max: scale.max,
    };
  }
  return report;
}

export function scoreSat(
  scales: readonly Scale[],
  questions: readonly ScoredQuestion[],
): SatReport {
  const sections = scoreScales(scales, 'section', questions, (q) => q.section);
  const total = scales
    .filter((s) => s.kind === 'section')
    .reduce((sum, s) => sum + sections[s.code]!.scaled * s.totalWeight, 0);
  return {
    total,
    sections,
    sub: scoreScales(scales, 'sub', questions, (q) => q.subScore),
    cross: scoreScales(scales, 'cross', questions, (q) => q.crossTest),
  };
}

export interface RegularReport {
  marks: number;
  total: number;
  percent: number;
  passed: boolean | null;
}

/** A regular exam: marks out of the exam's total (or the questions' marks), and the pass mark. */
export function scoreRegular(
  judgements: readonly Judgement[],
  exam: { totalMarks: number | null; passMark: number | null; questionMarks: number },
): RegularReport {
  const marks = judgements.reduce((sum, j) => sum + j.marks, 0);
  const total = exam.totalMarks ?? exam.questionMarks;
  return {
    marks,
    total,
    percent: total > 0 ? Math.round((100 * marks) / total) : 0,
    passed: exam.passMark === null ? null : marks >= exam.passMark,
  };
}
