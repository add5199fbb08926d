/**
 * Orders beyond the generic rows (docs/API.md "Orders and payments"): the checkout form's coupon
 * check and "mark paid". Static paths, preferred by the router to the generic `/api/order/:id`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { previewCoupon } from '../../domain/orders/coupon-preview';
import { markOrderPaid } from '../../domain/orders/mark-paid';
import { pathId } from '../../resources/input-bounds';

type WithId = FastifyRequest<{ Params: { id: string } }>;

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/order/coupon-check', async (request) => ({
    data: await previewCoupon(await request.context(), request.query as Record<string, unknown>),
  }));

  app.post('/api/order/:id/pay', async (request: WithId, reply) => {
    const ctx = await request.context();
    const { body } = await request.readBody();
    const data = await markOrderPaid(ctx, pathId(request.params.id), body);
    return reply.code(201).send({ status: true, message: 'Order marked paid.', data });
  });
}
