import { describe, expect, it } from 'vitest';
import { groupSheets } from './group-sheets';
import { translatorFor } from '../../../i18n/translate';

const columns = { student: 0, question: 1, answer: 2 };
const questions = [
  { number: 1, id: 101, type: 'single' },
  { number: 2, id: 102, type: 'multiple' },
  { number: 3, id: 103, type: 'grid_in' },
];
const students: Record<string, number> = { 's-1': 1, 's-2': 2, 'c@x.test': 3 };
const find = (key: string) => students[key.toLowerCase()];
const english = translatorFor('en');
const records = (lines: string[][]) => lines.map((cells, i) => ({ row: i + 2, cells }));

describe('answer sheets grouped by student', () => {
  it('gathers each student’s answers by question id, in the order students appear', () => {
    const { sheets, errors } = groupSheets(
      records([
        ['S-2', '1', 'a'],
        ['S-1', '3', '3/4'],
        ['s-2', '2', 'BD'],
        ['S-1', '1', ''],
      ]),
      columns,
      questions,
      find,
      english,
    );
    expect(errors).toEqual([]);
    expect(sheets.map((s) => [s.studentId, [...s.answers]])).toEqual([
      [
        2,
        [
          [101, ['A']],
          [102, ['B', 'D']],
        ],
      ],
      [
        1,
        [
          [103, ['3/4']],
          [101, null],
        ],
      ],
    ]);
  });

  it('leaves out a student with any bad line, and reports each bad line', () => {
    const { sheets, errors } = groupSheets(
      records([
        ['S-1', '1', 'A'],
        ['S-2', '1', 'B'],
        ['S-2', '9', 'C'],
        ['nobody', '1', 'A'],
        ['S-1', '2', 'C'],
        ['S-1', '2', 'D'],
        ['C@X.test', 'one', 'A'],
        ['c@x.test', '1', 'A'],
      ]),
      columns,
      questions,
      find,
      english,
    );
    expect(sheets).toEqual([]);
    expect(errors).toEqual([
      { line: 4, message: 'Question 9 does not exist: the exam has 3 questions.' },
      { line: 5, message: 'No student of this course has the student no. or e-mail "nobody".' },
      { line: 7, message: 'Question 2 is answered twice for S-1 (also on line 6).' },
      { line: 8, message: 'The question must be a question number (1, 2, 3 …), not "one".' },
    ]);
  });
});
