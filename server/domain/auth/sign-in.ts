import type { Settings } from '../../config/env';
import type { Db } from '../../db/types';
import { phrase, type Phrase } from '../../i18n/translate';
import { ValidationError, type FieldPhrases } from '../../resources/errors';
import { findUserWithRole, loadActor } from './actor';
import { decoyPasswordHash, verifyPassword } from './password';
import { countAttempt, forgiveSuccessfulAttempt } from './throttle';
import { issueAccessToken } from './tokens';
import { userView } from './user-view';

/**
 * The one answer for a wrong e-mail, a wrong password or a disabled account. Sign-in's refusals are
 * thrown as phrases: the error handler words them in the reader's language.
 */
const INVALID_LOGIN: Phrase = phrase('accounts.invalidLogin');

export async function signIn(
  db: Db,
  settings: Settings,
  input: { email: unknown; password: unknown; ip: string },
): Promise<{ token: string; user: Record<string, unknown> }> {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  const errors: FieldPhrases = {};
  if (!email) errors.email = [phrase('accounts.emailRequired')];
  if (!password) errors.password = [phrase('accounts.passwordRequired')];
  if (Object.keys(errors).length) throw ValidationError.phrased(errors);

  // Counted before the password is checked, so parallel guesses cannot outrun the limit.
  await countAttempt(db, settings.login, email, input.ip);
  const found = await findUserWithRole(db, { email });
  const matches = await verifyPassword(
    found ? String(found.user.password) : await decoyPasswordHash(),
    password,
  );
  const loaded = found && matches ? await loadActor(db, Number(found.user.id)) : null;
  if (!loaded) {
    throw ValidationError.phrased({ email: [INVALID_LOGIN] }, INVALID_LOGIN);
  }
  await forgiveSuccessfulAttempt(db, email, input.ip);
  const token = await issueAccessToken(db, loaded.actor.id, settings.tokenTtlDays);
  return { token, user: userView(loaded.found, loaded.ability) };
}
