/**
 * Client events (Echo's whisper) between real pusher-js clients: relayed on private and presence
 * channels, refused on public ones.
 */
import Echo from 'laravel-echo';
import type Pusher from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP, connected, pusherClient, serverPublisher, startServer, within } from './helpers';
import type { TestServer } from './helpers';

let server: TestServer;
const clients: Pusher[] = [];

beforeEach(async () => {
  server = await startServer();
});

afterEach(async () => {
  clients.splice(0).forEach((client) => client.disconnect());
  await server.close();
});

async function echoFor(token: string): Promise<Echo<'pusher'>> {
  const client = pusherClient(server, token);
  clients.push(client);
  await connected(client);
  return new Echo({ broadcaster: 'pusher', client, key: APP.key, withoutInterceptors: true });
}

type Subscribable = { subscribed(callback: () => void): unknown };

function subscribed(channel: Subscribable): Promise<void> {
  return within('subscription', (resolve) => channel.subscribed(() => resolve(undefined)));
}

describe('client events', () => {
  it("relay a whisper between two of a user's tabs on their private channel", async () => {
    const tabA = (await echoFor('token-2')).private('message-channel-2');
    const tabB = (await echoFor('token-2')).private('message-channel-2');
    await Promise.all([subscribed(tabA), subscribed(tabB)]);
    const heard = within<unknown>('the whisper', (resolve) =>
      tabB.listenForWhisper('typing', resolve),
    );
    tabA.whisper('typing', { typing: true });
    expect(await heard).toEqual({ typing: true });
  });

  it('relay a whisper between users on the presence channel', async () => {
    const ada = (await echoFor('token-1')).join('room');
    const sam = (await echoFor('token-2')).join('room');
    await Promise.all([subscribed(ada), subscribed(sam)]);
    const heard = within<unknown>('the whisper', (resolve) =>
      ada.listenForWhisper('wave', resolve),
    );
    sam.whisper('wave', { from: 'Sam' });
    expect(await heard).toEqual({ from: 'Sam' });
  });

  it('are refused on a public channel and not delivered', async () => {
    const sender = pusherClient(server);
    const listener = pusherClient(server);
    clients.push(sender, listener);
    await Promise.all([connected(sender), connected(listener)]);
    const [sent, heard] = [sender.subscribe('news'), listener.subscribe('news')];
    await Promise.all(
      [sent, heard].map((channel) =>
        within('subscription', (resolve) => channel.bind('pusher:subscription_succeeded', resolve)),
      ),
    );
    const firstHeard = within<string>('the first event heard', (resolve) =>
      heard.bind_global((event: string) => {
        if (!event.startsWith('pusher')) resolve(event);
      }),
    );
    const error = within<{ data: { code: number | null; message: string } }>(
      'the error',
      (resolve) => sender.connection.bind('error', resolve),
    );
    sent.trigger('client-shout', { loud: true });
    expect((await error).data).toEqual({
      code: null,
      message: 'Client event rejected - only supported on private and presence channels',
    });
    await serverPublisher(server).trigger('news', 'AfterShout', {});
    expect(await firstHeard).toBe('AfterShout');
  });
});
