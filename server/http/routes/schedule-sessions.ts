/**
 * The dated class sessions of a range (docs/API.md "Class sessions"). A static path, so the
 * router prefers it to the generic `GET /api/schedule/:id` whatever the registration order.
 */
import type { FastifyInstance } from 'fastify';
import { listSessions } from '../../domain/scheduling/session-listing';

export async function scheduleSessionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/schedule/sessions', async (request) =>
    listSessions(await request.context(), request.query as Record<string, unknown>),
  );
}
