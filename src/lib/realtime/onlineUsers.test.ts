import { describe, expect, it, vi } from 'vitest';
import { createOnlineStore } from './onlineUsers';

describe('the online users store', () => {
  it('follows here, joining and leaving, telling subscribers of each change', () => {
    const store = createOnlineStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.here([
      { id: 1, name: 'A', image: '' },
      { id: '2', name: 'B', image: '' },
    ]);
    expect([...store.snapshot()]).toEqual([1, 2]);
    store.joining({ id: 3 });
    store.joining({ id: 3 });
    store.leaving({ id: 1 });
    store.leaving({ id: 99 });
    expect([...store.snapshot()].sort()).toEqual([2, 3]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('ignores members without a usable id', () => {
    const store = createOnlineStore();
    store.here([{ name: 'no id' }, null, { id: 'x' }]);
    expect(store.snapshot().size).toBe(0);
  });
});
