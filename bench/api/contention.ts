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

/**
 * Runs `work` while one client loops over `url`. When it ends the loop finishes its current
 * request rather than aborting it: an aborted request left running on the server kept the
 * server's close waiting.
 */
export async function whileLooping<T>(
  url: string,
  headers: Record<string, string>,
  work: () => Promise<T>,
): Promise<{ result: T; loop: LoopTally }> {
  const loop: LoopTally = { requests: 0, failures: 0 };
  let stopping = false;
  const looping = (async () => {
    while (!stopping) {
      try {
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
        await response.arrayBuffer();
        loop.requests += 1;
        if (response.status !== 200) loop.failures += 1;
      } catch {
        loop.failures += 1;
      }
    }
  })();
  try {
    return { result: await work(), loop };
  } finally {
    stopping = true;
    await looping;
  }
}
