/**
 * A chunk that fails to load (usually a deploy replaced the hashed files) reloads the
 * page, at most once per 60 seconds. The time of the last reload is kept in sessionStorage
 * because the reload wipes memory; without it a chunk that is really gone would loop forever.
 */
export const RELOAD_GUARD_INTERVAL_MS = 60_000;
export const RELOAD_GUARD_KEY = 'chunk-reload-at';

export interface ReloadGuardDeps {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

const browserDeps = (): ReloadGuardDeps => ({
  now: () => Date.now(),
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

/** Reloads unless a reload already happened in the last 60 seconds; returns whether it did. */
export function reloadOnChunkError(deps: ReloadGuardDeps = browserDeps()): boolean {
  const now = deps.now();
  let last = Number.NaN;
  try {
    last = Number(deps.storage.getItem(RELOAD_GUARD_KEY));
  } catch {
    // Unreadable storage: treat as never reloaded.
  }
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_INTERVAL_MS) return false;
  try {
    deps.storage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Without storage we cannot remember; reloading once is still better than a dead screen.
  }
  deps.reload();
  return true;
}

/** Messages browsers give when a dynamic import fails (Chromium, Firefox, Safari). */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_ERROR.test(error.message);
