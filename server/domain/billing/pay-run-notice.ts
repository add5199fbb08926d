/** A pay run marked paid tells its tutor: the bell, and an e-mail. */
import type { Row } from '../../db/types';
import type { Context } from '../../resources/context';
import { formatMinutes } from './work-time';
import { notifyTutor, tutorAccount } from './tutor-notice';

/** `record` is the pay run as the API answers it (amounts in major units). */
export async function mailPaidPayRun(ctx: Context, record: Row): Promise<void> {
  const employeeId = Number(record.employee_id);
  const period = String(record.period);
  const link = `/employee/billing/payment/${String(record.id)}/payslip`;
  const hours = formatMinutes(Number(record.regular_minutes) + Number(record.overtime_minutes));
  const total = Number(record.total).toFixed(2);
  await notifyTutor(ctx, employeeId, {
    subject: `Your pay for ${period} has been paid`,
    message: `${hours}, net pay ${total}.`,
    link,
  });
  const account = await tutorAccount(ctx.db, employeeId);
  if (!account?.email) return;
  await ctx.mailer.send({
    to: account.email,
    subject: `Your pay for ${period} has been paid`,
    text: [
      `Dear ${account.full_name},`,
      '',
      `Your pay for ${period} was paid on ${String(record.paid_at)}.`,
      `Hours: ${hours}. Net pay: ${total}.`,
      '',
      `Your payslip: ${ctx.settings.appUrl}${link}`,
    ].join('\n'),
  });
}
