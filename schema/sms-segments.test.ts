import { describe, expect, it } from 'vitest';
import { smsSize } from './sms-segments';

describe('smsSize', () => {
  it('fits 160 GSM characters in one message and 153 per part after that', () => {
    expect(smsSize('')).toEqual({ characters: 0, encoding: 'gsm', segments: 0 });
    expect(smsSize('a'.repeat(160)).segments).toBe(1);
    expect(smsSize('a'.repeat(161)).segments).toBe(2);
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the GSM extension characters twice', () => {
    expect(smsSize('€'.repeat(80)).segments).toBe(1);
    expect(smsSize('€'.repeat(81))).toEqual({ characters: 81, encoding: 'gsm', segments: 2 });
  });

  it('sends anything else as UCS-2: 70 in one message, 67 per part', () => {
    expect(smsSize('ক'.repeat(70))).toEqual({ characters: 70, encoding: 'unicode', segments: 1 });
    expect(smsSize('ক'.repeat(71)).segments).toBe(2);
    expect(smsSize(`${'a'.repeat(100)}😀`)).toEqual({
      characters: 102,
      encoding: 'unicode',
      segments: 2,
    });
  });
});
