/**
 * The bank-account endpoints (docs/API.md "Finance"): balances of every account and one account's
 * ledger, for whoever may read bank accounts, answered in major units (the API's money).
 */
import type { AccountLedger } from '../../../schema';
import { authorize, findScoped } from '../../resources/access';
import type { Context } from '../../resources/context';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import { csvLine } from '../import/template';
import { fromMinorUnits } from '../money';
import { accountBalances } from './balances';
import { readLedger, type Ledger } from './ledger';
import { readPeriod, type Period } from './period';
import { bankAccount } from '../../../resources/finance';

export interface ListMeta {
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

export async function balancesOfAccounts(ctx: Context) {
  authorize(ctx, 'read', bankAccount);
  return (await accountBalances(ctx.db)).map((account) => ({
    ...account,
    opening_balance: fromMinorUnits(account.opening_balance),
    balance: fromMinorUnits(account.balance),
  }));
}

export function readPage(query: Record<string, unknown>, tr: Translator) {
  const number = (field: string, fallback: number, max: number) => {
    const raw = query[field];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > max)
      throw ValidationError.field(
        field,
        tr.t('requests.wholeNumberField', { attribute: field, max }),
      );
    return value;
  };
  return { page: number('page', 1, 1_000_000), perPage: number('per_page', 25, 500) };
}

async function ledgerOf(ctx: Context, id: number, query: Record<string, unknown>, paged: boolean) {
  authorize(ctx, 'read', bankAccount);
  const account = await findScoped(ctx, ctx.db, bankAccount, id);
  const tr = translatorFor(ctx.language ?? 'en');
  const period = readPeriod(query, tr);
  const page = paged ? readPage(query, tr) : undefined;
  const ledger = await readLedger(
    ctx.db,
    { id, opening_balance: Number(account.opening_balance) },
    period,
    page,
  );
  return { account, period, page, ledger };
}

const inMajorUnits = (ledger: Ledger) => ({
  opening_balance: fromMinorUnits(ledger.opening_balance),
  money_in: fromMinorUnits(ledger.money_in),
  money_out: fromMinorUnits(ledger.money_out),
  closing_balance: fromMinorUnits(ledger.closing_balance),
  entries: ledger.entries.map((entry) => ({
    ...entry,
    money_in: fromMinorUnits(entry.money_in),
    money_out: fromMinorUnits(entry.money_out),
    balance: fromMinorUnits(entry.balance),
  })),
});

const periodOut = (period: Period) => ({ start_date: period.start, end_date: period.end });

export async function accountLedger(
  ctx: Context,
  id: number,
  query: Record<string, unknown>,
): Promise<{ data: AccountLedger; meta: ListMeta }> {
  const { account, period, page, ledger } = await ledgerOf(ctx, id, query, true);
  const perPage = page?.perPage ?? 25;
  return {
    data: {
      account: {
        id,
        account_name: String(account.account_name),
        account_number: String(account.account_number),
      },
      ...periodOut(period),
      ...inMajorUnits(ledger),
    },
    meta: {
      total: ledger.total,
      current_page: page?.page ?? 1,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(ledger.total / perPage)),
    },
  };
}

const amount = (minor: number) => (minor === 0 ? '' : fromMinorUnits(minor).toFixed(2));

/** The whole period's ledger as CSV (UTF-8 with a byte-order mark, so Excel keeps Bangla). */
export async function accountLedgerCsv(ctx: Context, id: number, query: Record<string, unknown>) {
  const { account, period, ledger } = await ledgerOf(ctx, id, query, false);
  const lines = [
    csvLine(['Account', String(account.account_name), String(account.account_number)]),
    csvLine(['Period', period.start, period.end]),
    csvLine(['Date', 'Kind', 'Description', 'Money in', 'Money out', 'Balance', 'Voided']),
    csvLine([
      period.start,
      'opening',
      'Opening balance',
      '',
      '',
      fromMinorUnits(ledger.opening_balance).toFixed(2),
      '',
    ]),
    ...ledger.entries.map((e) =>
      csvLine([
        e.date,
        e.kind,
        e.description,
        amount(e.money_in),
        amount(e.money_out),
        fromMinorUnits(e.balance).toFixed(2),
        e.voided ? 'yes' : '',
      ]),
    ),
    csvLine([
      '',
      'totals',
      'Period totals',
      amount(ledger.money_in),
      amount(ledger.money_out),
      '',
      '',
    ]),
    csvLine([
      period.end,
      'closing',
      'Closing balance',
      '',
      '',
      fromMinorUnits(ledger.closing_balance).toFixed(2),
      '',
    ]),
  ];
  return {
    filename: `ledger-${id}-${period.start}-${period.end}.csv`,
    body: `\uFEFF${lines.join('\r\n')}\r\n`,
  };
}
