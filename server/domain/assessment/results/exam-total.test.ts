import { describe, expect, it } from 'vitest';
import { gradeOf } from './exam-total';

describe('the grade of marks', () => {
  it('rounds the percent half up and passes at the pass mark', () => {
    expect(gradeOf(37, 50, 20)).toEqual({ percent: 74, passed: true });
    expect(gradeOf(1, 8, 2)).toEqual({ percent: 13, passed: false }); // 12.5 → 13
    expect(gradeOf(2, 3, 2)).toEqual({ percent: 67, passed: true }); // 66.67 → 67, at the mark
    expect(gradeOf(0, 40, 0)).toEqual({ percent: 0, passed: true });
  });

  it('has no pass without a pass mark', () => {
    expect(gradeOf(45, 60, null)).toEqual({ percent: 75, passed: null });
  });
});
