/**
 * Autosave of a student's answers: each change is sent after a short pause (at once for a click),
 * one request at a time per question, always the latest answer; a failure that may pass (no
 * network, a server error) is retried with growing waits, a refusal (the part closed, the attempt
 * submitted) is reported and not retried. Framework-free, so its timing is tested with fake
 * timers; useAnswerSaver binds it to a component.
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'refused';

export interface SaverOptions {
  send: (questionId: number, answer: string[]) => Promise<unknown>;
  /** True when the server refused the answer for good; false when trying again may work. */
  isRefusal: (error: unknown) => boolean;
  /** Pause after a keystroke before sending. */
  debounceMs?: number;
}

const MAX_RETRY_MS = 15_000;

export class AnswerSaver {
  private readonly pending = new Map<number, string[]>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly sending = new Map<number, Promise<void>>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private refused = false;
  private savedOnce = false;
  private stopped = false;
  private readonly listeners = new Set<() => void>();
  private current: SaveStatus = 'idle';
  private readonly refusalListeners = new Set<(questionId: number, error: unknown) => void>();

  constructor(private readonly options: SaverOptions) {}

  /** Records a change; sent after the pause, or at once with `immediate`. */
  change(questionId: number, answer: string[], immediate = false): void {
    this.pending.set(questionId, answer);
    this.clearTimer(questionId);
    const delay = immediate ? 0 : (this.options.debounceMs ?? 700);
    this.timers.set(
      questionId,
      setTimeout(() => void this.flush(questionId), delay),
    );
    this.update();
  }

  /** Sends every waiting answer now; resolves once each has been answered (or has failed). */
  async flushAll(): Promise<boolean> {
    for (const id of [...this.timers.keys()]) this.clearTimer(id);
    const ids = new Set([...this.pending.keys(), ...this.sending.keys()]);
    await Promise.all([...ids].map((id) => this.flush(id)));
    return this.pending.size === 0 && !this.refused;
  }

  /** True while an answer has not reached the server. */
  hasUnsaved(): boolean {
    return this.pending.size > 0 || this.sending.size > 0;
  }

  /** No more sends or retries (the part is over or the view is gone). */
  stop(): void {
    this.stopped = true;
    for (const id of [...this.timers.keys()]) this.clearTimer(id);
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  status = (): SaveStatus => this.current;

  /** Tells `listener` of each refusal; answers the way to stop. */
  onRefusal(listener: (questionId: number, error: unknown) => void): () => void {
    this.refusalListeners.add(listener);
    return () => this.refusalListeners.delete(listener);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private async flush(questionId: number): Promise<void> {
    this.clearTimer(questionId);
    // One request per question at a time, so an older answer never lands after a newer one.
    for (
      let running = this.sending.get(questionId);
      running;
      running = this.sending.get(questionId)
    )
      await running;
    const answer = this.pending.get(questionId);
    if (answer === undefined || this.stopped) return;
    this.pending.delete(questionId);
    const request = this.send(questionId, answer);
    this.sending.set(questionId, request);
    this.update();
    await request;
    this.sending.delete(questionId);
    this.update();
  }

  private async send(questionId: number, answer: string[]): Promise<void> {
    try {
      await this.options.send(questionId, answer);
      this.failures = 0;
      this.refused = false;
      this.savedOnce = true;
    } catch (error) {
      if (this.options.isRefusal(error)) {
        this.refused = true;
        this.refusalListeners.forEach((listener) => listener(questionId, error));
        return;
      }
      // A newer answer typed meanwhile wins; otherwise this one waits for the retry.
      if (!this.pending.has(questionId)) this.pending.set(questionId, answer);
      this.failures += 1;
      this.scheduleRetry();
    }
  }

  private scheduleRetry(): void {
    if (this.retryTimer !== undefined || this.stopped) return;
    const delay = Math.min(MAX_RETRY_MS, 1000 * 2 ** (this.failures - 1));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      for (const id of [...this.pending.keys()]) void this.flush(id);
    }, delay);
  }

  private clearTimer(questionId: number): void {
    const timer = this.timers.get(questionId);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(questionId);
  }

  private update(): void {
    const next: SaveStatus = this.refused
      ? 'refused'
      : this.failures > 0 && this.pending.size > 0
        ? 'retrying'
        : this.hasUnsaved()
          ? 'saving'
          : this.savedOnce
            ? 'saved'
            : 'idle';
    if (next === this.current) return;
    this.current = next;
    this.listeners.forEach((listener) => listener());
  }
}
