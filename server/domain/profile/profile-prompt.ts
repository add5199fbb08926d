/**
 * A student who signed up on the public site has an account but no student profile, so the centre
 * knows nothing of them but a name and an address: after sign-in the app asks them, once, to
 * complete it. The prompt is due while the profile is missing and the account has not been shown
 * it; showing it marks the account. (Students the centre enrols have a profile from the start.)
 */
import type { UserKind } from '../../../schema';
import type { Executor } from '../../db/types';
import type { Context } from '../../resources/context';
import { now } from '../../resources/records';
import { updateRow } from '../../resources/row-writes';
import { inWriteTransaction } from '../../resources/shared-transaction';
import { accountResource, loadOwnRecords } from './own-records';

export async function profilePromptDue(
  db: Executor,
  userId: number,
  kind: UserKind,
): Promise<boolean> {
  if (kind !== 'student') return false;
  const { account, profile } = await loadOwnRecords(db, userId, kind);
  if (account.profile_prompted_at) return false;
  return !profile;
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
