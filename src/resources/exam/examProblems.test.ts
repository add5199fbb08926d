import { describe, expect, it } from 'vitest';
import { examProblems } from './examProblems';

const regular = { type: 1, window_type: 'open', test_form_id: null };

describe('examProblems', () => {
  it('finds nothing wrong with a sound regular exam or SAT practice test', () => {
    expect(examProblems({ ...regular, total_marks: 20, pass_mark: 20 })).toEqual({});
    expect(examProblems({ type: 2, window_type: 'open', test_form_id: 4 })).toEqual({});
  });

  it('needs a form for a SAT practice test and none for a regular exam', () => {
    expect(examProblems({ type: 2, window_type: 'open' })).toEqual({ test_form_id: 'form_needed' });
    expect(examProblems({ ...regular, test_form_id: 4 })).toEqual({
      test_form_id: 'form_not_used',
    });
  });

  it('needs a fixed window to open before it closes', () => {
    expect(examProblems({ ...regular, window_type: 'fixed' })).toEqual({
      starts_at: 'opens_needed',
      ends_at: 'closes_needed',
    });
    expect(
      examProblems({
        ...regular,
        window_type: 'fixed',
        starts_at: '2031-05-01T10:00:00Z',
        ends_at: new Date('2031-05-01T10:00:00Z'),
      }),
    ).toEqual({ ends_at: 'closes_before_opens' });
  });

  it('keeps the pass mark within the total', () => {
    expect(examProblems({ ...regular, total_marks: 20, pass_mark: 21 })).toEqual({
      pass_mark: 'pass_above_total',
    });
    expect(examProblems({ ...regular, pass_mark: 21 })).toEqual({});
  });
});
