import { describe, expect, it } from 'vitest';
import { appKeyFromUrl, checkHandshake } from './handshake';

describe('upgrade paths', () => {
  it('takes the app key from /app/{key} and nothing else', () => {
    expect(appKeyFromUrl('/app/abc?protocol=7&client=js')).toBe('abc');
    expect(appKeyFromUrl('/app/abc')).toBe('abc');
    expect(appKeyFromUrl('/app/')).toBeUndefined();
    expect(appKeyFromUrl('/app/abc/more')).toBeUndefined();
    expect(appKeyFromUrl('/vite-hmr')).toBeUndefined();
    expect(appKeyFromUrl(undefined)).toBeUndefined();
  });
});

describe('handshake checks', () => {
  it('accepts protocols 4 to 7 for the right key', () => {
    for (const version of ['4', '7']) {
      expect(checkHandshake(`/app/k?protocol=${version}`, 'k', 'k')).toBeNull();
    }
  });

  it('refuses with the protocol error codes', () => {
    const code = (url: string, key = 'k') => checkHandshake(url, key, 'k')?.code;
    expect(code('/app/x?protocol=7', 'x')).toBe(4001);
    expect(code('/app/k?protocol=seven')).toBe(4006);
    expect(code('/app/k?protocol=3')).toBe(4007);
    expect(code('/app/k?protocol=8')).toBe(4007);
    expect(code('/app/k')).toBe(4008);
  });
});
