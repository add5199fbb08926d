/**
 * Notices the staff must act on (the "common notification"): a row in each active admin's bell,
 * published as `CommonNotification` on their admin channel. The admin whose change caused it is
 * not told of it. Best effort: a failure is logged and never fails the change that caused it.
 */
import { activeAdmins } from '../auth/active-admins';
import { actorId, type Context } from '../../resources/context';
import { wordNotice } from './notice-phrase';
import { adminNotifyChannel, COMMON_NOTIFICATION_EVENT, notifyUsers, type Notice } from './notify';

export async function notifyAdmins(ctx: Context, notice: Notice): Promise<void> {
  try {
    const actor = actorId(ctx);
    const admins = (await activeAdmins(ctx.db).execute())
      .map((row) => Number(row.id))
      .filter((id) => id !== actor);
    await notifyUsers(ctx, admins, notice, {
      event: COMMON_NOTIFICATION_EVENT,
      channel: adminNotifyChannel,
    });
  } catch (error) {
    console.error(`Notifying the admins of "${wordNotice(notice.subject, 'en')}" failed:`, error);
  }
}
