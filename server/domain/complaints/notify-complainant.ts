/**
 * The bell notification (SPEC 3: subject, message, link, is_seen) telling a complainant their
 * complaint was answered. Written here as a plain notifications row until a shared notification
 * module exists to publish it live as well.
 */
import type { Row } from '../../db/types';
import { actorId, type Context } from '../../resources/context';
import { now } from '../../resources/records';

const EXCERPT = 200;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
}

export async function notifyComplainant(ctx: Context, complaint: Row): Promise<void> {
  const complainant = complaint.created_by;
  // Nobody to tell for a complaint the system filed, nor when people answer their own.
  if (complainant === null || complainant === undefined) return;
  if (Number(complainant) === actorId(ctx)) return;
  const stamp = now();
  await ctx.db
    .insertInto('notifications')
    .values({
      user_id: Number(complainant),
      subject: 'Your complaint has been answered',
      message: `${String(complaint.subject)}: ${excerpt(String(complaint.answer ?? ''))}`,
      link: `/common/complain/${String(complaint.id)}/show`,
      is_seen: 0,
      created_at: stamp,
      updated_at: stamp,
      created_by: actorId(ctx),
      updated_by: actorId(ctx),
    })
    .execute();
}
