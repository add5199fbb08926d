import { describe, expect, it } from 'vitest';
import { normaliseHeader, suggestMapping } from './header-matching';
import { TEMPLATE_HEADERS } from './template';
import { TARGET_KEYS } from './targets';

describe('normaliseHeader', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(normaliseHeader(' Student E-mail ')).toBe('studentemail');
    expect(normaliseHeader('date_of_birth')).toBe('dateofbirth');
  });
});

describe('suggestMapping', () => {
  it('reads owner words: a bare field is the student’s, guardian and parent words the parent’s', () => {
    expect(
      suggestMapping(['Student Email', 'Guardian phone', 'Course', 'Phone', "Mother's e-mail"]),
    ).toEqual({
      'student.email': 'Student Email',
      'student.phone': 'Phone',
      'parent.email': "Mother's e-mail",
      'parent.phone': 'Guardian phone',
      course: 'Course',
    });
  });

  it('knows common synonyms', () => {
    expect(
      suggestMapping(['Given name', 'SURNAME', 'DOB', 'Sex', 'Class', 'Mobile No', 'Course ID']),
    ).toEqual({
      'student.first_name': 'Given name',
      'student.last_name': 'SURNAME',
      'student.date_of_birth': 'DOB',
      'student.gender': 'Sex',
      'student.grade': 'Class',
      'student.phone': 'Mobile No',
      course: 'Course ID',
    });
  });

  it('gives each column to one target at most and leaves unknown columns unmapped', () => {
    expect(suggestMapping(['Email', 'Email', 'Notes', ''])).toEqual({ 'student.email': 'Email' });
  });

  it('maps every column of the template', () => {
    const mapping = suggestMapping(Object.values(TEMPLATE_HEADERS));
    expect(Object.keys(mapping).sort()).toEqual([...TARGET_KEYS].sort());
    for (const key of TARGET_KEYS) expect(mapping[key]).toBe(TEMPLATE_HEADERS[key]);
  });
});
