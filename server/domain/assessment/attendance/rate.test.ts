import { describe, expect, it } from 'vitest';
import { attendanceRate, byRateAscending } from './rate';

describe('attendance rate', () => {
  it('is present over expected sessions, excused ones left out', () => {
    // 10 recorded: 6 present or late, 2 absent, 2 excused → 6 / 8.
    expect(attendanceRate({ sessions: 10, present: 6, excused: 2 })).toBe(0.75);
    expect(attendanceRate({ sessions: 3, present: 3, excused: 0 })).toBe(1);
    expect(attendanceRate({ sessions: 4, present: 0, excused: 1 })).toBe(0);
  });
  it('rounds to four places', () => {
    expect(attendanceRate({ sessions: 3, present: 2, excused: 0 })).toBe(0.6667);
  });
  it('is null when no session was expected', () => {
    expect(attendanceRate({ sessions: 0, present: 0, excused: 0 })).toBeNull();
    expect(attendanceRate({ sessions: 2, present: 0, excused: 2 })).toBeNull();
  });
  it('sorts worst first, unknown last', () => {
    const rows = [{ rate: 0.9 }, { rate: null }, { rate: 0.5 }, { rate: 1 }];
    expect(rows.sort(byRateAscending).map((r) => r.rate)).toEqual([0.5, 0.9, 1, null]);
  });
});
