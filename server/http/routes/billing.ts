/**
 * Tutor billing beyond the generic rows (docs/API.md "Billing"). Static paths, so the router
 * prefers them to the generic `/api/tutor-payment/:id` and `/api/over-time/:id`.
 */
import type { FastifyInstance } from 'fastify';
import {
  hourDetails,
  overtimeEligible,
  payRunPreview,
  payslip,
} from '../../domain/billing/billing-api';
import { idsInPath, type WithIds } from '../path-ids';

type Query = Record<string, unknown>;

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/tutor-payment/preview', async (request) => ({
    data: await payRunPreview(await request.context(), request.query as Query),
  }));

  app.get('/api/tutor-payment/:id/payslip', idsInPath(), async (request: WithIds<'id'>) => {
    const id = request.params.id;
    return { data: await payslip(await request.context(), id) };
  });

  app.get('/api/over-time/eligible', async (request) => ({
    data: await overtimeEligible(await request.context(), request.query as Query),
  }));

  app.get('/api/billing/hour-summary', async (request) => ({
    data: await hourDetails(await request.context(), request.query as Query),
  }));
}
