/**
 * Runs the notification queue's worker with the server: it starts polling once the server is
 * ready and is stopped (its pass under way awaited) when the server closes. Tests set the poll
 * interval to 0 and drain the queue with `app.notificationQueue.runOnce()`.
 */
import fp from 'fastify-plugin';
import { createSenders } from '../../domain/notifications/queue/senders';
import {
  createNotificationQueue,
  type NotificationQueue,
} from '../../domain/notifications/queue/worker';
import { createSmsSender } from '../../domain/notifications/sms/sms-driver';
import { anonymousContext } from '../../resources/context';

declare module 'fastify' {
  interface FastifyInstance {
    notificationQueue: NotificationQueue;
  }
}

export const notificationQueuePlugin = fp(
  async (app) => {
    const { db, dialect, settings } = app.services;
    // Deliveries are the system's doing, not a signed-in user's.
    const ctx = anonymousContext(app.services);
    const queue = createNotificationQueue({
      db,
      dialect,
      system: ctx,
      settings: settings.notifications.queue,
      senders: createSenders(ctx, createSmsSender(db, settings.notifications)),
      log: (message, error) => app.log.error({ err: error }, message),
    });
    app.decorate('notificationQueue', queue);
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'notification-queue', dependencies: ['services'] },
);
