/**
 * `GET /api/finance/flows` (docs/API.md "Money flows"), for whoever may read bank accounts:
 * one page of the counted movements of the asked kinds (all revenue and expense kinds by default)
 * over a period, with the period's totals, in major units.
 */
import { bankAccount } from '../../../resources/finance';
import { FLOW_KINDS, isFlowKind, type FlowKind, type MoneyFlows } from '../../../schema';
import { authorize } from '../../resources/access';
import type { Context } from '../../resources/context';
import { ValidationError } from '../../resources/errors';
import { translatorFor, type Translator } from '../../i18n/translate';
import { fromMinorUnits } from '../money';
import { readPage, type ListMeta } from './account-ledger';
import { readFlows } from './flows';
import { readPeriod } from './period';

/** `kinds=order_payment,income`: a comma list of flow kinds; empty or left out means all. */
function readKinds(query: Record<string, unknown>, tr: Translator): readonly FlowKind[] {
  const raw = query.kinds;
  if (raw === undefined || raw === '') return FLOW_KINDS;
  const names = typeof raw === 'string' ? raw.split(',') : [];
  if (names.length === 0 || !names.every(isFlowKind))
    throw ValidationError.field(
      'kinds',
      tr.t('finance.unknownFlowKinds', { kinds: FLOW_KINDS.join(', ') }),
    );
  return FLOW_KINDS.filter((kind) => names.includes(kind));
}

export async function moneyFlows(
  ctx: Context,
  query: Record<string, unknown>,
): Promise<{ data: MoneyFlows; meta: ListMeta }> {
  authorize(ctx, 'read', bankAccount);
  const tr = translatorFor(ctx.language ?? 'en');
  const period = readPeriod(query, tr);
  const kinds = readKinds(query, tr);
  const page = readPage(query, tr);
  const flows = await readFlows(ctx.db, kinds, period, page);
  const meta: ListMeta = {
    total: flows.total,
    current_page: page.page,
    per_page: page.perPage,
    last_page: Math.max(1, Math.ceil(flows.total / page.perPage)),
  };
  return {
    data: {
      start_date: period.start,
      end_date: period.end,
      kinds: [...kinds],
      money_in: fromMinorUnits(flows.money_in),
      money_out: fromMinorUnits(flows.money_out),
      net: fromMinorUnits(flows.money_in - flows.money_out),
      entries: flows.rows.map((row) => ({
        ...row,
        money_in: fromMinorUnits(row.money_in),
        money_out: fromMinorUnits(row.money_out),
      })),
    },
    meta,
  };
}
