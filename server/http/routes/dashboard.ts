import type { FastifyInstance } from 'fastify';
import { dashboardCounters } from '../../domain/dashboard/counters';
import { can } from '../../resources/context';
import { ForbiddenError } from '../../resources/errors';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/dashboard/report', async (request) => {
    const { actor } = await request.requireSession();
    if (!can(actor, 'read', 'Auth')) throw new ForbiddenError();
    return { data: { counters: await dashboardCounters(app.services.db, actor) } };
  });
}
