/** The printable receipt of an order (docs/API.md "Receipts"). */
import type { FastifyInstance } from 'fastify';
import { orderReceipt } from '../../domain/receipts/order-receipt';
import { pathId } from '../../resources/input-bounds';

export async function orderReceiptRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/order/:id/receipt', async (request) => ({
    data: await orderReceipt(await request.context(), pathId(request.params.id)),
  }));
}
