import { useSyncExternalStore } from 'react';

/**
 * A value chosen from a fixed list and kept in localStorage under an exact key (`theme` and
 * `currency`, unprefixed, so react-admin's prefixed store cannot hold them). Every component
 * reading the same key re-renders on change, in this tab and in others.
 */
export interface StoredChoice<T extends string> {
  readonly key: string;
  readonly values: readonly T[];
  readonly fallback: T;
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStoredChoice<T extends string>(
  key: string,
  values: readonly T[],
  fallback: T,
): StoredChoice<T> {
  const listeners = new Set<() => void>();
  const isValue = (v: string | null): v is T => v !== null && values.includes(v as T);

  const read = (): T => {
    try {
      const stored = window.localStorage.getItem(key);
      return isValue(stored) ? stored : fallback;
    } catch {
      // Storage can be disabled (private mode, policies): the default still works.
      return fallback;
    }
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listeners.forEach((l) => l());
  };

  return {
    key,
    values,
    fallback,
    get: read,
    set(value) {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Not persisted, but the session still switches.
      }
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The current value and a setter, like useState but shared and persisted. */
export function useStoredChoice<T extends string>(
  choice: StoredChoice<T>,
): [T, (value: T) => void] {
  const value = useSyncExternalStore(choice.subscribe, choice.get, () => choice.fallback);
  return [value, choice.set];
}
