/**
 * Web Push subscriptions (docs/API.md "Web Push"): the key a browser subscribes with, and turning
 * browser notifications on and off for the signed-in user. Whoever may read their bell may have
 * it pushed to their browsers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessTokenId } from '../../domain/auth/tokens';
import { parsePushSubscription } from '../../domain/notifications/web-push/subscription-rules';
import {
  removeSubscription,
  saveSubscription,
} from '../../domain/notifications/web-push/subscriptions';
import type { Translator } from '../../i18n/translate';
import { can, type Actor } from '../../resources/context';
import { ForbiddenError, ValidationError } from '../../resources/errors';
import { readerOf } from '../reader';

async function bellReader(
  request: FastifyRequest,
): Promise<{ actor: Actor; token: string; tr: Translator }> {
  const { actor, token } = await request.requireSession();
  if (!can(actor, 'read', 'Notification')) throw new ForbiddenError();
  return { actor, token, tr: readerOf(request) };
}

export async function pushSubscriptionRoutes(app: FastifyInstance): Promise<void> {
  const { db, settings } = app.services;
  const { webPush } = settings;

  app.get('/api/push-subscription/config', async () => ({
    data: {
      enabled: webPush.enabled,
      public_key: webPush.enabled ? webPush.vapid.publicKey : null,
    },
  }));

  app.post('/api/push-subscription', async (request, reply) => {
    const { actor, token, tr } = await bellReader(request);
    if (!webPush.enabled) throw ValidationError.field('endpoint', tr.t('push.turnedOff'));
    const input = parsePushSubscription(request.body, webPush.allowedHosts, tr);
    const id = await saveSubscription(
      db,
      actor.id,
      input,
      request.headers['user-agent'],
      await accessTokenId(db, token),
    );
    return reply.status(201).send({ status: true, message: tr.t('success.pushOn'), data: { id } });
  });

  app.delete('/api/push-subscription', async (request) => {
    const { actor, tr } = await bellReader(request);
    const endpoint = (request.body as Record<string, unknown> | undefined)?.endpoint;
    if (typeof endpoint !== 'string' || endpoint === '')
      throw ValidationError.field('endpoint', tr.t('push.endpointRequired'));
    const removed = await removeSubscription(db, actor.id, endpoint);
    return {
      status: true,
      message: tr.t(removed ? 'success.pushOff' : 'success.pushNotSubscribed'),
    };
  });
}
