/**
 * What the public site's forms (public-api.config.ts) bring in for the staff: a tutoring request,
 * a contact message, a job application, a blog comment to moderate. Each stored one is announced
 * to every active admin, linked to its page. Only the public site creates without a signed-in
 * user, so staff entering the same records by hand are not announced; a post the honeypot
 * swallowed stores nothing and so announces nothing.
 */
import type { Executor, Row } from '../../db/types';
import type { ResourceHooks } from '../../resources/hooks';
import { excerpt, showLink } from './notice-text';
import type { Notice } from './notify';
import { notifyAdmins } from './notify-admins';

type Describe = (db: Executor, record: Row) => Promise<Notice>;

function fromPublicSite(describe: Describe): NonNullable<ResourceHooks['afterCreate']> {
  return async (ctx, record) => {
    if (ctx.actor !== null) return;
    await notifyAdmins(ctx, await describe(ctx.db, record));
  };
}

async function titleOf(
  db: Executor,
  table: 'subjects' | 'jobs' | 'blog_posts',
  column: 'name' | 'title',
  id: unknown,
): Promise<string | undefined> {
  if (id === null || id === undefined) return undefined;
  const row = await db
    .selectFrom(table)
    .select(column)
    .where('id', '=', Number(id))
    .executeTakeFirst();
  return row ? String((row as Record<string, unknown>)[column]) : undefined;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

export const announceTutoringRequest = fromPublicSite(async (db, request) => {
  const subject = await titleOf(db, 'subjects', 'name', request.subject_id);
  const level = filled(request.student_level) ? ` (${request.student_level})` : '';
  return {
    subject: `New tutoring request: ${String(request.student_name)}`,
    message: `${String(request.guardian_name)} asks for tutoring for ${String(request.student_name)}${level}${subject ? ` in ${subject}` : ''}. Phone: ${String(request.phone)}.`,
    link: showLink('tutoring-request', request.id),
  };
});

export const announceContactMessage = fromPublicSite(async (_db, contact) => ({
  subject: `New contact message: ${String(contact.subject)}`,
  message: `${String(contact.name)} (${String(contact.email)}) wrote: ${excerpt(String(contact.message))}`,
  link: showLink('contact-request', contact.id),
}));

export const announceJobApplication = fromPublicSite(async (db, applicant) => {
  const job = (await titleOf(db, 'jobs', 'title', applicant.job_id)) ?? 'a job';
  return {
    subject: `New job application: ${job}`,
    message: `${String(applicant.name)} (${String(applicant.email)}) applied for ${job}.`,
    link: showLink('job-applicant', applicant.id),
  };
});

export const announceBlogComment = fromPublicSite(async (db, comment) => {
  const post = (await titleOf(db, 'blog_posts', 'title', comment.blog_post_id)) ?? 'a post';
  return {
    subject: `Comment awaiting moderation: ${post}`,
    message: `${String(comment.name)} commented on "${post}": ${excerpt(String(comment.body))}`,
    link: showLink('blog-comment', comment.id),
  };
});
