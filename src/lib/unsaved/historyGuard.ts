/**
 * The browser's back and forward buttons have already changed the address when `popstate` fires,
 * and the router follows it in its own `popstate` listener. Listeners on the window run in the
 * order they were added, whatever their phase, so this one is added before the router mounts
 * (installHistoryGuard, at start-up): it can then hide the event from the router while the user
 * is asked, and if the user stays, move the history back to the entry they were on (hiding that
 * second `popstate` too).
 */

/** Answers true to stay on the page. */
type Ask = () => boolean;

const askers = new Set<Ask>();
let installed = false;
let returning = false;

/** The position react-router keeps in each history entry it makes. */
const historyIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

let current: number | undefined;

function onHistoryMove(event: PopStateEvent): void {
  if (returning) {
    returning = false;
    event.stopImmediatePropagation();
    return;
  }
  const to = historyIndex(event.state);
  const from = current;
  const stay = [...askers].some((ask) => ask());
  if (!stay) {
    current = to;
    return;
  }
  event.stopImmediatePropagation();
  if (from === undefined || to === undefined || from === to) return;
  returning = true;
  window.history.go(from - to);
}

/** Once, before the router mounts. */
export function installHistoryGuard(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', onHistoryMove);
}

/**
 * While registered, a back or forward move calls `ask` first. Returns the unregister function.
 * The entry to return to is the one shown when the guard was registered.
 */
export function guardHistory(ask: Ask): () => void {
  current = historyIndex(window.history.state);
  askers.add(ask);
  return () => {
    askers.delete(ask);
  };
}
