/**
 * A score history split into what the chart draws: SAT sittings (the total, and each section's
 * scaled score as a line of its own) and regular exams (their percent). The numbers are the
 * server's; this only arranges them.
 */
import { ExamType, nameInLanguage, type ScoreHistoryEntry } from '../../../schema';

export interface HistoryPoint {
  examTitle: string;
  date: string;
}

export interface SatHistory {
  points: HistoryPoint[];
  totals: number[];
  /**
   * Section code → its name in the reader's language and scaled score per sitting (null when a
   * sitting lacks it).
   */
  sections: { code: string; name: string; scores: (number | null)[] }[];
  /** The highest total any sitting's form gives, to set the axis. */
  maxTotal: number | null;
}

export interface RegularHistory {
  points: HistoryPoint[];
  percents: number[];
}

export function satHistory(entries: readonly ScoreHistoryEntry[], locale: string): SatHistory {
  const sat = entries.filter((e) => e.type === ExamType.Sat);
  const names = new Map<string, string>();
  for (const entry of sat)
    for (const [code, scale] of Object.entries(entry.section_scores ?? {}))
      if (!names.has(code)) names.set(code, nameInLanguage(scale.name, scale.name_bn, locale));
  const maxima = sat.map((e) => e.max_total).filter((m): m is number => m !== null);
  return {
    points: sat.map((e) => ({ examTitle: e.exam_title, date: e.date })),
    totals: sat.map((e) => e.total_score),
    sections: [...names].map(([code, name]) => ({
      code,
      name,
      scores: sat.map((e) => e.section_scores?.[code]?.scaled ?? null),
    })),
    maxTotal: maxima.length > 0 ? Math.max(...maxima) : null,
  };
}

export function regularHistory(entries: readonly ScoreHistoryEntry[]): RegularHistory {
  const regular = entries.filter((e) => e.type !== ExamType.Sat && e.percent !== null);
  return {
    points: regular.map((e) => ({ examTitle: e.exam_title, date: e.date })),
    percents: regular.map((e) => e.percent!),
  };
}
