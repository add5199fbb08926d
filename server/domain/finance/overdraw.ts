/**
 * No payment may take a bank account below zero. Withdrawals and expenses are checked by their
 * hooks (finance-hooks.ts); the tutor pay run calls `refuseOverdraw` itself before it marks a
 * payment paid, inside its transaction:
 *
 *   await refuseOverdraw(tx, { bankAccountId, amount: total, replaces: { kind: 'tutor_payment', id } }, tr);
 *
 * `amount` is what will leave the account (minor units; 0 when the row no longer takes money,
 * say voided). `replaces` names the stored row the write changes, whose present effect is left
 * out first. A change that does not lower the balance is always allowed, so fixing a typo on an
 * account that is already overdrawn (old data) still works. Call it inside the write's
 * transaction: on PostgreSQL it locks the account row until the write commits.
 */
import { dialectOf } from '../../db/schema-builder';
import type { Executor } from '../../db/types';
import type { Translator } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import { fromMinorUnits } from '../money';
import { balanceOf } from './balances';
import type { MovementKind } from './movements';

export interface Outflow {
  bankAccountId: number;
  /** Minor units leaving the account once the write is done. */
  amount: number;
  replaces?: { kind: MovementKind; id: number };
}

export async function refuseOverdraw(
  db: Executor,
  outflow: Outflow,
  tr: Translator,
  field = 'amount',
): Promise<void> {
  // Payments from the same account queue here until the first commits, so two cannot both spend
  // the last of it. SQLite runs one write transaction at a time already.
  if (dialectOf(db) === 'postgres')
    await db
      .selectFrom('bank_accounts')
      .select('id')
      .where('id', '=', outflow.bankAccountId)
      .forUpdate()
      .execute();
  const before = await balanceOf(db, outflow.bankAccountId);
  if (before === undefined) return; // an unknown account is the reference check's to report
  const others = outflow.replaces
    ? await balanceOf(db, outflow.bankAccountId, outflow.replaces)
    : before;
  const after = (others ?? before) - outflow.amount;
  if (after < 0 && after < before)
    throw ValidationError.field(
      field,
      tr.t('finance.overdraw', {
        balance: tr.amount(fromMinorUnits(before)),
        amount: tr.amount(fromMinorUnits(outflow.amount)),
        after: tr.amount(fromMinorUnits(after)),
      }),
    );
}
