import { describe, expect, it, vi } from 'vitest';
import { createOnlineStore } from './onlineUsers';

describe('the online users store', () => {
  it("takes the server's list, then each contact coming online, telling subscribers of changes", () => {
    const store = createOnlineStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.replace([1, '2']);
    expect([...store.snapshot()]).toEqual([1, 2]);
    store.add(3);
    store.add('3');
    expect([...store.snapshot()].sort()).toEqual([1, 2, 3]);
    store.replace([2, 3]);
    store.replace([3, 2]);
    expect([...store.snapshot()].sort()).toEqual([2, 3]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('ignores ids that are not user ids', () => {
    const store = createOnlineStore();
    store.replace([null, 'x', 0, -4, { id: 5 }]);
    store.add(undefined);
    expect(store.snapshot().size).toBe(0);
  });
});
