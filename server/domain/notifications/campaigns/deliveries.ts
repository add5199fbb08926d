/**
 * A campaign's recipients as its page shows them: one page of delivery rows with the user's
 * name, and the counts by status over all of them. Retrying puts failed rows back in the queue
 * with a fresh set of tries.
 */
import type { Db } from '../../../db/types';
import { openTables } from '../../../db/types';
import { resourcesByName } from '../../../../resources.config';
import { actorId, type Context } from '../../../resources/context';
import { now } from '../../../resources/records';
import { updateRow } from '../../../resources/row-writes';
import { CHANNEL_TABLES, type Channel } from './channels';

export const DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface DeliveryView {
  id: number;
  user_id: number;
  user_name: string;
  address: string | null;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  updated_at: string;
}

export interface DeliveryPage {
  rows: DeliveryView[];
  total: number;
  counts: Record<DeliveryStatus, number>;
}

export async function listDeliveries(
  db: Db,
  channel: Channel,
  campaignId: number,
  { page, perPage, status }: { page: number; perPage: number; status: DeliveryStatus | undefined },
): Promise<DeliveryPage> {
  const ofCampaign = db
    .selectFrom('notification_deliveries')
    .where('notification_deliveries.channel', '=', channel)
    .where('notification_deliveries.campaign_id', '=', campaignId);
  const grouped = await ofCampaign
    .select((eb) => ['status', eb.fn.countAll().as('n')])
    .groupBy('status')
    .execute();
  const counts = { queued: 0, sent: 0, failed: 0 };
  for (const row of grouped)
    if ((DELIVERY_STATUSES as readonly unknown[]).includes(row.status))
      counts[row.status as DeliveryStatus] = Number(row.n);
  const filtered = status
    ? ofCampaign.where('notification_deliveries.status', '=', status)
    : ofCampaign;
  const rows = await filtered
    .innerJoin('users', 'users.id', 'notification_deliveries.user_id')
    .select([
      'notification_deliveries.id',
      'notification_deliveries.user_id',
      'users.first_name',
      'users.last_name',
      'notification_deliveries.address',
      'notification_deliveries.status',
      'notification_deliveries.attempts',
      'notification_deliveries.last_error',
      'notification_deliveries.sent_at',
      'notification_deliveries.updated_at',
    ])
    .orderBy('notification_deliveries.id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      user_id: Number(row.user_id),
      user_name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      address: (row.address as string | null) ?? null,
      status: row.status as DeliveryStatus,
      attempts: Number(row.attempts),
      last_error: (row.last_error as string | null) ?? null,
      sent_at: (row.sent_at as string | null) ?? null,
      updated_at: String(row.updated_at),
    })),
    total: status ? counts[status] : counts.queued + counts.sent + counts.failed,
    counts,
  };
}

/** Requeues the campaign's failed deliveries (one, or all when `deliveryId` is undefined). */
export async function retryDeliveries(
  ctx: Context,
  channel: Channel,
  campaignId: number,
  deliveryId: number | undefined,
): Promise<number> {
  const stamp = now();
  return ctx.db.transaction().execute(async (tx) => {
    let query = tx
      .updateTable('notification_deliveries')
      .set({
        status: 'queued',
        attempts: 0,
        available_at: stamp,
        lease_until: null,
        leased_by: null,
        updated_at: stamp,
        updated_by: actorId(ctx),
      })
      .where('channel', '=', channel)
      .where('campaign_id', '=', campaignId)
      .where('status', '=', 'failed');
    if (deliveryId !== undefined) query = query.where('id', '=', deliveryId);
    const requeued = (await query.returning('id').execute()).length;
    if (requeued > 0) {
      const { table, resource } = CHANNEL_TABLES[channel];
      const done = await openTables(tx)
        .selectFrom(table)
        .selectAll()
        .where('id', '=', campaignId)
        .where('status', '=', 'done')
        .executeTakeFirst();
      if (done)
        await updateRow(tx, ctx, resourcesByName.get(resource)!, done, { status: 'sending' });
    }
    return requeued;
  });
}
