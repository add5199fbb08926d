/** The app's shared services, decorated onto Fastify so routes reach them as `app.services`. */
import fp from 'fastify-plugin';
import type { Services } from '../../resources/context';

export type { Services };

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
