/**
 * Scoring pinned with hand-checked cases. The conversion rows are those of the demo forms
 * (server/db/seed/sat-forms.ts) where a case needs them; the sums are worked out in comments.
 */
import { describe, expect, it } from 'vitest';
import { GRID_RULES, judgeAnswer, type KeyedQuestion } from './judge';
import { convert, scoreRegular, scoreSat, type Scale, type ScoredQuestion } from './scales';
import { parseRational } from './rational';

const choice = (answers: string[], type: 'single' | 'multiple' = 'single'): KeyedQuestion => ({
  type,
  optionKeys: ['A', 'B', 'C', 'D'],
  answers,
  marks: 1,
});
const gridIn = (...answers: string[]): KeyedQuestion => ({
  type: 'grid_in',
  optionKeys: [],
  answers,
  marks: 1,
});

describe('parseRational', () => {
  it('reads fractions, decimals and integers exactly', () => {
    expect(parseRational('3/4')).toEqual({ num: 3n, den: 4n });
    expect(parseRational('.75')).toEqual({ num: 3n, den: 4n });
    expect(parseRational('0.750')).toEqual({ num: 3n, den: 4n });
    expect(parseRational('-6/8')).toEqual({ num: -3n, den: 4n });
    expect(parseRational('12')).toEqual({ num: 12n, den: 1n });
  });

  it('refuses what a grid cannot hold', () => {
    for (const text of ['1 1/2', '3/0', '1,5', '.', '', 'abc', '1/2/3', '--1'])
      expect(parseRational(text), text).toBeNull();
  });
});

describe('judgeAnswer: multiple choice', () => {
  it('marks one correct option', () => {
    expect(judgeAnswer(choice(['B']), ['B'])).toEqual({ outcome: 'correct', marks: 1 });
    expect(judgeAnswer(choice(['B']), ['b'])).toEqual({ outcome: 'correct', marks: 1 });
    expect(judgeAnswer(choice(['B']), ['C'])).toEqual({ outcome: 'incorrect', marks: 0 });
  });

  it('tells omitted, multiple responses and unreadable marks apart', () => {
    expect(judgeAnswer(choice(['B']), null).outcome).toBe('omitted');
    expect(judgeAnswer(choice(['B']), [' ']).outcome).toBe('omitted');
    expect(judgeAnswer(choice(['B']), ['B', 'C']).outcome).toBe('multiple');
    expect(judgeAnswer(choice(['B']), ['E']).outcome).toBe('unscoreable');
  });

  it('needs exactly the correct set when several options are right', () => {
    const q = { ...choice(['A', 'C'], 'multiple'), marks: 2 };
    expect(judgeAnswer(q, ['C', 'A'])).toEqual({ outcome: 'correct', marks: 2 });
    expect(judgeAnswer(q, ['A'])).toEqual({ outcome: 'incorrect', marks: 0 });
    expect(judgeAnswer(q, ['A', 'B', 'C'])).toEqual({ outcome: 'incorrect', marks: 0 });
  });
});

describe('judgeAnswer: student-produced responses', () => {
  it('accepts every exact form of the value', () => {
    const q = gridIn('3/4', '.75');
    for (const given of ['3/4', '.75', '0.75', '6/8', '9/12'])
      expect(judgeAnswer(q, [given]).outcome, given).toBe('correct');
    expect(judgeAnswer(q, ['.7']).outcome).toBe('incorrect');
  });

  it('accepts a repeating decimal only when it fills the grid', () => {
    const q = gridIn('2/3');
    // Digital SAT: five characters for a positive answer.
    for (const given of ['.6666', '.6667', '0.666', '0.667', '2/3'])
      expect(judgeAnswer(q, [given], GRID_RULES.digital).outcome, given).toBe('correct');
    for (const given of ['.66', '.67', '0.67', '.6668'])
      expect(judgeAnswer(q, [given], GRID_RULES.digital).outcome, given).toBe('incorrect');
    // Paper SAT: four columns.
    for (const given of ['.666', '.667'])
      expect(judgeAnswer(q, [given], GRID_RULES.legacy).outcome, given).toBe('correct');
    expect(judgeAnswer(q, ['.6666'], GRID_RULES.legacy).outcome).toBe('unscoreable');
  });

  it('takes negatives on the digital SAT only, with one more character', () => {
    const q = gridIn('-5/3');
    expect(judgeAnswer(q, ['-1.666'], GRID_RULES.digital).outcome).toBe('correct');
    expect(judgeAnswer(q, ['-1.667'], GRID_RULES.digital).outcome).toBe('correct');
    expect(judgeAnswer(q, ['-5/3'], GRID_RULES.legacy).outcome).toBe('unscoreable');
  });

  it('cannot score a mixed number or text', () => {
    expect(judgeAnswer(gridIn('3/2'), ['1 1/2']).outcome).toBe('unscoreable');
    expect(judgeAnswer(gridIn('3/2'), ['x']).outcome).toBe('unscoreable');
  });

  it('matches short answers ignoring case and spacing, and numbers by value', () => {
    const q: KeyedQuestion = {
      type: 'short',
      optionKeys: [],
      answers: ['Photosynthesis', '0.5'],
      marks: 3,
    };
    expect(judgeAnswer(q, ['  photosynthesis ']).marks).toBe(3);
    expect(judgeAnswer(q, ['1/2']).marks).toBe(3);
    expect(judgeAnswer(q, ['respiration']).outcome).toBe('incorrect');
  });
});

const table = (rows: [number, number][]) => new Map(rows);
const scale = (
  code: string,
  kind: Scale['kind'],
  rows: [number, number][],
  totalWeight: number,
  min: number,
  max: number,
): Scale => ({
  code,
  name: code,
  kind,
  totalWeight,
  min,
  max,
  conversions: table(rows),
});

describe('convert', () => {
  const math = scale(
    'M',
    'section',
    [
      [0, 200],
      [1, 200],
      [2, 210],
      [5, 260],
    ],
    1,
    200,
    800,
  );

  it('looks the raw score up, falling back to the highest row below it', () => {
    expect(convert(math, 2)).toBe(210);
    expect(convert(math, 4)).toBe(210);
    expect(convert(math, 40)).toBe(260);
  });

  it('keeps the result within the scale', () => {
    expect(convert({ ...math, conversions: table([[0, 150]]) }, 0)).toBe(200);
  });

  it('fails loudly on a table without a row for low scores', () => {
    expect(() => convert({ ...math, conversions: table([[3, 300]]) }, 1)).toThrow(
      /no row for raw 1/,
    );
  });
});

/** `count` questions of a section, the first `right` answered correctly. */
function answered(
  section: string,
  count: number,
  right: number,
  tags: Partial<ScoredQuestion> = {},
) {
  return Array.from({ length: count }, (_, i): ScoredQuestion => ({
    judgement: i < right ? { outcome: 'correct', marks: 1 } : { outcome: 'incorrect', marks: 0 },
    section,
    subScore: null,
    crossTest: null,
    ...tags,
  }));
}

describe('scoreSat: the legacy paper SAT', () => {
  // Rows of the demo legacy form's tables around the raw scores used here.
  const scales: Scale[] = [
    scale(
      'R',
      'section',
      [
        [0, 10],
        [29, 27],
        [30, 28],
        [31, 28],
      ],
      10,
      10,
      40,
    ),
    scale(
      'W',
      'section',
      [
        [0, 10],
        [32, 30],
        [33, 30],
        [34, 31],
      ],
      10,
      10,
      40,
    ),
    scale(
      'M',
      'section',
      [
        [0, 200],
        [34, 560],
        [35, 570],
        [36, 580],
      ],
      1,
      200,
      800,
    ),
    scale(
      'COE',
      'sub',
      [
        [0, 1],
        [3, 3],
        [4, 4],
      ],
      0,
      1,
      15,
    ),
    scale(
      'HSS',
      'cross',
      [
        [0, 10],
        [2, 12],
        [5, 14],
      ],
      0,
      10,
      40,
    ),
  ];

  it('adds the two math sections and totals (Reading + Writing) × 10 + Math', () => {
    const questions = [
      ...answered('R', 52, 30),
      ...answered('W', 44, 33),
      ...answered('M', 20, 15), // section 4, no calculator
      ...answered('M', 38, 20), // section 3, calculator: math raw 15 + 20 = 35
    ];
    const report = scoreSat(scales, questions);
    expect(report.sections.R).toMatchObject({ raw: 30, scaled: 28 });
    expect(report.sections.W).toMatchObject({ raw: 33, scaled: 30 });
    expect(report.sections.M).toMatchObject({ raw: 35, scaled: 570 });
    // (28 + 30) × 10 + 570 = 1150
    expect(report.total).toBe(1150);
  });

  it('reports sub and cross-test scores from the questions tagged with them', () => {
    const questions = [
      ...answered('R', 6, 4, { subScore: 'COE', crossTest: 'HSS' }), // COE raw 4, HSS raw 4
      ...answered('W', 3, 1, { subScore: 'COE' }), // COE raw 4 + 1 = 5
      ...answered('M', 2, 2),
    ];
    const report = scoreSat(scales, questions);
    expect(report.sub).toEqual({ COE: { name: 'COE', raw: 5, scaled: 4, min: 1, max: 15 } });
    expect(report.cross.HSS).toMatchObject({ raw: 4, scaled: 12 });
  });

  it("keeps a scale's Bangla name with its score, and none for a scale without one", () => {
    const named = scales.map((s) => (s.code === 'R' ? { ...s, nameBn: 'পঠন' } : s));
    const report = scoreSat(named, [...answered('R', 2, 1), ...answered('M', 2, 2)]);
    expect(report.sections.R).toMatchObject({ name: 'R', name_bn: 'পঠন' });
    expect(report.sections.M).not.toHaveProperty('name_bn');
  });

  it('scores an empty sheet at the bottom of every scale', () => {
    const report = scoreSat(scales, [
      ...answered('R', 3, 0),
      ...answered('W', 3, 0),
      ...answered('M', 3, 0),
    ]);
    expect(report.total).toBe((10 + 10) * 10 + 200);
  });
});

describe('scoreSat: the digital SAT', () => {
  const scales: Scale[] = [
    scale(
      'RW',
      'section',
      [
        [0, 200],
        [40, 640],
        [41, 650],
      ],
      1,
      200,
      800,
    ),
    scale(
      'M',
      'section',
      [
        [0, 200],
        [30, 610],
        [31, 620],
      ],
      1,
      200,
      800,
    ),
  ];

  it('totals the two section scores, 400 to 1600', () => {
    const report = scoreSat(scales, [
      ...answered('RW', 27, 20), // module 1
      ...answered('RW', 27, 20), // module 2: raw 40
      ...answered('M', 22, 16),
      ...answered('M', 22, 15), // raw 31
    ]);
    expect(report.sections.RW).toMatchObject({ raw: 40, scaled: 640 });
    expect(report.sections.M).toMatchObject({ raw: 31, scaled: 620 });
    expect(report.total).toBe(1260);
    expect(report.sub).toEqual({});
  });
});

describe('scoreRegular', () => {
  const judged = [
    { outcome: 'correct', marks: 4 },
    { outcome: 'incorrect', marks: 0 },
    { outcome: 'correct', marks: 3 },
  ] as const;

  it('scores out of the exam total, or the questions’ marks without one', () => {
    expect(scoreRegular(judged, { totalMarks: 10, passMark: 6, questionMarks: 9 })).toEqual({
      marks: 7,
      total: 10,
      percent: 70,
      passed: true,
    });
    // 7 of 9 = 77.8 %
    expect(scoreRegular(judged, { totalMarks: null, passMark: 8, questionMarks: 9 })).toEqual({
      marks: 7,
      total: 9,
      percent: 78,
      passed: false,
    });
    expect(
      scoreRegular([], { totalMarks: null, passMark: null, questionMarks: 0 }).passed,
    ).toBeNull();
  });
});
