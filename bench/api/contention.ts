/**
 * A scenario measured beside a background loop: one client requests a heavy path again and again
 * (each request as soon as the previous answer arrives) while autocannon loads the measured path.
 * On SQLite this shows whether one slow report stalls everyone else's requests.
 */
import type { Scenario } from './scenarios';

export interface LoopTally {
  requests: number;
  /** Answers other than 200, and requests that failed outright. */
  failures: number;
}

/** The measured scenario again, beside a loop over `background`'s path. */
export function besideLoop(measured: Scenario, background: Scenario): Scenario {
  return {
    ...measured,
    name: `${measured.name} beside a ${background.name} loop`,
    background: background.path,
  };
}

/** Runs `work` while one client loops over `url`; the loop stops (and is awaited) when it ends. */
export async function whileLooping<T>(
  url: string,
  headers: Record<string, string>,
  work: () => Promise<T>,
): Promise<{ result: T; loop: LoopTally }> {
  const loop: LoopTally = { requests: 0, failures: 0 };
  const stop = new AbortController();
  const looping = (async () => {
    while (!stop.signal.aborted) {
      try {
        const response = await fetch(url, { headers, signal: stop.signal });
        await response.arrayBuffer();
        loop.requests += 1;
        if (response.status !== 200) loop.failures += 1;
      } catch {
        if (!stop.signal.aborted) loop.failures += 1;
      }
    }
  })();
  try {
    return { result: await work(), loop };
  } finally {
    stop.abort();
    await looping;
  }
}
