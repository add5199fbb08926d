/**
 * The current password a user gives to change their own password or e-mail address. Each check
 * counts against the account's and the address's sign-in throttle first, exactly as a sign-in
 * does, so this form cannot be used to guess the password faster than the sign-in form.
 */
import type { Settings } from '../../config/env';
import type { Executor, Row } from '../../db/types';
import type { Translator } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import { verifyPassword } from '../auth/password';
import { countAttempt, forgiveSuccessfulAttempt } from '../auth/throttle';

const MAX_PASSWORD_LENGTH = 190;

/** The current password from the body, or 422 on `current_password`. */
export function currentPasswordOf(body: Record<string, unknown>, tr: Translator): string {
  const value = body.current_password;
  if (typeof value !== 'string' || value === '')
    throw ValidationError.field('current_password', tr.t('profile.currentPasswordRequired'));
  // Longer than any password can be: wrong without spending a hash on it.
  if (value.length > MAX_PASSWORD_LENGTH)
    throw ValidationError.field('current_password', tr.t('profile.wrongCurrentPassword'));
  return value;
}

/** Throws 429 past the throttle and 422 on `current_password` when it does not match. */
export async function checkCurrentPassword(
  db: Executor,
  settings: Settings,
  account: Row,
  password: string,
  ip: string,
  tr: Translator,
): Promise<void> {
  const email = String(account.email);
  await countAttempt(db, settings.login, email, ip);
  if (!(await verifyPassword(String(account.password), password)))
    throw ValidationError.field('current_password', tr.t('profile.wrongCurrentPassword'));
  await forgiveSuccessfulAttempt(db, email, ip);
}
