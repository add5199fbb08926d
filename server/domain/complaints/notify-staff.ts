/** A complaint filed by a tutor, student or parent is the staff's to answer: every admin is told. */
import type { Row } from '../../db/types';
import { actorId, type Context } from '../../resources/context';
import { excerpt, showLink, whoIs } from '../notifications/notice-text';
import { notifyAdmins } from '../notifications/notify-admins';

export async function notifyStaffOfComplaint(ctx: Context, complaint: Row): Promise<void> {
  if (ctx.actor === null || ctx.actor.kind === 'admin') return;
  await notifyAdmins(ctx, {
    subject: `New complaint: ${String(complaint.subject)}`,
    message: `${await whoIs(ctx.db, actorId(ctx))} wrote: ${excerpt(String(complaint.message))}`,
    link: showLink('complain', complaint.id),
  });
}
