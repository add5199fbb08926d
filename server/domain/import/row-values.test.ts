import { describe, expect, it } from 'vitest';
import { rowReader } from './row-values';

const headers = ['Email', 'First', 'Sex', 'Parent email', 'Course', 'Start', 'Unused'];

describe('rowReader', () => {
  it('reads the mapped cells, trimmed, with empty cells left out', () => {
    const read = rowReader(headers, {
      'student.email': 'Email',
      'student.first_name': 'First',
      'student.gender': 'Sex',
      'parent.email': 'Parent email',
      course: 'Course',
      start_date: 'Start',
    });
    expect(
      read({ row: 7, cells: [' a@b.c ', 'Ada', 'Female', '', 'SAT Math', '2030-01-01', 'x'] }),
    ).toEqual({
      row: 7,
      student: { email: 'a@b.c', first_name: 'Ada', gender: 'Female' },
      parent: {},
      course: 'SAT Math',
      startDate: '2030-01-01',
    });
  });

  it('leaves unmapped targets out', () => {
    const read = rowReader(headers, { 'student.email': 'Email' });
    expect(read({ row: 2, cells: ['a@b.c', 'Ada', '', 'p@b.c', 'SAT', '', ''] })).toEqual({
      row: 2,
      student: { email: 'a@b.c' },
      parent: {},
    });
  });
});
