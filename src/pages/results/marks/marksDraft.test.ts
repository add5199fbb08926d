import { describe, expect, it } from 'vitest';
import type { ExamRoster } from '../../../../schema';
import { changedEntries, draftOf, errorsByStudent } from './marksDraft';

const roster: ExamRoster = {
  exam: { id: 7, title: 'Geometry', total_marks: 40, pass_mark: 20, type: 1 },
  students: [
    { student_id: 1, full_name: 'Arif', student_no: 'S-1', result: null },
    {
      student_id: 2,
      full_name: 'Ayesha',
      student_no: 'S-2',
      result: { id: 9, marks: 33, percent: 83, passed: true, remarks: 'Good' },
    },
    { student_id: 3, full_name: 'Rafi', student_no: 'S-3', result: null },
  ],
};

describe('the marks draft', () => {
  it('starts from the stored marks and remarks', () => {
    expect(draftOf(roster)).toEqual({
      1: { marks: '', remarks: '' },
      2: { marks: '33', remarks: 'Good' },
      3: { marks: '', remarks: '' },
    });
  });

  it('sends only changed rows that have marks', () => {
    const draft = {
      ...draftOf(roster),
      1: { marks: ' 12 ', remarks: '' },
      2: { marks: '33', remarks: 'Good ' },
      3: { marks: '', remarks: 'Absent' },
    };
    expect(changedEntries(roster, draft)).toEqual([{ student_id: 1, marks: '12', remarks: '' }]);
    expect(changedEntries(roster, { ...draft, 2: { marks: '30', remarks: 'Good' } })).toEqual([
      { student_id: 1, marks: '12', remarks: '' },
      { student_id: 2, marks: '30', remarks: 'Good' },
    ]);
  });

  it('brings the server’s errors back to the students of the rows sent', () => {
    const sent = [
      { student_id: 3, marks: '50', remarks: '' },
      { student_id: 1, marks: 'x', remarks: '' },
    ];
    expect(
      errorsByStudent(sent, {
        'marks.0.marks': 'The marks may not be greater than 40.',
        'marks.1.marks': 'The marks field must be an integer.',
        'marks.5.marks': 'Not a row we sent.',
        exam_id: 'Not a row at all.',
      }),
    ).toEqual({
      3: { marks: 'The marks may not be greater than 40.' },
      1: { marks: 'The marks field must be an integer.' },
    });
  });
});
