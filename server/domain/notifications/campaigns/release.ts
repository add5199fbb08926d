/**
 * Releasing a campaign: its audience becomes one queued delivery per recipient, and the campaign
 * moves from scheduled to sending. The move is a conditional update, so of several API instances
 * releasing the same due campaign exactly one does (PostgreSQL locks the row until that one
 * commits; SQLite has one writer), and the deliveries are written in the same transaction.
 */
import type { Db, Executor, Tx } from '../../../db/types';
import { now } from '../../../resources/records';
import { resolveAudience } from './audience';
import { CHANNEL_TABLES, CHANNELS, type Channel } from './channels';

const INSERT_CHUNK = 500;

export async function releaseCampaign(
  tx: Executor,
  channel: Channel,
  campaignId: number,
  at: string = now(),
): Promise<number> {
  const { table } = CHANNEL_TABLES[channel];
  const campaign = await tx
    .updateTable(table)
    .set({ status: 'sending', released_at: at, updated_at: at })
    .where('id', '=', campaignId)
    .where('status', '=', 'scheduled')
    .where((eb) => eb.or([eb('send_at', 'is', null), eb('send_at', '<=', at)]))
    .returningAll()
    .executeTakeFirst();
  if (!campaign) return 0;
  const recipients = await resolveAudience(tx, channel, campaign);
  for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
    await tx
      .insertInto('notification_deliveries')
      .values(
        recipients.slice(start, start + INSERT_CHUNK).map((r) => ({
          channel,
          campaign_id: campaignId,
          user_id: r.userId,
          address: r.address,
          status: 'queued',
          attempts: 0,
          available_at: at,
          created_at: at,
          updated_at: at,
          created_by: campaign.created_by ?? null,
          updated_by: campaign.created_by ?? null,
        })),
      )
      .execute();
  }
  // A campaign nobody receives is done at once.
  if (recipients.length === 0)
    await tx.updateTable(table).set({ status: 'done' }).where('id', '=', campaignId).execute();
  return recipients.length;
}

/** Releases one campaign in its own transaction. */
export const releaseNow = (db: Db, channel: Channel, campaignId: number, at?: string) =>
  db.transaction().execute((tx: Tx) => releaseCampaign(tx, channel, campaignId, at));

/** Every scheduled campaign whose time has come (or that was saved to send now). */
export async function releaseDueCampaigns(db: Db, at: string = now()): Promise<number> {
  let released = 0;
  for (const channel of CHANNELS) {
    const due = await db
      .selectFrom(CHANNEL_TABLES[channel].table)
      .select('id')
      .where('status', '=', 'scheduled')
      .where((eb) => eb.or([eb('send_at', 'is', null), eb('send_at', '<=', at)]))
      .orderBy('id')
      .execute();
    for (const { id } of due) released += await releaseNow(db, channel, Number(id), at);
  }
  return released;
}

/** Campaigns still sending with no recipient left queued are done. */
export async function finishCampaigns(db: Db): Promise<void> {
  for (const channel of CHANNELS) {
    const { table } = CHANNEL_TABLES[channel];
    await db
      .updateTable(table)
      .set({ status: 'done', updated_at: now() })
      .where('status', '=', 'sending')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('notification_deliveries')
              .select('notification_deliveries.id')
              .where('notification_deliveries.channel', '=', channel)
              .whereRef('notification_deliveries.campaign_id', '=', `${table}.id`)
              .where('notification_deliveries.status', '=', 'queued'),
          ),
        ),
      )
      .execute();
  }
}
