import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../resources/errors';
import { arrangeOrder } from '../../resources/operations/arrange-order';
import { readerOf } from '../reader';

/** `POST /api/arrange-order/{type}` with `{items: [ids in order]}` (docs/API.md). */
export async function arrangeOrderRoutes(app: FastifyInstance): Promise<void> {
  const byType = new Map(
    app.services.resources.all.filter((r) => r.arrangeOrder).map((r) => [r.arrangeOrder!.type, r]),
  );
  app.post(
    '/api/arrange-order/:type',
    async (request: FastifyRequest<{ Params: { type: string } }>) => {
      const resource = byType.get(request.params.type);
      if (!resource) throw new NotFoundError();
      const { body } = await request.readBody();
      await arrangeOrder(await request.context(), resource, body.items);
      return { status: true, message: readerOf(request).t('success.orderSaved') };
    },
  );
}
