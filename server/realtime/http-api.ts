/**
 * The Pusher HTTP API (the part the product uses): trigger events, trigger batches, and query
 * channels. Every call is signed; the body is kept as the exact string received, because its MD5
 * is part of the signature, so these routes live in their own context with a string parser.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyApiRequest } from './api-signature';
import { channelAttributes, type ChannelAttributes } from './channel-info';
import { channelKind, isValidChannelName } from './channel-name';
import { parseBatch, parseEvent, parseInfo, type EventRequest } from './event-request';
import type { RealtimeServer } from './realtime-server';

export interface HttpApiOptions {
  appId: string;
  key: string;
  secret: string;
  server: RealtimeServer;
}

type Params = { appId: string; channelName?: string };

/** 10 events of 10 KB each, with their envelopes. */
const BODY_LIMIT = 256 * 1024;

function deliver(server: RealtimeServer, event: EventRequest): void {
  for (const channel of event.channels) {
    server.publish(channel, event.name, event.data, event.socketId);
  }
}

function attributesOf(
  server: RealtimeServer,
  event: EventRequest,
): Record<string, ChannelAttributes> {
  const result: Record<string, ChannelAttributes> = {};
  for (const channel of event.channels) {
    result[channel] = channelAttributes(server.registry, channel, event.info);
  }
  return result;
}

export async function httpApi(app: FastifyInstance, options: HttpApiOptions): Promise<void> {
  const { server } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  app.addHook('preHandler', async (request: FastifyRequest<{ Params: Params }>, reply) => {
    if (request.params.appId !== options.appId) {
      return reply.code(404).send({ error: `Unknown app ${request.params.appId}` });
    }
    const [path = '', search = ''] = request.raw.url?.split('?', 2) ?? [];
    const body = typeof request.body === 'string' ? request.body : '';
    const query = new URLSearchParams(search);
    const verdict = verifyApiRequest(options, { method: request.method, path, query, body }, now());
    if (!verdict.ok) return reply.code(401).send({ error: verdict.message });
  });

  app.post('/apps/:appId/events', async (request, reply) => {
    const event = parseEvent(parseJson(request.body));
    if ('status' in event) return reply.code(event.status).send({ error: event.message });
    deliver(server, event);
    return event.info.length === 0 ? {} : { channels: attributesOf(server, event) };
  });

  app.post('/apps/:appId/batch_events', async (request, reply) => {
    const events = parseBatch(parseJson(request.body));
    if ('status' in events) return reply.code(events.status).send({ error: events.message });
    for (const event of events) deliver(server, event);
    if (events.every((event) => event.info.length === 0)) return {};
    return {
      batch: events.map((e) => channelAttributes(server.registry, e.channels[0] ?? '', e.info)),
    };
  });

  app.get('/apps/:appId/channels', async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const prefix = typeof query.filter_by_prefix === 'string' ? query.filter_by_prefix : '';
    const info = parseInfo(query.info);
    if (!Array.isArray(info)) return reply.code(400).send({ error: info.message });
    if (info.includes('user_count') && !prefix.startsWith('presence-')) {
      return reply.code(400).send({ error: 'user_count requires filter_by_prefix=presence-' });
    }
    const channels: Record<string, ChannelAttributes> = {};
    for (const name of server.registry.occupied()) {
      if (name.startsWith(prefix)) channels[name] = channelAttributes(server.registry, name, info);
    }
    return { channels };
  });

  app.get('/apps/:appId/channels/:channelName', async (request, reply) => {
    const { channelName = '' } = request.params as Params;
    const info = parseInfo((request.query as Record<string, unknown>).info);
    if (!Array.isArray(info)) return reply.code(400).send({ error: info.message });
    if (!isValidChannelName(channelName)) return reply.code(400).send({ error: 'Invalid channel' });
    if (info.includes('user_count') && channelKind(channelName) !== 'presence') {
      return reply.code(400).send({ error: 'user_count is only for presence channels' });
    }
    const occupied = server.registry.subscriptionCount(channelName) > 0;
    return { occupied, ...channelAttributes(server.registry, channelName, info) };
  });

  app.get('/apps/:appId/channels/:channelName/users', async (request, reply) => {
    const { channelName = '' } = request.params as Params;
    if (!isValidChannelName(channelName) || channelKind(channelName) !== 'presence') {
      return reply.code(400).send({ error: 'Users are only listed for presence channels' });
    }
    return { users: server.registry.userIds(channelName).map((id) => ({ id })) };
  });
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

function parseJson(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
