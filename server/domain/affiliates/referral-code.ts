/**
 * Referral codes: eight characters from capitals and digits without the ones read alike (0/O,
 * 1/I/L), so a code read aloud or copied by hand comes out right. Codes are compared without
 * regard to case or surrounding spaces; an admin may give one of their own (4–20 of the same
 * characters).
 */
import { randomInt } from 'node:crypto';

export const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GENERATED_LENGTH = 8;
const WELL_FORMED = new RegExp(`^[${REFERRAL_ALPHABET}]{4,20}$`);

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < GENERATED_LENGTH; i++)
    code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

/** The stored form of a code someone typed or a link carried. */
export const normalReferralCode = (value: unknown): string =>
  typeof value === 'string' ? value.trim().toUpperCase() : '';

export const isWellFormedReferralCode = (code: string): boolean => WELL_FORMED.test(code);
