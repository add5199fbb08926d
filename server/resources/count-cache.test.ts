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

describe('CountCache, one count at a time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A count that answers when the test says. */
  function heldCount() {
    const waiting: { resolve(total: number): void; reject(error: Error): void }[] = [];
    const count = vi.fn(
      () => new Promise<number>((resolve, reject) => waiting.push({ resolve, reject })),
    );
    return {
      count,
      answer: (total: number) => waiting.shift()!.resolve(total),
      fail: (error: Error) => waiting.shift()!.reject(error),
    };
  }

  /** A cache holding `total` counted more than its time ago. */
  async function totalPastItsTime(total: number) {
    const cache = new CountCache(5_000);
    const held = heldCount();
    const first = cache.total('expense', {}, held.count);
    held.answer(total);
    await first;
    vi.advanceTimersByTime(5_001);
    return { cache, held };
  }

  it('requests that find no total while one is counted wait for that count', async () => {
    const cache = new CountCache(5_000);
    const held = heldCount();
    const first = cache.total('expense', {}, held.count);
    const second = cache.total('expense', {}, held.count);
    held.answer(1_000_000);
    expect(await Promise.all([first, second])).toEqual([1_000_000, 1_000_000]);
    expect(held.count).toHaveBeenCalledTimes(1);
  });

  it('answers a total past its time at once while one request counts it again', async () => {
    const { cache, held } = await totalPastItsTime(10);
    expect(await cache.total('expense', {}, held.count)).toBe(10);
    expect(await cache.total('expense', {}, held.count)).toBe(10);
    expect(held.count).toHaveBeenCalledTimes(2);
    held.answer(11);
    await vi.waitFor(async () => expect(await cache.total('expense', {}, held.count)).toBe(11));
    expect(held.count).toHaveBeenCalledTimes(2);
  });

  it('keeps the old total when a recount fails, and counts again on the next request', async () => {
    const { cache, held } = await totalPastItsTime(10);
    expect(await cache.total('expense', {}, held.count)).toBe(10);
    held.fail(new Error('the database went away'));
    await vi.waitFor(async () => {
      expect(await cache.total('expense', {}, held.count)).toBe(10);
      expect(held.count).toHaveBeenCalledTimes(3);
    });
  });

  it('a count that fails with no total kept fails every request waiting for it', async () => {
    const cache = new CountCache(5_000);
    const held = heldCount();
    const first = cache.total('expense', {}, held.count);
    const second = cache.total('expense', {}, held.count);
    held.fail(new Error('the database went away'));
    await expect(first).rejects.toThrow('the database went away');
    await expect(second).rejects.toThrow('the database went away');
    held.count.mockImplementation(async () => 5);
    expect(await cache.total('expense', {}, held.count)).toBe(5);
  });
});
