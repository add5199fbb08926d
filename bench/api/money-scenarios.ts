/**
 * The money reports over the filled expenses: the admin's dashboard report and one bank account's
 * ledger, both for the last 90 days. As with the list scenarios, each answer is checked once
 * against plain SQL (money-sql.ts) before it is measured, so a fast wrong figure fails the bench.
 */
import type { Db } from '../../server/db/types';
import type { FillResult } from './fill';
import {
  busiestAccount,
  expectedLedger,
  expectedReport,
  type ExpectedLedger,
  type ExpectedReport,
  type Period,
} from './money-sql';
import { isoDay, PER_PAGE, type Scenario } from './scenarios';

/** 90 days ending today: about a quarter, and it holds the demo seed's recent money too. */
const PERIOD_DAYS = 90;
export const REPORT_PATH = '/api/dashboard/report';
export const ledgerPath = (accountId: number) => `/api/bank-account/${accountId}/ledger`;

interface ReportAnswer {
  data?: {
    report?: {
      kind?: unknown;
      expenses?: unknown;
      breakdown?: { expenses?: unknown };
    } | null;
  };
}

interface LedgerAnswer {
  data?: { closing_balance?: unknown; entries?: { date?: unknown }[] };
  meta?: { total?: unknown };
}

/** Compared in minor units, as the database holds money; the API answers major units. */
function moneyProblem(field: string, answer: unknown, expectedMinor: number): string | null {
  if (typeof answer !== 'number') return `${field} is ${JSON.stringify(answer)}, not a number`;
  return Math.round(answer * 100) === expectedMinor
    ? null
    : `${field} is ${answer}, SQL sums ${expectedMinor / 100}`;
}

function checkReport(answer: unknown, expected: ExpectedReport): string[] {
  const report = (answer as ReportAnswer | null)?.data?.report;
  if (report?.kind !== 'admin') return ['the answer holds no admin report'];
  if (expected.expensesMinor === 0)
    return ['SQL finds no expenses in the period: nothing to check'];
  return [
    moneyProblem('report.breakdown.expenses', report.breakdown?.expenses, expected.expensesMinor),
    moneyProblem(
      'report.expenses',
      report.expenses,
      expected.expensesMinor + expected.tutorPaymentsMinor,
    ),
  ].filter((problem): problem is string => problem !== null);
}

function checkLedger(answer: unknown, expected: ExpectedLedger, period: Period): string[] {
  const { data, meta } = (answer as LedgerAnswer | null) ?? {};
  if (!data || !Array.isArray(data.entries) || typeof meta?.total !== 'number')
    return ['the answer is not a {data: AccountLedger, meta} page'];
  const problems: string[] = [];
  if (meta.total !== expected.entries)
    problems.push(`meta.total is ${meta.total}, SQL counts ${expected.entries}`);
  const rows = Math.min(PER_PAGE, expected.entries);
  if (data.entries.length !== rows)
    problems.push(`${data.entries.length} entries, expected ${rows}`);
  const dates = data.entries.map((entry) => String(entry.date));
  const stray = dates.find((date) => date < period.start || date > period.end);
  if (stray) problems.push(`entry dated ${stray}, outside ${period.start}…${period.end}`);
  if (dates.some((date, i) => i > 0 && date < (dates[i - 1] ?? date)))
    problems.push('entries are not oldest first');
  const closing = moneyProblem('data.closing_balance', data.closing_balance, expected.closingMinor);
  if (closing) problems.push(closing);
  return problems;
}

export async function buildMoneyScenarios(db: Db, fill: FillResult): Promise<Scenario[]> {
  const period: Period = { start: isoDay(1 - PERIOD_DAYS), end: isoDay(0) };
  const dates = `start_date=${period.start}&end_date=${period.end}`;
  const report = await expectedReport(db, period);
  const accountId = await busiestAccount(db, fill.firstId, fill.lastId);
  const ledger = await expectedLedger(db, accountId, period);
  return [
    {
      name: `dashboard report ${PERIOD_DAYS} days`,
      kind: 'report',
      path: `${REPORT_PATH}?${dates}`,
      check: (answer) => checkReport(answer, report),
    },
    {
      name: `ledger account ${accountId} ${PERIOD_DAYS} days`,
      kind: 'report',
      path: `${ledgerPath(accountId)}?${dates}&per_page=${PER_PAGE}`,
      check: (answer) => checkLedger(answer, ledger, period),
    },
  ];
}
