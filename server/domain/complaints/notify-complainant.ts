/** The bell notification telling a complainant their complaint was answered. */
import type { Row } from '../../db/types';
import { actorId, type Context } from '../../resources/context';
import { excerpt } from '../notifications/notice-text';
import { notifyUsers } from '../notifications/notify';
import { noticePhrase } from '../notifications/notice-phrase';

export async function notifyComplainant(ctx: Context, complaint: Row): Promise<void> {
  const complainant = complaint.created_by;
  // Nobody to tell for a complaint the system filed, nor when people answer their own.
  if (complainant === null || complainant === undefined) return;
  if (Number(complainant) === actorId(ctx)) return;
  await notifyUsers(ctx, [Number(complainant)], {
    subject: noticePhrase('notices.complaintAnsweredSubject'),
    message: noticePhrase('notices.complaintAnsweredMessage', {
      subject: String(complaint.subject),
      answer: excerpt(String(complaint.answer ?? '')),
    }),
    link: `/common/complain/${String(complaint.id)}/show`,
  });
}
