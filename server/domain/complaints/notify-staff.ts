/** A complaint filed by a tutor, student or parent is the staff's to answer: every admin is told. */
import type { Row } from '../../db/types';
import { actorId, type Context } from '../../resources/context';
import { excerpt, showLink, whoIs } from '../notifications/notice-text';
import { notifyAdmins } from '../notifications/notify-admins';
import { noticePhrase } from '../notifications/notice-phrase';

export async function notifyStaffOfComplaint(ctx: Context, complaint: Row): Promise<void> {
  if (ctx.actor === null || ctx.actor.kind === 'admin') return;
  await notifyAdmins(ctx, {
    subject: noticePhrase('notices.complaintSubject', { subject: String(complaint.subject) }),
    message: noticePhrase('notices.complaintMessage', {
      who: await whoIs(ctx.db, actorId(ctx)),
      text: excerpt(String(complaint.message)),
    }),
    link: showLink('complain', complaint.id),
  });
}
