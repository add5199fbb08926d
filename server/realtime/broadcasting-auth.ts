/**
 * `POST /api/broadcasting/auth`, Laravel's channel authorisation endpoint as pusher-js and
 * laravel-echo call it: a form (or JSON) body with `socket_id` and `channel_name`, the bearer
 * token in the header. Answers `{auth}`, plus `channel_data` for presence channels; 401 without
 * a user, 403 for a channel the user may not join, 422 for a malformed request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signChannel, type AppCredentials } from './channel-auth';
import { isValidChannelName } from './channel-name';
import type { ChannelPolicy } from './channel-policy';
import { asRecord } from './inbound';
import { SOCKET_ID_PATTERN } from './socket-id';
import type { RealtimeUser } from './types';

export interface BroadcastingAuthOptions {
  app: AppCredentials;
  authenticate: (request: FastifyRequest) => Promise<RealtimeUser | null>;
  authorizeChannel: ChannelPolicy;
}

const FORM = 'application/x-www-form-urlencoded';

function invalid(field: string, message: string) {
  return { message, errors: { [field]: [message] } };
}

export async function broadcastingAuth(
  app: FastifyInstance,
  options: BroadcastingAuthOptions,
): Promise<void> {
  // pusher-js posts a form; the main app may or may not have a form parser of its own.
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 8 * 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  app.post('/api/broadcasting/auth', async (request, reply) => {
    const user = await options.authenticate(request);
    if (user === null) return reply.code(401).send({ message: 'Unauthenticated.' });
    const body = asRecord(request.body) ?? {};
    const socketId = body.socket_id;
    const channel = body.channel_name;
    if (typeof socketId !== 'string' || !SOCKET_ID_PATTERN.test(socketId)) {
      return reply.code(422).send(invalid('socket_id', 'The socket id is invalid.'));
    }
    if (!isValidChannelName(channel)) {
      return reply.code(422).send(invalid('channel_name', 'The channel name is invalid.'));
    }
    const grant = options.authorizeChannel(user, channel);
    if (grant === null) return reply.code(403).send({ message: 'This action is unauthorized.' });
    if (!grant.presence) return { auth: signChannel(options.app, socketId, channel) };
    const channelData = JSON.stringify(grant.channelData);
    return {
      auth: signChannel(options.app, socketId, channel, channelData),
      channel_data: channelData,
    };
  });
}
