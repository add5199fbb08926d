import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installChunkReload } from './installChunkReload';
import { RELOAD_GUARD_INTERVAL_MS, isChunkLoadError, reloadOnChunkError } from './reloadGuard';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

describe('reloadOnChunkError', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reloads once, refuses within 60 seconds and reloads again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const deps = { now: () => Date.now(), storage, reload };

    expect(reloadOnChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(RELOAD_GUARD_INTERVAL_MS - 1);
    expect(reloadOnChunkError(deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(reloadOnChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads when the stored time is garbage', () => {
    const storage = memoryStorage();
    storage.setItem('chunk-reload-at', 'nonsense');
    const reload = vi.fn();
    expect(reloadOnChunkError({ now: () => Date.now(), storage, reload })).toBe(true);
  });

  it('recognises chunk load errors only', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('installChunkReload', () => {
  it('prevents the default of vite:preloadError only when it reloads', () => {
    const target = new EventTarget() as unknown as Window;
    const uninstall = installChunkReload(target);
    sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    // A reload happened moments ago (stored above), so the guard lets the error through.
    expect(event.defaultPrevented).toBe(false);
    uninstall();
  });
});
