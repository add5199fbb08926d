/**
 * Releasing a campaign: its audience becomes one queued delivery per recipient, and the campaign
 * moves from scheduled to sending. The move is a conditional update, so of several API instances
 * releasing the same due campaign exactly one does (PostgreSQL locks the row until that one
 * commits; SQLite has one writer), and the deliveries are written in the same transaction.
 */
import { resourcesByName } from '../../../../resources.config';
import type { Tx } from '../../../db/types';
import { openTables } from '../../../db/types';
import type { Context } from '../../../resources/context';
import { now } from '../../../resources/records';
import { updateRow } from '../../../resources/row-writes';
import { resolveAudience } from './audience';
import { CHANNEL_TABLES, CHANNELS, type Channel } from './channels';

const INSERT_CHUNK = 500;

const campaignResource = (channel: Channel) =>
  resourcesByName.get(CHANNEL_TABLES[channel].resource)!;

export async function releaseCampaign(
  tx: Tx,
  ctx: Context,
  channel: Channel,
  campaignId: number,
  at: string = now(),
): Promise<number> {
  const { table } = CHANNEL_TABLES[channel];
  let due = openTables(tx)
    .selectFrom(table)
    .selectAll()
    .where('id', '=', campaignId)
    .where('status', '=', 'scheduled')
    .where((eb) => eb.or([eb('send_at', 'is', null), eb('send_at', '<=', at)]));
  // The row stays locked until this release commits; another instance then finds it released.
  if (ctx.dialect === 'postgres') due = due.forUpdate();
  const campaign = await due.executeTakeFirst();
  if (!campaign) return 0;
  const recipients = await resolveAudience(tx, channel, campaign);
  // A campaign nobody receives is done at once.
  await updateRow(tx, ctx, campaignResource(channel), campaign, {
    status: recipients.length === 0 ? 'done' : 'sending',
    released_at: at,
  });
  const author = campaign.created_by === null ? null : Number(campaign.created_by);
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
          created_by: author,
          updated_by: author,
        })),
      )
      .execute();
  }
  return recipients.length;
}

/** Releases one campaign in its own transaction. */
export const releaseNow = (ctx: Context, channel: Channel, campaignId: number, at?: string) =>
  ctx.db.transaction().execute((tx: Tx) => releaseCampaign(tx, ctx, channel, campaignId, at));

/** Every scheduled campaign whose time has come (or that was saved to send now). */
export async function releaseDueCampaigns(ctx: Context, at: string = now()): Promise<number> {
  let released = 0;
  for (const channel of CHANNELS) {
    const due = await openTables(ctx.db)
      .selectFrom(CHANNEL_TABLES[channel].table)
      .select('id')
      .where('status', '=', 'scheduled')
      .where((eb) => eb.or([eb('send_at', 'is', null), eb('send_at', '<=', at)]))
      .orderBy('id')
      .execute();
    for (const { id } of due) released += await releaseNow(ctx, channel, Number(id), at);
  }
  return released;
}

/** Campaigns still sending with no recipient left queued are done. */
export async function finishCampaigns(ctx: Context): Promise<void> {
  for (const channel of CHANNELS) {
    const { table } = CHANNEL_TABLES[channel];
    await ctx.db.transaction().execute(async (tx) => {
      let finished = openTables(tx)
        .selectFrom(table)
        .selectAll()
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
        );
      if (ctx.dialect === 'postgres') finished = finished.forUpdate();
      for (const campaign of await finished.execute())
        await updateRow(tx, ctx, campaignResource(channel), campaign, { status: 'done' });
    });
  }
}
