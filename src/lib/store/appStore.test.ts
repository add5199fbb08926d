import { afterEach, describe, expect, it } from 'vitest';
import { appStore, isSelectionKey } from './appStore';

afterEach(() => localStorage.clear());

/** A page load: a fresh store over the same browser storage. */
const load = () => {
  const store = appStore();
  store.setup();
  return store;
};

describe('appStore', () => {
  it("tells react-admin's selection keys from other keys", () => {
    expect(isSelectionKey('admin/course/course.selectedIds')).toBe(true);
    expect(isSelectionKey('admin/course/course.selectedIds.storeKeys')).toBe(true);
    expect(isSelectionKey('admin/course/course.datatable')).toBe(false);
    expect(isSelectionKey('admin/course/course.savedQueries')).toBe(false);
  });

  it('keeps column choices across page loads but not the ticked rows', () => {
    const first = load();
    first.setItem('admin/course/course.datatable', ['price']);
    first.setItem('admin/course/course.selectedIds', [3, 4]);
    expect(first.getItem('admin/course/course.selectedIds')).toEqual([3, 4]);
    first.teardown();

    const next = load();
    expect(next.getItem('admin/course/course.datatable')).toEqual(['price']);
    expect(next.getItem('admin/course/course.selectedIds', [])).toEqual([]);
  });

  it('tells subscribers of a selection when it changes', () => {
    const store = load();
    const seen: unknown[] = [];
    const stop = store.subscribe('admin/course/course.selectedIds', (v) => seen.push(v));
    store.setItem('admin/course/course.selectedIds', [7]);
    stop();
    expect(seen).toEqual([[7]]);
  });

  it('drops a selection an earlier version left in the browser storage', () => {
    localStorage.setItem('RaStore.admin/course/course.selectedIds', '[1,2]');
    localStorage.setItem('RaStore.admin/course/course.datatable', '["price"]');
    load();
    expect(localStorage.getItem('RaStore.admin/course/course.selectedIds')).toBeNull();
    expect(localStorage.getItem('RaStore.admin/course/course.datatable')).toBe('["price"]');
  });
});
