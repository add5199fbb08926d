import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoadingBar,
  DURATION_MS,
  THROTTLE_MS,
  type LoadingBarState,
} from './loadingBarModel';

describe('loading bar', () => {
  let last: LoadingBarState | undefined;
  const bar = () => createLoadingBar((s) => (last = s));
  beforeEach(() => {
    vi.useFakeTimers();
    last = undefined;
  });
  afterEach(() => vi.useRealTimers());

  it('stays hidden for work shorter than the 200 ms throttle', () => {
    const b = bar();
    b.start();
    vi.advanceTimersByTime(THROTTLE_MS - 1);
    b.finish(false);
    vi.advanceTimersByTime(1000);
    expect(last).toBeUndefined();
  });

  it('appears after the throttle, fills over about 5 s and completes on success', () => {
    const b = bar();
    b.start();
    vi.advanceTimersByTime(THROTTLE_MS);
    expect(last).toEqual({ visible: true, progress: 0, failed: false });
    vi.advanceTimersByTime(DURATION_MS / 2);
    expect(last?.progress).toBeCloseTo(50, 0);
    vi.advanceTimersByTime(DURATION_MS);
    expect(last?.progress).toBe(95);
    b.finish(false);
    expect(last).toEqual({ visible: true, progress: 100, failed: false });
    vi.advanceTimersByTime(1000);
    expect(last?.visible).toBe(false);
  });

  it('marks failure on error', () => {
    const b = bar();
    b.start();
    vi.advanceTimersByTime(THROTTLE_MS + 300);
    b.finish(true);
    expect(last).toEqual({ visible: true, progress: 100, failed: true });
  });
});
