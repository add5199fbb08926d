import { describe, expect, it } from 'vitest';
import { findSheetColumns } from './sheet-columns';
import { readSheetLine, storedAnswer } from './sheet-rows';
import { translatorFor } from '../../../i18n/translate';

const english = translatorFor('en');

const columns = { student: 0, question: 1, answer: 2 };

describe('answer-sheet columns', () => {
  it('finds the columns by name in any order, without case or punctuation', () => {
    expect(findSheetColumns(['Answer', 'Question No.', 'Student E-mail'])).toEqual({
      student: 2,
      question: 1,
      answer: 0,
    });
    expect(findSheetColumns(['student', 'question', 'answer'])).toEqual(columns);
  });

  it('names the columns that are missing', () => {
    expect(() => findSheetColumns(['student', 'response'])).toThrow(
      'The file needs the columns student, question and answer (missing: question).',
    );
  });
});

describe('an answer-sheet line', () => {
  it('reads the student, the question number and the answer, trimmed', () => {
    expect(readSheetLine([' S-000001 ', ' 12 ', ' ac '], columns, english)).toEqual({
      ok: true,
      line: { student: 'S-000001', question: 12, answer: 'ac' },
    });
  });

  it('keeps a blank answer as omitted', () => {
    expect(readSheetLine(['a@b.test', '3', ''], columns, english)).toEqual({
      ok: true,
      line: { student: 'a@b.test', question: 3, answer: '' },
    });
  });

  it('refuses a line without a student or with a question that is not a number', () => {
    expect(readSheetLine(['', '1', 'A'], columns, english)).toEqual({
      ok: false,
      message: 'The student is missing.',
    });
    for (const question of ['Q1', '0', '2.5', '-1', ''])
      expect(readSheetLine(['S-1', question, 'A'], columns, english)).toEqual({
        ok: false,
        message: `The question must be a question number (1, 2, 3 …), not "${question}".`,
      });
  });
});

describe('the stored answer of a cell', () => {
  it('splits option letters of choice questions, upper-cased, each once', () => {
    expect(storedAnswer('single', 'b')).toEqual(['B']);
    expect(storedAnswer('multiple', 'AC')).toEqual(['A', 'C']);
    expect(storedAnswer('multiple', 'a, c')).toEqual(['A', 'C']);
    expect(storedAnswer('multiple', 'C;A;C')).toEqual(['C', 'A']);
    // Two letters on a single-answer question stay two: scoring judges them "multiple".
    expect(storedAnswer('single', 'BD')).toEqual(['B', 'D']);
  });

  it('keeps typed answers whole', () => {
    expect(storedAnswer('grid_in', ' 3/4 ')).toEqual(['3/4']);
    expect(storedAnswer('grid_in', '.75')).toEqual(['.75']);
    expect(storedAnswer('short', 'photo synthesis')).toEqual(['photo synthesis']);
  });

  it('is null for a blank cell', () => {
    expect(storedAnswer('single', '   ')).toBeNull();
    expect(storedAnswer('grid_in', '')).toBeNull();
  });
});
