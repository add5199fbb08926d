import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPublisher } from './publisher';

/** A port nothing listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('publisher', () => {
  it('logs and reports a failed publish instead of throwing', async () => {
    const logged: unknown[] = [];
    const publisher = createPublisher(
      {
        appId: 'a',
        key: 'k',
        secret: 's',
        host: '127.0.0.1',
        port: await closedPort(),
        scheme: 'http',
      },
      (_error, context) => logged.push(context),
    );
    await expect(publisher.publish('private-user-channel-1', 'Note', { id: 1 })).resolves.toBe(
      false,
    );
    await expect(publisher.publish('bad name', 'Note', {})).resolves.toBe(false);
    expect(logged).toEqual([
      { channels: ['private-user-channel-1'], event: 'Note' },
      { channels: ['bad name'], event: 'Note' },
    ]);
  });
});
