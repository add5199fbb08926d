import { describe, expect, it } from 'vitest';
import { planPage } from './page-plan';

const plan = (page: number, total: number | undefined) =>
  planPage({ page, perPage: 25, total, depthLimit: 1_000 });

describe('planPage', () => {
  it('reads a page that starts within the depth limit from the start', () => {
    expect(plan(1, 1_000_000)).toEqual({ from: 'start', offset: 0, limit: 25 });
    expect(plan(40, 1_000_000)).toEqual({ from: 'start', offset: 975, limit: 25 });
  });

  it('reads the last page from the end, holding only the rows left', () => {
    // 1,000,010 rows: page 40,001 holds rows 1,000,001 … 1,000,010.
    expect(plan(40_001, 1_000_010)).toEqual({ from: 'end', offset: 0, limit: 10 });
  });

  it('reads a full page near the end from the end, skipping the rows after it', () => {
    // Page 39,999 of 40,000 full pages: rows 999,951 … 999,975, with 25 rows after it.
    expect(plan(39_999, 1_000_000)).toEqual({ from: 'end', offset: 25, limit: 25 });
  });

  it('refuses a page deeper than the limit from both ends', () => {
    expect(plan(20_000, 1_000_000)).toBe('too deep');
  });

  it('refuses a deep page of a list whose total is only a lower bound', () => {
    expect(plan(41, undefined)).toBe('too deep');
    expect(plan(40, undefined)).toEqual({ from: 'start', offset: 975, limit: 25 });
  });

  it('answers no rows past the last page without reading any', () => {
    expect(plan(5, 100)).toEqual({ from: 'nowhere' });
  });
});
