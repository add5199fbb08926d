import type { PermissionRow } from './layout';

type Id = PermissionRow['id'];

/** Ids compare as text: a form may hold `"5"` where the API answered `5`. */
const key = (id: Id) => String(id);

/** How many of `ids` are chosen: all of them, some, or none (no ids at all is none). */
export function selectionState(chosen: readonly Id[], ids: readonly Id[]): 'all' | 'some' | 'none' {
  const set = new Set(chosen.map(key));
  const count = ids.filter((id) => set.has(key(id))).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/**
 * `chosen` with every one of `ids` added (on) or removed (off). Ids already chosen keep their
 * place, new ones follow in the given order, and chosen ids the matrix does not show stay.
 */
export function setChosen(chosen: readonly Id[], ids: readonly Id[], on: boolean): Id[] {
  if (!on) {
    const removed = new Set(ids.map(key));
    return chosen.filter((id) => !removed.has(key(id)));
  }
  const present = new Set(chosen.map(key));
  return [...chosen, ...ids.filter((id) => !present.has(key(id)))];
}
