/**
 * Sums over the money kept per account, day and month (server/db/money-days.ts): rows (alias `d`)
 * whose amounts are positive and whose kind says the direction. A span of days is read as its
 * whole months from `money_months` and only the days at either end from `money_days`, so a year
 * costs some fifty rows per account and kind instead of one per day.
 */
import { sql, type RawBuilder } from 'kysely';
import { addDays } from '../scheduling/calendar';
import { monthOf } from './period';

/** The kinds of movement that bring money into an account; every other kind takes it out. */
export const MONEY_IN_KINDS = ['income', 'order_payment'] as const;

/** A row's effect on its account's balance: money in minus money out, nothing when voided. */
export const COUNTED_NET = sql`case when d.counts <> 1 then 0
  when d.kind in (${sql.join(MONEY_IN_KINDS)}) then d.amount else -d.amount end`;

/** Days from `from` to `to`, both included (YYYY-MM-DD); without `from`, every day up to `to`. */
export interface DaySpan {
  from?: string;
  to: string;
}

export interface SpanParts {
  /** The whole months of the span, by their first days (`from` absent: every month before). */
  months?: DaySpan;
  /** The days before the first whole month and after the last, at most two runs. */
  days: DaySpan[];
}

const nextMonth = (day: string) => addDays(monthOf(day).end, 1);

/** Splits a span into whole months and the days at its ends. */
export function splitSpan({ from, to }: DaySpan): SpanParts {
  const firstWhole = from === undefined || from.endsWith('-01') ? from : nextMonth(from);
  const afterWhole = monthOf(to).end === to ? nextMonth(to) : monthOf(to).start;
  if (firstWhole !== undefined && firstWhole >= afterWhole)
    return { days: [from === undefined ? { to } : { from, to }] };
  const days: DaySpan[] = [];
  if (from !== undefined && firstWhole !== undefined && from < firstWhole)
    days.push({ from, to: addDays(firstWhole, -1) });
  if (afterWhole <= to) days.push({ from: afterWhole, to });
  const lastWhole = monthOf(addDays(afterWhole, -1)).start;
  return {
    months: firstWhole === undefined ? { to: lastWhole } : { from: firstWhole, to: lastWhole },
    days,
  };
}

const between = (column: string, { from, to }: DaySpan) =>
  from === undefined
    ? sql`${sql.ref(column)} <= ${to}`
    : sql`${sql.ref(column)} >= ${from} and ${sql.ref(column)} <= ${to}`;

/**
 * The kept money of a span as rows `bank_account_id, kind, counts, amount, entries, month`
 * (`YYYY-MM`), for `select … from (${moneyRows(…)}) d`: one account's, or every account's.
 */
export function moneyRows(span: DaySpan, accountId?: number): RawBuilder<unknown> {
  const parts = splitSpan(span);
  const account = (alias: string) =>
    accountId === undefined
      ? sql``
      : sql` and ${sql.ref(`${alias}.bank_account_id`)} = ${accountId}`;
  const columns = (alias: string, when: string) =>
    sql.raw(
      `${alias}.bank_account_id, ${alias}.kind, ${alias}.counts, ${alias}.amount, ` +
        `${alias}.entries, substr(cast(${alias}.${when} as text), 1, 7) as month`,
    );
  const branches = parts.days.map(
    (days) =>
      sql`select ${columns('x', 'day')} from money_days x where ${between('x.day', days)}${account('x')}`,
  );
  if (parts.months)
    branches.push(
      sql`select ${columns('y', 'month')} from money_months y
        where ${between('y.month', parts.months)}${account('y')}`,
    );
  return sql.join(branches, sql` union all `);
}
