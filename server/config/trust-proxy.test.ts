/** TRUST_PROXY: off unless set, since trusting X-Forwarded-For lets anyone choose their address. */
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './env';

describe('parseTrustProxy', () => {
  it('reads off, on, a number of hops, or a list of addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
