/**
 * Demo notifications: an e-mail to a course's families and an SMS to every parent, both sent last
 * week (their deliveries recorded as sent, nothing left for the queue), and a push to every
 * student scheduled for later this week.
 */
import { ROLE_TYPE } from '../../../schema';
import { releaseCampaign } from '../../domain/notifications/campaigns/release';
import type { Channel } from '../../domain/notifications/campaigns/channels';
import type { Context } from '../../resources/context';
import type { Row } from '../types';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Saves a campaign for later, then records it as released and delivered at `sentAt`. */
async function sentCampaign(
  ctx: Context,
  create: Create,
  channel: Channel,
  body: Record<string, unknown>,
  sentAt: string,
): Promise<void> {
  const { db } = ctx;
  const campaign = await create(`${channel}-notification`, { ...body, send_at: daysFromNow(30) });
  const id = Number(campaign.id);
  await db
    .updateTable(`${channel}_campaigns`)
    .set({ send_at: sentAt })
    .where('id', '=', id)
    .execute();
  await db.transaction().execute((tx) => releaseCampaign(tx, ctx, channel, id, sentAt));
  await db
    .updateTable('notification_deliveries')
    .set({ status: 'sent', attempts: 1, sent_at: sentAt })
    .where('channel', '=', channel)
    .where('campaign_id', '=', id)
    .where('address', 'is not', null)
    .execute();
  await db
    .updateTable('notification_deliveries')
    .set({ status: 'failed', attempts: 1, last_error: 'The user has no phone number.' })
    .where('channel', '=', channel)
    .where('campaign_id', '=', id)
    .where('address', 'is', null)
    .execute();
  await db
    .updateTable(`${channel}_campaigns`)
    .set({ status: 'done' })
    .where('id', '=', id)
    .execute();
}

export async function seedCampaigns(ctx: Context, create: Create, courseId: number): Promise<void> {
  await sentCampaign(
    ctx,
    create,
    'email',
    {
      subject: 'Mock test this Saturday',
      body: '<p>Dear students and parents,</p><p>The full-length mock test starts at <strong>9:00</strong> in room 2. Please bring a calculator and two pencils.</p>',
      audience: 'course',
      course_id: courseId,
    },
    daysFromNow(-6),
  );
  await sentCampaign(
    ctx,
    create,
    'sms',
    {
      message:
        'Academy: the centre is closed on Friday for the national holiday. Classes resume on Saturday.',
      audience: 'type',
      user_type: ROLE_TYPE.parent,
    },
    daysFromNow(-4),
  );
  await create('push-notification', {
    title: 'New practice sets are ready',
    message: 'Five new Reading and Writing practice sets are in the tutorial library.',
    link: '/tutorial',
    audience: 'type',
    user_type: ROLE_TYPE.student,
    send_at: daysFromNow(3),
  });
}
