/**
 * The student's stored result for an exam, as the review shows it: the `exam_results` row of a
 * regular exam or the `sat_scores` row of a practice test (written by score-attempt.ts).
 */
import {
  ExamType,
  type AttemptResult,
  type ResultSource,
  type ScaleScore,
} from '../../../../schema';
import type { Executor } from '../../../db/types';
import type { ExamRecord } from './records';

function scaleScores(text: unknown): Record<string, ScaleScore> {
  let value: unknown;
  try {
    value = typeof text === 'string' ? JSON.parse(text) : text;
  } catch {
    return {};
  }
  if (value === null || typeof value !== 'object') return {};
  const scores: Record<string, ScaleScore> = {};
  for (const [code, raw] of Object.entries(value as Record<string, unknown>)) {
    if (raw === null || typeof raw !== 'object') continue;
    const s = raw as Record<string, unknown>;
    scores[code] = {
      name: typeof s.name === 'string' ? s.name : code,
      raw: Number(s.raw ?? 0),
      scaled: Number(s.scaled ?? 0),
      min: Number(s.min ?? 0),
      max: Number(s.max ?? 0),
    };
  }
  return scores;
}

const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

export async function loadResult(
  db: Executor,
  exam: ExamRecord,
  studentId: number,
): Promise<AttemptResult | null> {
  if (exam.type === ExamType.Sat) {
    const row = await db
      .selectFrom('sat_scores')
      .selectAll()
      .where('exam_id', '=', exam.id)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      kind: 'sat',
      total_score: Number(row.total_score),
      section_scores: scaleScores(row.section_scores),
      sub_scores: scaleScores(row.sub_scores),
      cross_scores: scaleScores(row.cross_scores),
      scored_at: String(row.scored_at),
      source: String(row.source) as ResultSource,
    };
  }
  const row = await db
    .selectFrom('exam_results')
    .innerJoin('exams', 'exams.id', 'exam_results.exam_id')
    .select([
      'exam_results.marks',
      'exam_results.percent',
      'exam_results.passed',
      'exam_results.source',
      'exams.total_marks',
      'exams.pass_mark',
    ])
    .where('exam_results.exam_id', '=', exam.id)
    .where('exam_results.student_id', '=', studentId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    kind: 'regular',
    marks: Number(row.marks),
    total_marks: numberOrNull(row.total_marks),
    percent: numberOrNull(row.percent),
    passed: row.passed === null ? null : Number(row.passed) === 1,
    pass_mark: numberOrNull(row.pass_mark),
    source: String(row.source) as ResultSource,
  };
}
