/** Sign-up, password reset and e-mail verification (the /auth pages of SPEC 2). */
import { z } from 'zod';
import { ROLE_TYPE } from '../../../schema';
import type { Settings } from '../../config/env';
import type { Db } from '../../db/types';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { now } from '../../resources/records';
import type { Mailer } from '../mail/mailer';
import { hashPassword } from './password';
import { revokeOnAccountChange } from './revocation';
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
  })
  .refine(confirmed, confirmation);

export interface AccountDeps {
  db: Db;
  settings: Settings;
  mailer: Mailer;
}

async function sendVerification(
  deps: AccountDeps,
  user: { id: number; email: string; first_name: string },
): Promise<void> {
  const token = await issueOneTimeToken(deps.db, user.id, 'verify-email', VERIFY_MINUTES);
  const link = `${deps.settings.appUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Verify your e-mail address',
    text: `Hello ${user.first_name},\n\nPlease confirm your e-mail address by opening this link within 7 days:\n${link}\n`,
  });
}

/** Public sign-up makes a student account; staff accounts are created by admins. */
export async function signUp(deps: AccountDeps, body: unknown): Promise<void> {
  const input = check(signUpSchema, body);
  const { db } = deps;
  if (
    await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst()
  ) {
    throw ValidationError.field('email', 'The email has already been taken.');
  }
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('type', '=', ROLE_TYPE.student)
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (!role) throw ValidationError.field('email', 'Sign-up is closed: no student role is active.');
  const stamp = now();
  const user = await db
    .insertInto('users')
    .values({
      first_name: input.first_name,
      last_name: input.last_name || null,
      email: input.email,
      role_id: role.id,
      status: 'active',
      password: await hashPassword(input.password),
      created_at: stamp,
      updated_at: stamp,
    })
    .returning(['id', 'email', 'first_name'])
    .executeTakeFirstOrThrow();
  await sendVerification(deps, {
    id: Number(user.id),
    email: String(user.email),
    first_name: String(user.first_name),
  });
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

export async function verifyEmail(deps: AccountDeps, body: unknown): Promise<void> {
  const { token } = check(
    z.object({ token: z.string({ error: INVALID_LINK }).min(1, { error: INVALID_LINK }) }),
    body,
  );
  const userId = await spendOneTimeToken(deps.db, token, 'verify-email');
  if (userId === null) throw ValidationError.field('token', INVALID_LINK);
  await deps.db
    .updateTable('users')
    .set({ email_verified_at: now(), updated_at: now() })
    .where('id', '=', userId)
    .execute();
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
    .select(['id', 'password', 'status'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (!user) throw ValidationError.field('token', INVALID_LINK);
  const hash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (tx) => {
    const userId = Number(user.id);
    if ((await spendOneTimeToken(tx, input.token, 'reset-password', userId)) === null)
      throw ValidationError.field('token', INVALID_LINK);
    const after = await tx
      .updateTable('users')
      .set({ password: hash, updated_at: now() })
      .where('id', '=', userId)
      .returning(['id', 'password', 'status'])
      .executeTakeFirstOrThrow();
    await revokeOnAccountChange(tx, { userId: null, token: null }, user, after);
  });
}
