/**
 * A user choosing a new password on /user/edit: the current one first (throttled like sign-in),
 * then the new one by the account's own field rules. The write goes through the account's hooks,
 * which end every other session of the user and keep the one that made the change.
 */
import { translatorFor } from '../../i18n/translate';
import type { Context } from '../../resources/context';
import { ValidationError } from '../../resources/errors';
import { runWrite } from '../../resources/operations/write';
import { updateRow } from '../../resources/row-writes';
import { validateInput } from '../../resources/validation';
import { checkCurrentPassword, currentPasswordOf } from './current-password';
import { accountResource, loadOwnRecords } from './own-records';
import type { UserKind } from '../../../schema';

export async function changeOwnPassword(
  ctx: Context,
  user: { id: number; kind: UserKind },
  body: Record<string, unknown>,
  ip: string,
): Promise<void> {
  const tr = translatorFor(ctx.language ?? 'en');
  const current = currentPasswordOf(body, tr);
  const input = validateInput(accountResource, { password: body.password }, 'update');
  if (typeof input.password !== 'string')
    throw ValidationError.field('password', tr.t('profile.passwordRequired'));
  if (body.password_confirmation !== input.password)
    throw ValidationError.field('password', tr.t('profile.passwordMismatch'));
  const { account } = await loadOwnRecords(ctx.db, user.id, user.kind);
  await checkCurrentPassword(ctx.db, ctx.settings, account, current, ip, tr);
  await runWrite(ctx, accountResource, input, account, (tx, values) =>
    updateRow(tx, ctx, accountResource, account, values),
  );
}
