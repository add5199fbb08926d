import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountCache } from './count-cache';

describe('CountCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts once per resource and query for a few seconds', async () => {
    const cache = new CountCache(5_000);
    const count = vi.fn(async () => 42);
    expect(await cache.total('bank', { search: '' }, count)).toBe(42);
    expect(await cache.total('bank', { search: '' }, count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
    expect(await cache.total('bank', { search: 'city' }, count)).toBe(42);
    expect(await cache.total('expense', { search: '' }, count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(5_001);
    await cache.total('bank', { search: '' }, count);
    expect(count).toHaveBeenCalledTimes(4);
  });

  it('recounts a resource at once after a write to it, and only that resource', async () => {
    const cache = new CountCache(5_000);
    let rows = 1;
    const count = vi.fn(async () => rows);
    await cache.total('bank', {}, count);
    await cache.total('expense', {}, count);
    rows = 2;
    cache.invalidate('bank');
    expect(await cache.total('bank', {}, count)).toBe(2);
    expect(await cache.total('expense', {}, count)).toBe(1);
  });

  it('counts on every request when totals are kept for no time', async () => {
    const cache = new CountCache(0);
    const count = vi.fn(async () => 7);
    await cache.total('bank', {}, count);
    expect(await cache.total('bank', {}, count)).toBe(7);
    expect(count).toHaveBeenCalledTimes(2);
  });
});
