import { describe, expect, it } from 'vitest';
import {
  REFERRAL_ALPHABET,
  isWellFormedReferralCode,
  newReferralCode,
  normalReferralCode,
} from './referral-code';

describe('referral codes', () => {
  it('are eight characters without look-alike letters and digits', () => {
    for (let i = 0; i < 200; i++) {
      const code = newReferralCode();
      expect(code).toHaveLength(8);
      expect(code).not.toMatch(/[0O1IL]/);
      expect(isWellFormedReferralCode(code)).toBe(true);
    }
    expect(REFERRAL_ALPHABET).not.toMatch(/[0O1IL]/);
  });

  it('compare without regard to case or surrounding spaces', () => {
    expect(normalReferralCode('  ab3kx9pq ')).toBe('AB3KX9PQ');
    expect(normalReferralCode(undefined)).toBe('');
  });

  it('refuse look-alikes, other characters and lengths outside 4 to 20', () => {
    expect(isWellFormedReferralCode('ABC')).toBe(false);
    expect(isWellFormedReferralCode('A'.repeat(21))).toBe(false);
    expect(isWellFormedReferralCode('ABCO')).toBe(false);
    expect(isWellFormedReferralCode('AB-CD')).toBe(false);
    expect(isWellFormedReferralCode('PARTNER2')).toBe(true);
  });
});
