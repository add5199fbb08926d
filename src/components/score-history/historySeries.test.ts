import { describe, expect, it } from 'vitest';
import type { ScoreHistoryEntry } from '../../../schema';
import { regularHistory, satHistory } from './historySeries';

const entry = (fields: Partial<ScoreHistoryEntry>): ScoreHistoryEntry => ({
  exam_id: 1,
  exam_title: 'Test',
  type: 1,
  course_title: 'Course',
  date: '2030-01-01T00:00:00.000Z',
  total_score: 0,
  max_total: null,
  percent: null,
  section_scores: null,
  passed: null,
  attempt_id: null,
  ...fields,
});

const scale = (name: string, scaled: number) => ({ name, raw: 0, scaled, min: 200, max: 800 });

describe('a score history as chart lines', () => {
  const entries = [
    entry({ exam_title: 'Quiz 1', percent: 45 }),
    entry({
      exam_title: 'Mock 1',
      type: 2,
      total_score: 1100,
      max_total: 1600,
      section_scores: { RW: scale('Reading and Writing', 600), M: scale('Math', 500) },
    }),
    entry({ exam_title: 'Quiz 2', percent: 90 }),
    entry({
      exam_title: 'Mock 2',
      type: 2,
      total_score: 700,
      max_total: 1600,
      section_scores: { M: scale('Math', 500) },
    }),
  ];

  it('draws SAT totals with a line per section, a gap where a sitting lacks one', () => {
    expect(satHistory(entries, 'en')).toEqual({
      points: [
        { examTitle: 'Mock 1', date: '2030-01-01T00:00:00.000Z' },
        { examTitle: 'Mock 2', date: '2030-01-01T00:00:00.000Z' },
      ],
      totals: [1100, 700],
      sections: [
        { code: 'RW', name: 'Reading and Writing', scores: [600, null] },
        { code: 'M', name: 'Math', scores: [500, 500] },
      ],
      maxTotal: 1600,
    });
  });

  it('names each section line in Bangla for a Bangla reader, in English where it has no Bangla name', () => {
    const named = [
      entry({
        type: 2,
        total_score: 1100,
        section_scores: {
          RW: { ...scale('Reading and Writing', 600), name_bn: 'পঠন ও লিখন' },
          M: scale('Math', 500),
        },
      }),
    ];
    expect(satHistory(named, 'bn').sections.map((s) => s.name)).toEqual(['পঠন ও লিখন', 'Math']);
    expect(satHistory(named, 'en').sections.map((s) => s.name)).toEqual([
      'Reading and Writing',
      'Math',
    ]);
  });

  it('draws regular exams as their percent', () => {
    expect(regularHistory(entries)).toEqual({
      points: [
        { examTitle: 'Quiz 1', date: '2030-01-01T00:00:00.000Z' },
        { examTitle: 'Quiz 2', date: '2030-01-01T00:00:00.000Z' },
      ],
      percents: [45, 90],
    });
  });
});
