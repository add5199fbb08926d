/**
 * A student who signed up on the public site has an account but no profile the centre can use:
 * after sign-in the app asks them once to complete it. The prompt is due while the profile lacks
 * what the centre needs and the account has not been shown it; showing it marks the account.
 */
import type { UserKind } from '../../../schema';
import type { Executor } from '../../db/types';
import type { Context } from '../../resources/context';
import { now } from '../../resources/records';
import { updateRow } from '../../resources/row-writes';
import { inWriteTransaction } from '../../resources/shared-transaction';
import { accountResource, loadOwnRecords, STUDENT_PROFILE_NEEDS } from './own-records';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

export async function profilePromptDue(
  db: Executor,
  userId: number,
  kind: UserKind,
): Promise<boolean> {
  if (kind !== 'student') return false;
  const { account, profile } = await loadOwnRecords(db, userId, kind);
  if (account.profile_prompted_at) return false;
  return !profile || STUDENT_PROFILE_NEEDS.some((field) => isEmpty(profile[field]));
}

/** Records that the prompt was shown, so that it is not shown again. */
export async function markProfilePromptShown(ctx: Context, userId: number): Promise<void> {
  await inWriteTransaction(ctx, async (tx) => {
    const account = await tx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (account.profile_prompted_at) return;
    await updateRow(tx, ctx, accountResource, account, { profile_prompted_at: now() });
  });
}
