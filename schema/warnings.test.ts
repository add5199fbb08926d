import { describe, expect, it } from 'vitest';
import { checkWarnings, pastWhile } from './warnings';

const publishedPast = pastWhile('due_date', 'status', 'published');

describe('pastWhile', () => {
  it('warns on a date before today while the other field has the value', () => {
    expect(publishedPast({ due_date: '2026-11-25', status: 'published' }, '2026-11-26')).toEqual({
      due_date: 'dateInPast',
    });
  });

  it('says nothing of today, a later date, an empty date or another value of the field', () => {
    const today = '2026-11-26';
    expect(publishedPast({ due_date: today, status: 'published' }, today)).toEqual({});
    expect(publishedPast({ due_date: '2026-12-01', status: 'published' }, today)).toEqual({});
    expect(publishedPast({ due_date: '', status: 'published' }, today)).toEqual({});
    expect(publishedPast({ due_date: '2026-11-01', status: 'draft' }, today)).toEqual({});
  });
});

describe('checkWarnings', () => {
  it('merges the advice of every warning', () => {
    const warnings = [publishedPast, pastWhile('starts_on', 'kind', 'live')];
    const values = {
      due_date: '2026-01-01',
      status: 'published',
      starts_on: '2026-01-02',
      kind: 'live',
    };
    expect(checkWarnings(warnings, values, '2026-11-26')).toEqual({
      due_date: 'dateInPast',
      starts_on: 'dateInPast',
    });
  });
});
