import { describe, expect, it } from 'vitest';
import { isLate } from './late';

describe('late submissions', () => {
  it('are those after the end of the due date in Dhaka (UTC+6)', () => {
    // 23:59 in Dhaka on the due date is 17:59 UTC: on time.
    expect(isLate(new Date('2026-12-07T17:59:00Z'), '2026-12-07')).toBe(false);
    // Midnight in Dhaka, the next day: late, though still the due date in UTC.
    expect(isLate(new Date('2026-12-07T18:00:00Z'), '2026-12-07')).toBe(true);
  });
  it('never before the due date', () => {
    expect(isLate(new Date('2026-12-01T10:00:00Z'), '2026-12-07')).toBe(false);
  });
});
