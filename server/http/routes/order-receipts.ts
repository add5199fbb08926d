/** The printable receipt of an order (docs/API.md "Receipts"). */
import type { FastifyInstance } from 'fastify';
import { orderReceipt } from '../../domain/receipts/order-receipt';
import { idsInPath } from '../path-ids';

export async function orderReceiptRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: number } }>('/api/order/:id/receipt', idsInPath(), async (request) => ({
    data: await orderReceipt(await request.context(), request.params.id),
  }));
}
