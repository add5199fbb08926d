/**
 * Orders beyond the generic rows (docs/API.md "Orders and payments"): the checkout form's coupon
 * check and "mark paid". Static paths, preferred by the router to the generic `/api/order/:id`.
 */
import type { FastifyInstance } from 'fastify';
import { previewCoupon } from '../../domain/orders/coupon-preview';
import { markOrderPaid } from '../../domain/orders/mark-paid';
import { idsInPath, type WithIds } from '../path-ids';
import { readerOf } from '../reader';

type WithId = WithIds<'id'>;

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/order/coupon-check', async (request) => ({
    data: await previewCoupon(await request.context(), request.query as Record<string, unknown>),
  }));

  app.post('/api/order/:id/pay', idsInPath(), async (request: WithId, reply) => {
    const ctx = await request.context();
    const { body } = await request.readBody();
    const data = await markOrderPaid(ctx, request.params.id, body);
    return reply
      .code(201)
      .send({ status: true, message: readerOf(request).t('success.orderPaid'), data });
  });
}
