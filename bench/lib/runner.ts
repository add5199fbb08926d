/** What every benchmark's entry point does around its work: exit codes, Ctrl-C, machine load. */
import { loadavg } from 'node:os';

/** Runs the bench and exits with its code; a throw prints the error and exits 1. */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}

/**
 * On Ctrl-C or SIGTERM, runs `cleanUp` (stop servers, remove temp data) before exiting 130.
 * Answers the function that stops listening, for when the bench cleans up by itself.
 */
export function cleanUpOnInterrupt(cleanUp: () => Promise<void>): () => void {
  const onSignal = () => {
    cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

/** The 1, 5 and 15 minute load averages, printed beside results: shared machines are noisy. */
export function loadText(load: number[] = loadavg()): string {
  return load.map((n) => n.toFixed(2)).join(' ');
}
