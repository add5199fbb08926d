/**
 * The overdraw rule on withdrawals and expenses: on create, update and toggle (switching a voided
 * row back on takes its money again), inside the write's transaction, so it sees the row as it
 * will be stored. See overdraw.ts.
 */
import type { RecordOf, StoredRowOf } from '../../../schema';
import type { expense, withdraw } from '../../../resources/finance';
import type { ResourceHooks } from '../../resources/hooks';
import { translatorFor } from '../../i18n/translate';
import { refuseOverdraw } from './overdraw';

/** Withdrawals and expenses share the fields these hooks read. */
type Outflow = typeof withdraw | typeof expense;

const isOn = (value: unknown) => value === true || Number(value) === 1;

export function outflowHooks(
  kind: 'withdraw' | 'expense',
): ResourceHooks<RecordOf<Outflow>, StoredRowOf<Outflow>> {
  return {
    async beforeSave(tx, ctx, { values, current }) {
      const next = { ...current, ...values };
      const accountId = Number(next.bank_account_id);
      if (!Number.isInteger(accountId) || accountId <= 0) return;
      const active =
        next.is_active === undefined || next.is_active === null || isOn(next.is_active);
      await refuseOverdraw(
        tx,
        {
          bankAccountId: accountId,
          amount: active ? Number(next.amount ?? 0) : 0,
          replaces: current ? { kind, id: current.id } : undefined,
        },
        translatorFor(ctx.language ?? 'en'),
      );
    },
  };
}
