import type { Settings } from '../../config/env';
import type { Db } from '../../db/types';
import { ValidationError } from '../../resources/errors';
import { findUserWithRole, loadActor } from './actor';
import { decoyPasswordHash, verifyPassword } from './password';
import { countAttempt, forgiveSuccessfulAttempt } from './throttle';
import { issueAccessToken } from './tokens';
import { userView } from './user-view';

/** The one answer for a wrong e-mail, a wrong password or a disabled account. */
export const INVALID_LOGIN = 'The email / password combination is invalid';

export async function signIn(
  db: Db,
  settings: Settings,
  input: { email: unknown; password: unknown; ip: string },
): Promise<{ token: string; user: Record<string, unknown> }> {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  const errors: Record<string, string[]> = {};
  if (!email) errors.email = ['The email field is required.'];
  if (!password) errors.password = ['The password field is required.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);

  // Counted before the password is checked, so parallel guesses cannot outrun the limit.
  await countAttempt(db, settings.login, email, input.ip);
  const found = await findUserWithRole(db, { email });
  const matches = await verifyPassword(
    found ? String(found.user.password) : await decoyPasswordHash(),
    password,
  );
  const loaded = found && matches ? await loadActor(db, Number(found.user.id)) : null;
  if (!loaded) {
    throw new ValidationError({ email: [INVALID_LOGIN] }, INVALID_LOGIN);
  }
  await forgiveSuccessfulAttempt(db, email, input.ip);
  const token = await issueAccessToken(db, loaded.actor.id, settings.tokenTtlDays);
  return { token, user: userView(loaded.found, loaded.ability) };
}
