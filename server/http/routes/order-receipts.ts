/** The printable receipt of an order (docs/API.md "Receipts"). */
import type { FastifyInstance } from 'fastify';
import { orderReceipt } from '../../domain/receipts/order-receipt';

export async function orderReceiptRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/order/:id/receipt', async (request) => ({
    data: await orderReceipt(await request.context(), Number(request.params.id)),
  }));
}
