import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerSaver } from './answerSaver';

type Call = { id: number; answer: string[]; settle: (ok: boolean, refusal?: boolean) => void };

function harness(debounceMs = 500) {
  const calls: Call[] = [];
  const refused: number[] = [];
  const saver = new AnswerSaver({
    debounceMs,
    send: (id, answer) =>
      new Promise((resolve, reject) => {
        calls.push({
          id,
          answer,
          settle: (ok, refusal = false) =>
            ok ? resolve(undefined) : reject(Object.assign(new Error('no'), { refusal })),
        });
      }),
    isRefusal: (error) => (error as { refusal: boolean }).refusal,
  });
  saver.onRefusal((id) => refused.push(id));
  return { saver, calls, refused };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autosaving answers', () => {
  it('sends the latest answer after the pause, a click at once', async () => {
    const { saver, calls } = harness();
    saver.change(1, ['3']);
    saver.change(1, ['3/']);
    saver.change(1, ['3/4']);
    expect(saver.status()).toBe('saving');
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.answer)).toEqual([['3/4']]);
    saver.change(2, ['B'], true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.id)).toEqual([1, 2]);
    calls[0]!.settle(true);
    calls[1]!.settle(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.status()).toBe('saved');
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('never lets an older answer land after a newer one', async () => {
    const { saver, calls } = harness();
    saver.change(1, ['A'], true);
    await vi.advanceTimersByTimeAsync(0);
    saver.change(1, ['B'], true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    calls[0]!.settle(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.answer)).toEqual([['A'], ['B']]);
  });

  it('retries a failed save with growing waits until it gets through', async () => {
    const { saver, calls } = harness();
    saver.change(1, ['C'], true);
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.settle(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.status()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    calls[1]!.settle(false);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.answer)).toEqual([['C'], ['C'], ['C']]);
    calls[2]!.settle(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.status()).toBe('saved');
  });

  it('reports a refusal once, without retrying', async () => {
    const { saver, calls, refused } = harness();
    saver.change(4, ['D'], true);
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.settle(false, true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(refused).toEqual([4]);
    expect(saver.status()).toBe('refused');
  });

  it('flushes every waiting answer on demand and tells whether all were saved', async () => {
    const { saver, calls } = harness();
    saver.change(1, ['x']);
    saver.change(2, ['y']);
    const flushed = saver.flushAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.id)).toEqual([1, 2]);
    calls[0]!.settle(true);
    calls[1]!.settle(false);
    expect(await flushed).toBe(false);
    saver.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
  });
});
