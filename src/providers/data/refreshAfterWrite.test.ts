import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './refreshAfterWrite';

/** A server whose first read answers only when released, with the value it saw at its start. */
function serverWithSlowFirstRead() {
  let value = 'before';
  let releaseFirst: (() => void) | undefined;
  let reads = 0;
  return {
    write: (next: string) => void (value = next),
    read: () => {
      const seen = value;
      reads += 1;
      if (reads > 1) return Promise.resolve(seen);
      return new Promise<string>((resolve) => (releaseFirst = () => resolve(seen)));
    },
    releaseFirstRead: () => releaseFirst?.(),
  };
}

describe('refreshAfterWrite', () => {
  it('shows a read made after the write even when the query was on its first fetch', async () => {
    const server = serverWithSlowFirstRead();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, { queryKey: ['list'], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => undefined);

    server.write('after');
    const refreshed = refreshAfterWrite(client);
    server.releaseFirstRead();
    await refreshed;

    expect(observer.getCurrentResult().data).toBe('after');
    unsubscribe();
  });
});
