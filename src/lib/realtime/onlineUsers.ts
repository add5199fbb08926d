/**
 * Who of my chat contacts is online (docs/API.md "Who sees whom online"): the ids the server
 * lists at `/messages/online`, plus each `ContactOnline` heard on my own online channel, kept in a
 * small store the hooks subscribe to.
 */
type Listener = () => void;

export interface OnlineStore {
  snapshot(): ReadonlySet<number>;
  subscribe(listener: Listener): () => void;
  /** The server's whole list (`{data: [ids]}` or the array itself): replaces what was known. */
  replace(ids: unknown): void;
  /** One contact came online. */
  add(id: unknown): void;
  clear(): void;
}

/** A user id, however the server typed it; null when unusable. */
export function userId(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function createOnlineStore(): OnlineStore {
  let ids: ReadonlySet<number> = new Set();
  const listeners = new Set<Listener>();
  const set = (next: ReadonlySet<number>) => {
    ids = next;
    listeners.forEach((listener) => listener());
  };
  return {
    snapshot: () => ids,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replace(list) {
      const values = Array.isArray(list) ? (list as unknown[]) : [];
      const next = new Set(values.map(userId).filter((id): id is number => id !== null));
      if (next.size !== ids.size || [...next].some((id) => !ids.has(id))) set(next);
    },
    add(value) {
      const id = userId(value);
      if (id !== null && !ids.has(id)) set(new Set([...ids, id]));
    },
    clear: () => {
      if (ids.size > 0) set(new Set());
    },
  };
}
