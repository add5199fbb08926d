/** Sign-up, password reset and e-mail verification (the /auth pages of the app). */
import { z } from 'zod';
import { ROLE_TYPE } from '../../../schema';
import { users } from '../../../resources/access';
import type { Db, Row } from '../../db/types';
import { anonymousContext, type Services } from '../../resources/context';
import { translateDbError } from '../../resources/db-errors';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { now } from '../../resources/records';
import { insertRow, updateRow } from '../../resources/row-writes';
import { attributeAccount } from '../affiliates/attribution';
import { hashPassword } from './password';
import { issueOneTimeToken, spendOneTimeToken } from './tokens';

export const INVALID_LINK = 'The action link is invalid';
const RESET_MINUTES = 60;
const VERIFY_MINUTES = 7 * 24 * 60;

const passwordRules = z
  .string({ error: 'The password field is required.' })
  .min(8, { error: 'The password field must be at least 8 characters.' })
  .max(190, { error: 'The password field must not be greater than 190 characters.' });

function check<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'body');
    (errors[key] ??= []).push(issue.message);
  }
  throw new ValidationError(errors);
}

const confirmed = <T extends { password: string; password_confirmation?: string }>(v: T) =>
  v.password === v.password_confirmation;
const confirmation = {
  error: 'The password field confirmation does not match.',
  path: ['password'],
};

const signUpSchema = z
  .object({
    first_name: z
      .string({ error: 'The first name field is required.' })
      .trim()
      .min(1, { error: 'The first name field is required.' })
      .max(100),
    last_name: z.string().trim().max(100).optional(),
    email: z
      .email({ error: 'The email field must be a valid email address.' })
      .max(190)
      .transform((e) => e.toLowerCase()),
    password: passwordRules,
    password_confirmation: z.string().optional(),
    // The referral code the sign-up link carried (`?ref=`); an unknown one is ignored.
    ref: z.string().max(40).optional(),
  })
  .refine(confirmed, confirmation);

/** Nobody is signed in on these pages: every write is audited with no user. */
export type AccountDeps = Services;

async function sendVerification(
  deps: AccountDeps,
  user: { id: number; email: string; first_name: string },
  purpose: 'verify-email' | 'confirm-sign-up' = 'verify-email',
): Promise<void> {
  const token = await issueOneTimeToken(deps.db, user.id, purpose, VERIFY_MINUTES);
  const link = `${deps.settings.appUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Verify your e-mail address',
    text: `Hello ${user.first_name},\n\nPlease confirm your e-mail address by opening this link within 7 days:\n${link}\n`,
  });
}

/** A sign-up that has not been confirmed yet: the account is off and its address unverified. */
async function isUnconfirmedSignUp(db: Db, user: Row): Promise<boolean> {
  if (user.status === 'active' || user.email_verified_at) return false;
  const link = await db
    .selectFrom('one_time_tokens')
    .select('id')
    .where('user_id', '=', Number(user.id))
    .where('purpose', '=', 'confirm-sign-up')
    .executeTakeFirst();
  return link !== undefined;
}

/** Someone signed up with an address that has an account: its owner hears of it, nobody else. */
async function mailExistingOwner(deps: AccountDeps, user: Row): Promise<void> {
  const owner = {
    id: Number(user.id),
    email: String(user.email),
    first_name: String(user.first_name),
  };
  // Signing up again before confirming is how a lost or expired link is asked for again.
  if (await isUnconfirmedSignUp(deps.db, user))
    return sendVerification(deps, owner, 'confirm-sign-up');
  await deps.mailer.send({
    to: owner.email,
    subject: 'Someone tried to sign up with your e-mail address',
    text: `Hello ${owner.first_name},\n\nSomeone just tried to create an account with this e-mail address, which already has one. If it was you, sign in:\n${deps.settings.appUrl}/auth/signin\n\nIf you do not remember your password, choose a new one:\n${deps.settings.appUrl}/auth/forgot-password\n\nIf it was not you, ignore this e-mail: nothing has changed.\n`,
  });
}

/** The new account, or undefined when a parallel sign-up took the address first. */
async function createSignUp(
  deps: AccountDeps,
  values: Row,
  referralCode: string | undefined,
): Promise<Row | undefined> {
  const ctx = anonymousContext(deps);
  try {
    return await deps.db.transaction().execute(async (tx) => {
      const user = await insertRow(tx, ctx, users, values);
      await attributeAccount(tx, ctx, Number(user.id), referralCode);
      return user;
    });
  } catch (error) {
    if (translateDbError(error, users) instanceof ValidationError) return undefined;
    throw error;
  }
}

/**
 * Public sign-up makes a student account; staff accounts are created by admins. The answer is
 * the same whether the address has an account or not, and costs the same work (the password is
 * hashed on both paths), so the form cannot tell anyone who has an account: a new address gets an
 * account that stays off until the link mailed to it is opened; a known address's owner gets a
 * mail saying someone tried, and nothing else changes.
 */
export async function signUp(deps: AccountDeps, body: unknown): Promise<void> {
  const input = check(signUpSchema, body);
  const { db } = deps;
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('type', '=', ROLE_TYPE.student)
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (!role) throw ValidationError.field('email', 'Sign-up is closed: no student role is active.');
  const password = await hashPassword(input.password);
  const existing = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'status', 'email_verified_at'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (existing) return mailExistingOwner(deps, existing);
  const user = await createSignUp(
    deps,
    {
      first_name: input.first_name,
      last_name: input.last_name || null,
      email: input.email,
      role_id: role.id,
      status: 'inactive',
      password,
    },
    input.ref,
  );
  if (!user) {
    // Taken in the meantime by a parallel sign-up: answered as for any known address.
    const taken = await db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'status', 'email_verified_at'])
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    return mailExistingOwner(deps, taken);
  }
  await sendVerification(
    deps,
    { id: Number(user.id), email: String(user.email), first_name: String(user.first_name) },
    'confirm-sign-up',
  );
}

export async function resendVerification(deps: AccountDeps, userId: number): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.email_verified_at) return;
  await sendVerification(deps, {
    id: userId,
    email: String(user.email),
    first_name: String(user.first_name),
  });
}

/** Verifies the address; a sign-up's link also turns its account on. */
export async function verifyEmail(deps: AccountDeps, body: unknown): Promise<void> {
  const { token } = check(
    z.object({ token: z.string({ error: INVALID_LINK }).min(1, { error: INVALID_LINK }) }),
    body,
  );
  await deps.db.transaction().execute(async (tx) => {
    const verified = await spendOneTimeToken(tx, token, 'verify-email');
    const confirmed =
      verified === null ? await spendOneTimeToken(tx, token, 'confirm-sign-up') : null;
    const userId = verified ?? confirmed;
    if (userId === null) throw ValidationError.field('token', INVALID_LINK);
    const current = await tx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const checked = { email_verified_at: now() };
    await updateRow(
      tx,
      anonymousContext(deps),
      users,
      current,
      confirmed === null ? checked : { ...checked, status: 'active' },
    );
  });
}

/** Always answers the same way, so the form cannot be used to find out who has an account. */
export async function forgotPassword(deps: AccountDeps, body: unknown): Promise<void> {
  const { email } = check(
    z.object({
      email: z
        .email({ error: 'The email field must be a valid email address.' })
        .transform((e) => e.toLowerCase()),
    }),
    body,
  );
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where('email', '=', email)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!user) return;
  const token = await issueOneTimeToken(deps.db, Number(user.id), 'reset-password', RESET_MINUTES);
  const link = `${deps.settings.appUrl}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  await deps.mailer.send({
    to: email,
    subject: 'Reset your password',
    text: `Hello ${String(user.first_name)},\n\nOpen this link within ${RESET_MINUTES} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n`,
  });
}

const resetSchema = z
  .object({
    token: z.string({ error: INVALID_LINK }).min(1, { error: INVALID_LINK }),
    email: z
      .email({ error: 'The email field must be a valid email address.' })
      .transform((e) => e.toLowerCase()),
    password: passwordRules,
    password_confirmation: z.string().optional(),
  })
  .refine(confirmed, confirmation);

/**
 * Sets the new password and signs the user out everywhere. The link is spent only by the request
 * that succeeds: one naming another e-mail, or failing the password rules, leaves it usable.
 */
export async function resetPassword(deps: AccountDeps, body: unknown): Promise<void> {
  const input = check(resetSchema, body);
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (!user) throw ValidationError.field('token', INVALID_LINK);
  const hash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (tx) => {
    if ((await spendOneTimeToken(tx, input.token, 'reset-password', Number(user.id))) === null)
      throw ValidationError.field('token', INVALID_LINK);
    // The account's hooks end every session of the user: nobody is signed in here.
    await updateRow(tx, anonymousContext(deps), users, user, { password: hash });
  });
}
