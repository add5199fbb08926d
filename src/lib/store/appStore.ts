import { localStorageStore, memoryStore, type Store } from 'react-admin';

/**
 * The rows ticked in a list: react-admin keeps them under `<list>.selectedIds` (and the list of
 * those keys under `<resource>.selectedIds.storeKeys`).
 */
export const isSelectionKey = (key: string): boolean => /\.selectedIds(\.storeKeys)?$/.test(key);

/**
 * react-admin's store for the app: preferences (sidebar, list columns, saved queries, sort and
 * filters) in the browser's storage, as `<Admin>` keeps them, but the rows ticked in lists only in
 * memory. A selection then ends with the page: a new session, or another person signing in on the
 * same browser, never starts with rows already chosen for a bulk delete.
 */
export function appStore(
  persisted: Store = localStorageStore(),
  session: Store = memoryStore(),
): Store {
  const of = (key: string) => (isSelectionKey(key) ? session : persisted);
  return {
    setup: () => {
      persisted.setup();
      session.setup();
      // Selections an earlier version of the app wrote to the browser's storage.
      for (const key of Object.keys(persisted.listItems?.() ?? {}))
        if (isSelectionKey(key)) persisted.removeItem(key);
    },
    teardown: () => {
      persisted.teardown();
      session.teardown();
    },
    getItem: (key, defaultValue) => of(key).getItem(key, defaultValue),
    setItem: (key, value) => of(key).setItem(key, value),
    removeItem: (key) => of(key).removeItem(key),
    removeItems: (keyPrefix) => {
      persisted.removeItems(keyPrefix);
      session.removeItems(keyPrefix);
    },
    reset: () => {
      persisted.reset();
      session.reset();
    },
    subscribe: (key, callback) => of(key).subscribe(key, callback),
    listItems: (keyPrefix) => ({
      ...persisted.listItems?.(keyPrefix),
      ...session.listItems?.(keyPrefix),
    }),
  };
}
