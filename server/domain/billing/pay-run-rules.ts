/**
 * Monthly pay runs (`tutor-payment`, docs/API.md "Billing"). Creating one computes its figures
 * from the tutor's open rows of the month and links those rows to it, in one transaction; the
 * client sends only the tutor, the month, the advance and where the money comes from. One pay run
 * per tutor and month (unique index; checked again inside the transaction, under a lock of the
 * tutor's row on PostgreSQL, so two clerks paying at once get a 422, not a second run). A paid run
 * is final: it cannot be changed, deleted or set back to unpaid. Deleting an unpaid run releases
 * its rows.
 */
import { overTime, workingHour, type tutorPayment } from '../../../resources/billing';
import type { Executor, Tx } from '../../db/types';
import { openTables } from '../../db/types';
import type { RecordOf, Resource, StoredRowOf } from '../../../schema';
import type { Context } from '../../resources/context';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { updateRow } from '../../resources/row-writes';
import type { HooksOf } from '../../resources/hooks';
import { centreDateOf, centreNow } from '../scheduling/calendar';
import { refuseOverdraw } from '../finance/overdraw';
import { netPay, periodBounds } from './pay-figures';
import { payRunRows } from './pay-run-rows';
import { mailPaidPayRun } from './pay-run-notice';

type PayRunValues = Partial<RecordOf<typeof tutorPayment>>;
type PayRunRow = StoredRowOf<typeof tutorPayment>;

const PAID = 'paid';
async function tutorName(db: Executor, employeeId: number, tr: Translator): Promise<string> {
  const row = await db
    .selectFrom('employees')
    .select('full_name')
    .where('id', '=', employeeId)
    .executeTakeFirst();
  return row ? String(row.full_name) : tr.t('billing.theTutor');
}

/** Why the tutor's month cannot have another pay run, or undefined. */
export async function existingRunMessage(
  db: Executor,
  employeeId: number,
  period: string,
  tr: Translator,
): Promise<string | undefined> {
  const run = await db
    .selectFrom('tutor_payments')
    .select(['status', 'paid_at'])
    .where('employee_id', '=', employeeId)
    .where('period', '=', period)
    .executeTakeFirst();
  if (!run) return undefined;
  const name = await tutorName(db, employeeId, tr);
  const month = tr.period(period);
  return run.status === PAID
    ? tr.t('billing.alreadyPaid', {
        name,
        period: month,
        date: tr.date(centreDateOf(String(run.paid_at))),
      })
    : tr.t('billing.alreadyHasRun', { name, period: month });
}

/** "Rows without a rate on 2026-11-03, 2026-11-05: set the tutor's rate first." */
export const unpricedMessage = (dates: string[], tr: Translator) =>
  tr.t('billing.unpriced', { dates: tr.list([...new Set(dates)].map(tr.date)) });

async function creationErrors(
  db: Executor,
  employeeId: number,
  period: string,
  tr: Translator,
): Promise<FieldErrors> {
  if (!periodBounds(period)) return { period: [tr.t('billing.periodFormat')] };
  const existing = await existingRunMessage(db, employeeId, period, tr);
  if (existing) return { period: [existing] };
  const rows = await payRunRows(db, employeeId, period);
  if (!rows) return {};
  if (rows.unpriced.length > 0)
    return {
      period: [
        unpricedMessage(
          rows.unpriced.map((r) => r.date),
          tr,
        ),
      ],
    };
  if (rows.hours.length === 0 && rows.overtime.length === 0)
    return {
      period: [
        tr.t('billing.nothingToPay', {
          name: await tutorName(db, employeeId, tr),
          period: tr.period(period),
        }),
      ],
    };
  return {};
}

async function lockTutor(tx: Tx, ctx: Context, employeeId: number): Promise<void> {
  if (ctx.dialect !== 'postgres') return; // SQLite runs one write transaction at a time
  await tx.selectFrom('employees').select('id').where('id', '=', employeeId).forUpdate().execute();
}

async function fillFigures(
  tx: Tx,
  ctx: Context,
  values: PayRunValues,
  tr: Translator,
): Promise<void> {
  const employeeId = Number(values.employee_id);
  const period = String(values.period);
  await lockTutor(tx, ctx, employeeId);
  const errors = await creationErrors(tx, employeeId, period, tr);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const rows = (await payRunRows(tx, employeeId, period))!;
  const advance = Number(values.advance ?? 0);
  const total = netPay(rows, advance);
  if (total < 0) throw ValidationError.field('advance', tr.t('billing.advanceTooHigh'));
  Object.assign(values, {
    regular_minutes: rows.regular_minutes,
    regular_amount: rows.regular_amount,
    overtime_minutes: rows.overtime_minutes,
    overtime_amount: rows.overtime_amount,
    advance,
    total,
  });
}

const BILLED = [workingHour, overTime] as const;

async function linkRows(tx: Tx, ctx: Context, run: PayRunRow): Promise<void> {
  const rows = (await payRunRows(tx, Number(run.employee_id), String(run.period)))!;
  const billed: [Resource, { id: number }[]][] = [
    [workingHour, rows.hours],
    [overTime, rows.overtime],
  ];
  for (const [resource, ofRun] of billed) {
    const linked = ofRun.map((r) => r.id);
    if (linked.length === 0) continue;
    const stored = await openTables(tx)
      .selectFrom(resource.table)
      .selectAll()
      .where('id', 'in', linked)
      .execute();
    for (const row of stored)
      await updateRow(tx, ctx, resource, row, { tutor_payment_id: Number(run.id) });
  }
}

async function releaseRows(tx: Tx, ctx: Context, runId: number): Promise<void> {
  for (const resource of BILLED) {
    const linked = await tx
      .selectFrom(resource.table)
      .selectAll()
      .where('tutor_payment_id', '=', runId)
      .execute();
    // Their hooks refuse any change of a row in a pay run: this is the run letting go of them.
    for (const row of linked)
      await updateRow(tx, ctx, resource, row, { tutor_payment_id: null }, { hooks: false });
  }
}

const paidDate = (values: PayRunValues, current: PayRunRow | undefined) =>
  values.paid_at ?? current?.paid_at ?? centreNow().date;

export const payRunRules: HooksOf<typeof tutorPayment> = {
  async check(ctx, db, { values, current }) {
    const tr = translatorFor(ctx.language ?? 'en');
    if (current?.status === PAID) return { status: [tr.t('billing.payRunFinal')] };
    if (!current) return creationErrors(db, Number(values.employee_id), String(values.period), tr);
    for (const field of ['employee_id', 'period'] as const)
      if (field in values && String(values[field]) !== String(current[field]))
        return { [field]: [tr.t('billing.keepsTutorAndMonth')] };
    return {};
  },
  async beforeSave(tx, ctx, { values, current }) {
    const tr = translatorFor(ctx.language ?? 'en');
    if (current?.status === PAID)
      throw ValidationError.field('status', tr.t('billing.payRunFinal'));
    if (!current) await fillFigures(tx, ctx, values, tr);
    else if ('advance' in values) {
      const total = netPay(
        {
          regular_minutes: 0,
          regular_amount: Number(current.regular_amount),
          overtime_minutes: 0,
          overtime_amount: Number(current.overtime_amount),
        },
        Number(values.advance ?? 0),
      );
      if (total < 0) throw ValidationError.field('advance', tr.t('billing.advanceTooHigh'));
      values.total = total;
    }
    if ((values.status ?? current?.status) === PAID) {
      values.paid_at = paidDate(values, current);
      // Money leaves the account only when the run is paid; it may not overdraw it.
      await refuseOverdraw(
        tx,
        {
          bankAccountId: Number(values.bank_account_id ?? current?.bank_account_id),
          amount: Number(values.total ?? current?.total),
          replaces: current ? { kind: 'tutor_payment', id: current.id } : undefined,
        },
        tr,
        'status',
      );
    }
  },
  async afterSave(tx, ctx, { row, current }) {
    if (!current) await linkRows(tx, ctx, row);
  },
  async beforeDelete(tx, ctx, row) {
    if (row.status === PAID)
      throw ValidationError.field(
        'status',
        translatorFor(ctx.language ?? 'en').t('billing.payRunFinal'),
      );
    await releaseRows(tx, ctx, row.id);
  },
  async afterCreate(ctx, record) {
    if (record.status === PAID) await mailPaidPayRun(ctx, record);
  },
  async afterUpdate(ctx, { before, after }) {
    if (before.status !== PAID && after.status === PAID) await mailPaidPayRun(ctx, after);
  },
};
