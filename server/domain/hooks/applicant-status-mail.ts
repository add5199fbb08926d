/**
 * Each change of an application's status e-mails the applicant, in the language they applied in
 * (docs/API.md "Job applicants"); the job's title is quoted as typed.
 */
import { ApplicantStatus } from '../../../schema';
import type { jobApplicant } from '../../../resources/jobs';
import { mailTranslator, type PhraseKey } from '../../i18n/translate';
import type { AfterUpdate } from '../../resources/hooks';
import { centreName } from '../site/centre-name';

const STATUS_TEXT: Record<ApplicantStatus, PhraseKey> = {
  [ApplicantStatus.Applied]: 'mail.applicationApplied',
  [ApplicantStatus.PreSelected]: 'mail.applicationPreSelected',
  [ApplicantStatus.Interviewing]: 'mail.applicationInterviewing',
  [ApplicantStatus.Selected]: 'mail.applicationSelected',
  [ApplicantStatus.Rejected]: 'mail.applicationRejected',
};

export const mailApplicantOnStatusChange: AfterUpdate<typeof jobApplicant> = async (
  ctx,
  { before, after },
) => {
  const status = Number(after.status);
  if (Number(before.status) === status) return;
  const application = await ctx.db
    .selectFrom('job_applicants')
    .leftJoin('jobs', 'jobs.id', 'job_applicants.job_id')
    .select(['jobs.title', 'job_applicants.language'])
    .where('job_applicants.id', '=', Number(after.id))
    .executeTakeFirst();
  // An application typed in by staff, or sent before its language was kept, is the centre's.
  const tr = mailTranslator(application?.language, ctx.settings.centreLanguage);
  const title = application?.title ? String(application.title) : tr.t('mail.applicationJobGone');
  await ctx.mailer.send({
    to: String(after.email),
    subject: tr.t('mail.applicationSubject', { title }),
    text: tr.t('mail.applicationText', {
      name: String(after.name),
      title,
      status: tr.t(STATUS_TEXT[status as ApplicantStatus] ?? 'mail.applicationUpdated'),
      centre: await centreName(ctx.db),
    }),
  });
};
