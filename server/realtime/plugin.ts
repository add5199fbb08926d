/**
 * The realtime Fastify plugin: the Pusher protocol 7 WebSocket server at `/app/{key}` on the
 * app's own HTTP server, the signed Pusher HTTP API under `/apps/{appId}`, and channel
 * authorisation at `/api/broadcasting/auth`. Wrapped with fastify-plugin so that the `realtime`
 * decorator (live counts, for health checks and tests) is visible to the app that registers it.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { broadcastingAuth } from './broadcasting-auth';
import { authorizeChannel } from './channel-policy';
import { appKeyFromUrl } from './handshake';
import { httpApi } from './http-api';
import { RealtimeServer } from './realtime-server';
import type { RealtimePluginOptions } from './types';

export interface RealtimeStats {
  connections(): number;
  channels(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeStats;
  }
}

async function realtime(app: FastifyInstance, options: RealtimePluginOptions): Promise<void> {
  const { appId, key, secret, authenticate } = options;
  const server = new RealtimeServer({
    app: { key, secret },
    activityTimeout: options.activityTimeout ?? 120,
    pongTimeout: options.pongTimeout ?? 30,
    onError: (error) => app.log.debug({ err: error }, 'realtime socket error'),
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const requestedKey = appKeyFromUrl(request.url);
    if (requestedKey !== undefined) {
      server.upgrade(request, socket, head, requestedKey);
      return;
    }
    // Other paths belong to other listeners; when there are none, do what Node does without
    // any listener (drop the socket) instead of leaving it open forever.
    if (app.server.listenerCount('upgrade') === 1) socket.destroy();
  };
  app.server.on('upgrade', onUpgrade);

  app.decorate('realtime', {
    connections: () => server.connectionCount,
    channels: () => server.registry.size,
  });
  await app.register(httpApi, { appId, key, secret, server });
  await app.register(broadcastingAuth, {
    app: { key, secret },
    authenticate,
    authorizeChannel: options.authorizeChannel ?? authorizeChannel,
  });

  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await server.shutdown();
  });
}

export const realtimePlugin = fp(realtime, { name: 'academy-realtime', fastify: '5.x' });
