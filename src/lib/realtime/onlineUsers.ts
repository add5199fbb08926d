/**
 * Who is online (SPEC 7): the members of `presence-message-channel-online`, kept from its
 * here / joining / leaving callbacks in a small store the hooks subscribe to.
 */
/** laravel-echo's name for `presence-message-channel-online` (it adds the prefix). */
export const ONLINE_CHANNEL = 'message-channel-online';

type Listener = () => void;

export interface OnlineStore {
  snapshot(): ReadonlySet<number>;
  subscribe(listener: Listener): () => void;
  here(members: unknown): void;
  joining(member: unknown): void;
  leaving(member: unknown): void;
  clear(): void;
}

/** The user id of a presence member (`{id, name, image}`), however the server typed it. */
export function memberId(member: unknown): number | null {
  const id = Number((member as { id?: unknown } | null)?.id);
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
    here(members) {
      const list = Array.isArray(members) ? members : [];
      set(new Set(list.map(memberId).filter((id): id is number => id !== null)));
    },
    joining(member) {
      const id = memberId(member);
      if (id !== null && !ids.has(id)) set(new Set([...ids, id]));
    },
    leaving(member) {
      const id = memberId(member);
      if (id === null || !ids.has(id)) return;
      const next = new Set(ids);
      next.delete(id);
      set(next);
    },
    clear: () => set(new Set()),
  };
}
