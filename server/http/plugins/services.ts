/** The app's shared services, decorated onto Fastify so routes reach them as `app.services`. */
import fp from 'fastify-plugin';
import type { Settings } from '../../config/env';
import type { Db, Dialect } from '../../db/types';
import type { Mailer } from '../../domain/mail/mailer';
import type { WebPushSender } from '../../domain/notifications/web-push/send';
import type { CountCache } from '../../resources/count-cache';
import type { Storage } from '../../resources/files';
import type { ServedResources } from '../../resources/served';

export interface Services {
  db: Db;
  dialect: Dialect;
  settings: Settings;
  storage: Storage;
  mailer: Mailer;
  webPush: WebPushSender;
  counts: CountCache;
  /** The resources served, with their server behaviour. */
  resources: ServedResources;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export const servicesPlugin = fp<Services>(
  async (app, services) => {
    app.decorate('services', services);
    // Connections kept open to push services would otherwise outlive the server.
    app.addHook('onClose', async () => services.webPush.close());
  },
  { name: 'services' },
);
