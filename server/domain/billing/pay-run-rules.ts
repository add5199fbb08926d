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
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { updateRow } from '../../resources/row-writes';
import type { HooksOf } from '../../resources/hooks';
import { centreNow } from '../scheduling/calendar';
import { refuseOverdraw } from '../finance/overdraw';
import { netPay, periodBounds } from './pay-figures';
import { payRunRows } from './pay-run-rows';
import { mailPaidPayRun } from './pay-run-notice';

type PayRunValues = Partial<RecordOf<typeof tutorPayment>>;
type PayRunRow = StoredRowOf<typeof tutorPayment>;

const PAID = 'paid';
const FINAL = 'A paid pay run cannot be changed, deleted or set back to unpaid.';

async function tutorName(db: Executor, employeeId: number): Promise<string> {
  const row = await db
    .selectFrom('employees')
    .select('full_name')
    .where('id', '=', employeeId)
    .executeTakeFirst();
  return row ? String(row.full_name) : 'The tutor';
}

/** Why the tutor's month cannot have another pay run, or undefined. */
export async function existingRunMessage(
  db: Executor,
  employeeId: number,
  period: string,
): Promise<string | undefined> {
  const run = await db
    .selectFrom('tutor_payments')
    .select(['status', 'paid_at'])
    .where('employee_id', '=', employeeId)
    .where('period', '=', period)
    .executeTakeFirst();
  if (!run) return undefined;
  const name = await tutorName(db, employeeId);
  return run.status === PAID
    ? `${name}'s ${period} was already paid on ${String(run.paid_at)}.`
    : `${name} already has a pay run for ${period}.`;
}

/** "Rows without a rate on 2026-11-03, 2026-11-05: set the tutor's rate first." */
export const unpricedMessage = (dates: string[]) =>
  `The tutor has hours without a rate on ${[...new Set(dates)].join(', ')}: set the tutor's rate first.`;

async function creationErrors(
  db: Executor,
  employeeId: number,
  period: string,
): Promise<FieldErrors> {
  if (!periodBounds(period)) return { period: ['The period must be a month written YYYY-MM.'] };
  const existing = await existingRunMessage(db, employeeId, period);
  if (existing) return { period: [existing] };
  const rows = await payRunRows(db, employeeId, period);
  if (!rows) return {};
  if (rows.unpriced.length > 0)
    return { period: [unpricedMessage(rows.unpriced.map((r) => r.date))] };
  if (rows.hours.length === 0 && rows.overtime.length === 0)
    return {
      period: [`${await tutorName(db, employeeId)} has no approved, unpaid hours in ${period}.`],
    };
  return {};
}

async function lockTutor(tx: Tx, ctx: Context, employeeId: number): Promise<void> {
  if (ctx.dialect !== 'postgres') return; // SQLite runs one write transaction at a time
  await tx.selectFrom('employees').select('id').where('id', '=', employeeId).forUpdate().execute();
}

async function fillFigures(tx: Tx, ctx: Context, values: PayRunValues): Promise<void> {
  const employeeId = Number(values.employee_id);
  const period = String(values.period);
  await lockTutor(tx, ctx, employeeId);
  const errors = await creationErrors(tx, employeeId, period);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const rows = (await payRunRows(tx, employeeId, period))!;
  const advance = Number(values.advance ?? 0);
  const total = netPay(rows, advance);
  if (total < 0)
    throw ValidationError.field('advance', 'The advance is more than the pay of the month.');
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
  async check(_ctx, db, { values, current }) {
    if (current?.status === PAID) return { status: [FINAL] };
    if (!current) return creationErrors(db, Number(values.employee_id), String(values.period));
    for (const field of ['employee_id', 'period'] as const)
      if (field in values && String(values[field]) !== String(current[field]))
        return { [field]: ['A pay run keeps its tutor and month: delete it and make a new one.'] };
    return {};
  },
  async beforeSave(tx, ctx, { values, current }) {
    if (current?.status === PAID) throw ValidationError.field('status', FINAL);
    if (!current) await fillFigures(tx, ctx, values);
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
      if (total < 0)
        throw ValidationError.field('advance', 'The advance is more than the pay of the month.');
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
        'status',
      );
    }
  },
  async afterSave(tx, ctx, { row, current }) {
    if (!current) await linkRows(tx, ctx, row);
  },
  async beforeDelete(tx, ctx, row) {
    if (row.status === PAID) throw ValidationError.field('status', FINAL);
    await releaseRows(tx, ctx, row.id);
  },
  async afterCreate(ctx, record) {
    if (record.status === PAID) await mailPaidPayRun(ctx, record);
  },
  async afterUpdate(ctx, { before, after }) {
    if (before.status !== PAID && after.status === PAID) await mailPaidPayRun(ctx, after);
  },
};
