/**
 * The language and theme a user picked, kept on their account so that signing in on another
 * browser applies them. Either may be sent alone; `null` forgets the choice.
 */
import { APP_LOCALES, THEME_MODES, type UserKind } from '../../../schema';
import type { Context } from '../../resources/context';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { updateRow } from '../../resources/row-writes';
import { inWriteTransaction } from '../../resources/shared-transaction';
import { accountResource, loadOwnRecords } from './own-records';

const CHOICES = { locale: APP_LOCALES, theme: THEME_MODES } as const;

function parsePreferences(body: Record<string, unknown>): Record<string, string | null> {
  const errors: FieldErrors = {};
  const values: Record<string, string | null> = {};
  for (const key of Object.keys(body))
    if (!(key in CHOICES)) errors[key] = [`The ${key} field is prohibited.`];
  for (const [name, allowed] of Object.entries(CHOICES)) {
    if (!(name in body)) continue;
    const value = body[name];
    if (value === null || (typeof value === 'string' && allowed.includes(value as never)))
      values[name] = value;
    else errors[name] = [`The selected ${name} is invalid.`];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return values;
}

export async function saveOwnPreferences(
  ctx: Context,
  user: { id: number; kind: UserKind },
  body: Record<string, unknown>,
): Promise<void> {
  const values = parsePreferences(body);
  if (Object.keys(values).length === 0) return;
  const { account } = await loadOwnRecords(ctx.db, user.id, user.kind);
  await inWriteTransaction(ctx, (tx) => updateRow(tx, ctx, accountResource, account, values));
}
