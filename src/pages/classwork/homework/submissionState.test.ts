import { describe, expect, it } from 'vitest';
import { canSubmit, isOverdue, submissionState } from './submissionState';

const homework = { id: 1, status: 'published', due_date: '2026-12-07' };

describe('a submission', () => {
  it('is missing, handed in, late or marked', () => {
    expect(submissionState(undefined)).toBe('not_submitted');
    expect(submissionState({ id: 1, mark: null, is_late: false })).toBe('submitted');
    expect(submissionState({ id: 1, mark: null, is_late: true })).toBe('late');
    expect(submissionState({ id: 1, mark: 0, is_late: true })).toBe('marked');
  });

  it('may be handed in or changed while published and unmarked', () => {
    expect(canSubmit(homework, undefined)).toBe(true);
    expect(canSubmit(homework, { id: 2, mark: null })).toBe(true);
    expect(canSubmit(homework, { id: 2, mark: 7 })).toBe(false);
    expect(canSubmit({ ...homework, status: 'closed' }, undefined)).toBe(false);
  });

  it('is overdue after the due date when nothing was handed in', () => {
    expect(isOverdue(homework, undefined, '2026-12-08')).toBe(true);
    expect(isOverdue(homework, undefined, '2026-12-07')).toBe(false);
    expect(isOverdue(homework, { id: 2 }, '2026-12-08')).toBe(false);
  });
});
