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
import { noticePhrase } from './notice-phrase';

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
  const values = {
    guardian: String(request.guardian_name),
    student: String(request.student_name),
    level,
    phone: String(request.phone),
  };
  return {
    subject: noticePhrase('notices.tutoringRequestSubject', { student: values.student }),
    message: subject
      ? noticePhrase('notices.tutoringRequestInSubjectMessage', { ...values, subject })
      : noticePhrase('notices.tutoringRequestMessage', values),
    link: showLink('tutoring-request', request.id),
  };
});

export const announceContactMessage = fromPublicSite(async (_db, contact) => ({
  subject: noticePhrase('notices.contactSubject', { subject: String(contact.subject) }),
  message: noticePhrase('notices.contactMessage', {
    name: String(contact.name),
    email: String(contact.email),
    text: excerpt(String(contact.message)),
  }),
  link: showLink('contact-request', contact.id),
}));

export const announceJobApplication = fromPublicSite(async (db, applicant) => {
  const job = (await titleOf(db, 'jobs', 'title', applicant.job_id)) ?? 'a job';
  return {
    subject: noticePhrase('notices.jobApplicationSubject', { job }),
    message: noticePhrase('notices.jobApplicationMessage', {
      name: String(applicant.name),
      email: String(applicant.email),
      job,
    }),
    link: showLink('job-applicant', applicant.id),
  };
});

export const announceBlogComment = fromPublicSite(async (db, comment) => {
  const post = (await titleOf(db, 'blog_posts', 'title', comment.blog_post_id)) ?? 'a post';
  return {
    subject: noticePhrase('notices.commentSubject', { post }),
    message: noticePhrase('notices.commentMessage', {
      name: String(comment.name),
      post,
      text: excerpt(String(comment.body)),
    }),
    link: showLink('blog-comment', comment.id),
  };
});
