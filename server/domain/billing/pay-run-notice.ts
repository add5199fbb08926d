/** A pay run marked paid tells its tutor: the bell, and an e-mail. */
import type { Row } from '../../db/types';
import type { Context } from '../../resources/context';
import { spokenLanguage } from '../../i18n/translate';
import { noticePhrase, wordNotice } from '../notifications/notice-phrase';
import { centreDateOf } from '../scheduling/calendar';
import { notifyTutor, tutorAccount } from './tutor-notice';

/** `record` is the pay run as the API answers it (amounts in major units). */
export async function mailPaidPayRun(ctx: Context, record: Row): Promise<void> {
  const employeeId = Number(record.employee_id);
  const period = String(record.period);
  const link = `/employee/billing/payment/${String(record.id)}/payslip`;
  const hours = { minutes: Number(record.regular_minutes) + Number(record.overtime_minutes) };
  const total = { money: Number(record.total) };
  const subject = noticePhrase('notices.payRunSubject', { period: { period } });
  await notifyTutor(ctx, employeeId, {
    subject,
    message: noticePhrase('notices.payRunMessage', { hours, total }),
    link,
  });
  const account = await tutorAccount(ctx.db, employeeId);
  if (!account?.email) return;
  // The e-mail is in the tutor's saved language, else the admin's who marked the run paid
  // (docs/DOMAIN.md "Language of notices and e-mails"): nobody reads it in the app.
  const language = spokenLanguage(account.locale) ?? ctx.language ?? ctx.settings.centreLanguage;
  await ctx.mailer.send({
    to: account.email,
    subject: wordNotice(subject, language),
    text: wordNotice(
      noticePhrase('mail.payRunText', {
        name: account.full_name,
        period: { period },
        paidAt: { date: centreDateOf(String(record.paid_at)) },
        hours,
        total,
        link: `${ctx.settings.appUrl}${link}`,
      }),
      language,
    ),
  });
}
