/**
 * A campaign's recipients beyond the generic resource routes (docs/API.md "Notification
 * campaigns"): the delivery rows with their counts, and retrying failed ones.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resourcesByName } from '../../../resources.config';
import { CHANNEL_TABLES, CHANNELS } from '../../domain/notifications/campaigns/channels';
import {
  DELIVERY_STATUSES,
  listDeliveries,
  retryDeliveries,
  type DeliveryStatus,
} from '../../domain/notifications/campaigns/deliveries';
import { authorize, findScoped } from '../../resources/access';
import { NotFoundError } from '../../resources/errors';
import { idsInPath } from '../path-ids';
import { readerOf } from '../reader';

type CampaignRequest = FastifyRequest<{
  Params: { id: number; deliveryId?: number };
  Querystring: Record<string, unknown>;
}>;

const pageNumber = (value: unknown, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

export async function campaignRoutes(app: FastifyInstance): Promise<void> {
  for (const channel of CHANNELS) {
    const resource = resourcesByName.get(CHANNEL_TABLES[channel].resource);
    if (!resource)
      throw new Error(`Resource ${CHANNEL_TABLES[channel].resource} is not configured`);
    const base = `/api/${resource.name}/:id/deliveries`;

    app.get(base, idsInPath(), async (request: CampaignRequest) => {
      const ctx = await request.context();
      authorize(ctx, 'read', resource);
      const campaign = await findScoped(ctx, ctx.db, resource, request.params.id);
      const { page, per_page, status } = request.query;
      const perPage = pageNumber(per_page, 25, 100);
      const current = pageNumber(page, 1, 1_000_000);
      const filter = (DELIVERY_STATUSES as readonly unknown[]).includes(status)
        ? (status as DeliveryStatus)
        : undefined;
      const found = await listDeliveries(ctx.db, channel, Number(campaign.id), {
        page: current,
        perPage,
        status: filter,
      });
      return {
        data: found.rows,
        meta: {
          total: found.total,
          counts: found.counts,
          campaign_status: campaign.status,
          current_page: current,
          per_page: perPage,
          last_page: Math.max(1, Math.ceil(found.total / perPage)),
        },
      };
    });

    const retry = async (request: CampaignRequest) => {
      const ctx = await request.context();
      authorize(ctx, 'update', resource);
      const campaign = await findScoped(ctx, ctx.db, resource, request.params.id);
      const one = request.params.deliveryId;
      const requeued = await retryDeliveries(ctx, channel, Number(campaign.id), one);
      if (one !== undefined && requeued === 0) throw new NotFoundError();
      return {
        status: true,
        message:
          requeued === 1
            ? readerOf(request).t('success.deliveryRequeued')
            : readerOf(request).t('success.deliveriesRequeued', { count: requeued }),
        data: { requeued },
      };
    };
    app.post(`${base}/retry`, idsInPath(), retry);
    app.post(`${base}/:deliveryId/retry`, idsInPath(['id', 'deliveryId']), retry);
  }
}
