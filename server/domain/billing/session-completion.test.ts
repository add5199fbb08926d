import { describe, expect, it } from 'vitest';
import { notStartedYet } from './session-completion';

describe('a session that has not started yet', () => {
  const now = { date: '2026-11-23', time: '10:30' };
  it('is one on a later date, or later today', () => {
    expect(notStartedYet('2026-11-24', '08:00', now)).toBe(true);
    expect(notStartedYet('2026-11-23', '10:31', now)).toBe(true);
  });
  it('is not one that started or ended', () => {
    expect(notStartedYet('2026-11-23', '10:30', now)).toBe(false);
    expect(notStartedYet('2026-11-23', '09:00:00', now)).toBe(false);
    expect(notStartedYet('2026-11-22', '18:00', now)).toBe(false);
  });
});
