/** The affiliation user's referral panel (docs/API.md "Affiliates"). */
import type { FastifyInstance } from 'fastify';
import { affiliatePanel } from '../../domain/affiliates/panel';

export async function affiliateRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/affiliate/panel', async (request) => ({
    data: await affiliatePanel(await request.context()),
  }));
}
