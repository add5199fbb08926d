/** Each change of an application's status e-mails the applicant. */
import type { jobApplicant } from '../../../resources/jobs';
import type { AfterUpdate } from '../../resources/hooks';

const STATUS_TEXT: Record<number, string> = {
  0: 'received and waiting for review',
  1: 'pre-selected: we would like to know more',
  2: 'at the interview stage: we will contact you to arrange it',
  3: 'successful: you have been selected, and we will be in touch about next steps',
  4: 'not taken further this time; thank you for your interest',
};

export const mailApplicantOnStatusChange: AfterUpdate<typeof jobApplicant> = async (
  ctx,
  { before, after },
) => {
  const status = Number(after.status);
  if (Number(before.status) === status) return;
  const job = await ctx.db
    .selectFrom('jobs')
    .select('title')
    .where('id', '=', Number(after.job_id))
    .executeTakeFirst();
  const title = String(job?.title ?? 'the position');
  await ctx.mailer.send({
    to: String(after.email),
    subject: `Your application for ${title}`,
    text: `Dear ${String(after.name)},\n\nYour application for ${title} is ${STATUS_TEXT[status] ?? 'updated'}.\n\nAcademy Admin\n`,
  });
};
