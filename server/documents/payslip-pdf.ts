/**
 * A tutor's payslip as a PDF: the month, each working-hours row with the rate it was priced at,
 * the approved overtime, the advance taken off, the net pay, and where and when it was paid.
 * Read with the payslip's own access and row scope (a tutor: their own pay runs only).
 */
import { payslip } from '../domain/billing/billing-api';
import { nameIn } from '../resources/title-in';
import { paymentType } from '../../resources/finance';
import { translatorFor } from '../i18n/translate';
import type { Context } from '../resources/context';
import type { CurrencyCode } from '../../i18n/format/currency';
import { createPdf, finishPdf } from './pdf/document';
import { letterheadOf } from './pdf/letterhead';
import { formatsFor, moneyFormat } from './pdf/format';
import { fileName, type PdfFile } from './pdf/pdf-file';
import { phrasesOf } from './pdf/phrases';
import { drawFacts, drawSectionTitle, drawSums, drawTable } from './pdf/table';

/**
 * The account and the method the run was paid from, by name (a tutor may read neither list), the
 * method in the payslip's language.
 */
async function paidFrom(ctx: Context, runId: number) {
  const row = await ctx.db
    .selectFrom('tutor_payments as r')
    .leftJoin('bank_accounts as a', 'a.id', 'r.bank_account_id')
    .leftJoin('banks as b', 'b.id', 'a.bank_id')
    .leftJoin('payment_types as m', 'm.id', 'r.payment_type_id')
    .select(['a.account_name as account', 'b.name as bank'])
    .select(nameIn(paymentType, 'm', ctx.language).as('method'))
    .where('r.id', '=', runId)
    .executeTakeFirst();
  const names = [row?.account, row?.bank, row?.method].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  );
  return names.join(' · ');
}

export async function payslipPdf(
  ctx: Context,
  runId: number,
  currency: CurrencyCode,
): Promise<PdfFile> {
  const slip = await payslip(ctx, runId);
  const tr = translatorFor(ctx.language ?? 'en');
  const t = phrasesOf(tr);
  const f = formatsFor(tr);
  const money = moneyFormat(tr, currency);
  const pdf = createPdf(tr, await letterheadOf(ctx), {
    title: t('payslipTitle'),
    lines: [f.period(slip.period)],
  });
  const status = tr.text(`enums.payRunStatus.${slip.status}`) ?? slip.status;
  drawFacts(pdf, [
    [t('tutor'), slip.employee_name],
    ...(slip.employee_no ? [[t('employeeNo'), slip.employee_no] as const] : []),
    [t('period'), f.period(slip.period)],
    [t('status'), slip.reference ? `${status} · ${slip.reference}` : status],
    ...(slip.paid_at ? [[t('paidOn'), f.date(slip.paid_at)] as const] : []),
    [t('paidFrom'), await paidFrom(ctx, runId)],
  ]);
  drawSectionTitle(pdf, t('hours'));
  drawTable(
    pdf,
    [
      { header: t('date'), share: 0.19 },
      { header: t('course'), share: 0.23 },
      { header: t('time'), share: 0.14 },
      { header: t('duration'), share: 0.18, align: 'right' },
      { header: t('rate'), share: 0.13, align: 'right' },
      { header: t('amount'), share: 0.13, align: 'right' },
    ],
    slip.hours.map((h) => [
      f.date(h.date),
      h.course_title ?? '—',
      f.timeSpan(h.start_time, h.end_time),
      f.duration(h.minutes),
      h.hourly_rate === null ? t('noRate') : money(h.hourly_rate),
      h.amount === null ? '—' : money(h.amount),
    ]),
    t('noHours'),
  );
  drawSectionTitle(pdf, t('overtime'));
  drawTable(
    pdf,
    [
      { header: t('weekOf'), share: 0.19 },
      { header: t('reason'), share: 0.37 },
      { header: t('duration'), share: 0.18, align: 'right' },
      { header: t('overtimeRate'), share: 0.13, align: 'right' },
      { header: t('amount'), share: 0.13, align: 'right' },
    ],
    slip.overtime.map((o) => [
      f.date(o.week_start),
      o.reason,
      f.duration(o.minutes),
      money(o.overtime_rate),
      money(o.amount),
    ]),
    t('noOvertime'),
  );
  drawSums(pdf, [
    {
      label: t('regularPay', { duration: f.duration(slip.regular_minutes) }),
      value: money(slip.regular_amount),
    },
    {
      label: t('overtimePay', { duration: f.duration(slip.overtime_minutes) }),
      value: money(slip.overtime_amount),
    },
    { label: t('advance'), value: money(-slip.advance) },
    { label: t('netPay'), value: money(slip.total), strong: true },
  ]);
  const who = slip.employee_no ?? String(slip.employee_id);
  return { name: fileName('payslip', slip.period, who), stream: finishPdf(pdf) };
}
