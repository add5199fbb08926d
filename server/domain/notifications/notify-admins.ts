/**
 * Notices the staff must act on (SPEC 7 "common notification"): a row in each active admin's bell,
 * published as `CommonNotification` on their admin channel. The admin whose change caused it is
 * not told of it. Best effort: a failure is logged and never fails the change that caused it.
 */
import { ROLE_TYPE } from '../../../schema';
import type { Executor } from '../../db/types';
import { actorId, type Context } from '../../resources/context';
import { adminNotifyChannel, COMMON_NOTIFICATION_EVENT, notifyUsers, type Notice } from './notify';

/** Admins who can sign in: an active account on an active role of the admin type. */
export async function activeAdminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('users.id')
    .where('roles.type', '=', ROLE_TYPE.admin)
    .where('roles.is_active', '=', 1)
    .where('users.status', '=', 'active')
    .execute();
  return rows.map((row) => Number(row.id));
}

export async function notifyAdmins(ctx: Context, notice: Notice): Promise<void> {
  try {
    const actor = actorId(ctx);
    const admins = (await activeAdminIds(ctx.db)).filter((id) => id !== actor);
    await notifyUsers(ctx, admins, notice, {
      event: COMMON_NOTIFICATION_EVENT,
      channel: adminNotifyChannel,
    });
  } catch (error) {
    console.error(`Notifying the admins of "${notice.subject}" failed:`, error);
  }
}
