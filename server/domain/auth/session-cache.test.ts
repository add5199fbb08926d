import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionCache } from './session-cache';

describe('SessionCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers a session for a few seconds, then forgets it', () => {
    const cache = new SessionCache<string>();
    cache.set('token-a', 'ada');
    expect(cache.get('token-a')).toBe('ada');
    vi.advanceTimersByTime(4_999);
    expect(cache.get('token-a')).toBe('ada');
    vi.advanceTimersByTime(2);
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('drops one token on delete and every token on clear', () => {
    const cache = new SessionCache<string>();
    cache.set('token-a', 'ada');
    cache.set('token-b', 'bob');
    cache.delete('token-a');
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.get('token-b')).toBe('bob');
    cache.clear();
    expect(cache.get('token-b')).toBeUndefined();
  });

  it('never answers for a token it was not given', () => {
    const cache = new SessionCache<string>();
    cache.set('token-a', 'ada');
    expect(cache.get('token-a ')).toBeUndefined();
    expect(cache.get('')).toBeUndefined();
  });
});
