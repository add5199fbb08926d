/** Sign-up, password reset and e-mail verification (the /auth pages of the app). */
import { z } from 'zod';
import { ROLE_TYPE } from '../../../schema';
import { users } from '../../../resources/access';
import type { Db, Row } from '../../db/types';
import {
  mailTranslator,
  translatorFor,
  type Language,
  type Translator,
} from '../../i18n/translate';
import { anonymousContext, type Services } from '../../resources/context';
import { translateDbError } from '../../resources/db-errors';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { now } from '../../resources/records';
import { insertRow, updateRow } from '../../resources/row-writes';
import { attributeAccount } from '../affiliates/attribution';
import { hashPassword } from './password';
import { issueOneTimeToken, spendOneTimeToken } from './tokens';

const RESET_MINUTES = 60;
const VERIFY_MINUTES = 7 * 24 * 60;
const PASSWORD = { min: 8, max: 190 };

const passwordRules = (tr: Translator) =>
  z
    .string({ error: tr.t('accounts.passwordRequired') })
    .min(PASSWORD.min, { error: tr.t('accounts.passwordMin', { min: PASSWORD.min }) })
    .max(PASSWORD.max, { error: tr.t('accounts.passwordMax', { max: PASSWORD.max }) });
const emailRule = (tr: Translator) => z.email({ error: tr.t('accounts.emailInvalid') });
const linkToken = (tr: Translator) =>
  z.string({ error: tr.t('accounts.invalidLink') }).min(1, { error: tr.t('accounts.invalidLink') });

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
const confirmation = (tr: Translator) => ({
  error: tr.t('accounts.passwordConfirmation'),
  path: ['password'],
});

const signUpSchema = (tr: Translator) =>
  z
    .object({
      first_name: z
        .string({ error: tr.t('accounts.firstNameRequired') })
        .trim()
        .min(1, { error: tr.t('accounts.firstNameRequired') })
        .max(100),
      last_name: z.string().trim().max(100).optional(),
      email: emailRule(tr)
        .max(190)
        .transform((e) => e.toLowerCase()),
      password: passwordRules(tr),
      password_confirmation: z.string().optional(),
      // The referral code the sign-up link carried (`?ref=`); an unknown one is ignored.
      ref: z.string().max(40).optional(),
    })
    .refine(confirmed, confirmation(tr));

/**
 * Nobody is signed in on these pages: every write is audited with no user. `language` is the
 * request's: its refusals are worded in it, and so is a mail to an account that has not chosen one.
 */
export type AccountDeps = Services & { language: Language };

async function sendVerification(
  deps: AccountDeps,
  user: { id: number; email: string; first_name: string; locale: unknown },
  purpose: 'verify-email' | 'confirm-sign-up' = 'verify-email',
): Promise<void> {
  const token = await issueOneTimeToken(deps.db, user.id, purpose, VERIFY_MINUTES);
  const link = `${deps.settings.appUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
  const tr = mailTranslator(user.locale, deps.language);
  await deps.mailer.send({
    to: user.email,
    subject: tr.t('mail.verifySubject'),
    text: tr.t('mail.verifyText', { name: user.first_name, link }),
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
    locale: user.locale,
  };
  // Signing up again before confirming is how a lost or expired link is asked for again.
  if (await isUnconfirmedSignUp(deps.db, user))
    return sendVerification(deps, owner, 'confirm-sign-up');
  const tr = mailTranslator(owner.locale, deps.language);
  await deps.mailer.send({
    to: owner.email,
    subject: tr.t('mail.signUpTriedSubject'),
    text: tr.t('mail.signUpTriedText', {
      name: owner.first_name,
      signIn: `${deps.settings.appUrl}/auth/signin`,
      forgot: `${deps.settings.appUrl}/auth/forgot-password`,
    }),
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
  const tr = translatorFor(deps.language);
  const input = check(signUpSchema(tr), body);
  const { db } = deps;
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('type', '=', ROLE_TYPE.student)
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (!role) throw ValidationError.field('email', tr.t('accounts.signUpClosed'));
  const password = await hashPassword(input.password);
  const existing = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'locale', 'status', 'email_verified_at'])
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
      .select(['id', 'email', 'first_name', 'locale', 'status', 'email_verified_at'])
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    return mailExistingOwner(deps, taken);
  }
  await sendVerification(
    deps,
    {
      id: Number(user.id),
      email: String(user.email),
      first_name: String(user.first_name),
      locale: user.locale,
    },
    'confirm-sign-up',
  );
}

export async function resendVerification(deps: AccountDeps, userId: number): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'locale', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.email_verified_at) return;
  await sendVerification(deps, {
    id: userId,
    email: String(user.email),
    first_name: String(user.first_name),
    locale: user.locale,
  });
}

/** Verifies the address; a sign-up's link also turns its account on. */
export async function verifyEmail(deps: AccountDeps, body: unknown): Promise<void> {
  const tr = translatorFor(deps.language);
  const { token } = check(z.object({ token: linkToken(tr) }), body);
  await deps.db.transaction().execute(async (tx) => {
    const verified = await spendOneTimeToken(tx, token, 'verify-email');
    const confirmed =
      verified === null ? await spendOneTimeToken(tx, token, 'confirm-sign-up') : null;
    const userId = verified ?? confirmed;
    if (userId === null) throw ValidationError.field('token', tr.t('accounts.invalidLink'));
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
    z.object({ email: emailRule(translatorFor(deps.language)).transform((e) => e.toLowerCase()) }),
    body,
  );
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'locale'])
    .where('email', '=', email)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!user) return;
  const token = await issueOneTimeToken(deps.db, Number(user.id), 'reset-password', RESET_MINUTES);
  const link = `${deps.settings.appUrl}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  const tr = mailTranslator(user.locale, deps.language);
  await deps.mailer.send({
    to: email,
    subject: tr.t('mail.resetSubject'),
    text: tr.t('mail.resetText', {
      name: String(user.first_name),
      minutes: RESET_MINUTES,
      link,
    }),
  });
}

const resetSchema = (tr: Translator) =>
  z
    .object({
      token: linkToken(tr),
      email: emailRule(tr).transform((e) => e.toLowerCase()),
      password: passwordRules(tr),
      password_confirmation: z.string().optional(),
    })
    .refine(confirmed, confirmation(tr));

/**
 * Sets the new password and signs the user out everywhere. The link is spent only by the request
 * that succeeds: one naming another e-mail, or failing the password rules, leaves it usable.
 */
export async function resetPassword(deps: AccountDeps, body: unknown): Promise<void> {
  const tr = translatorFor(deps.language);
  const input = check(resetSchema(tr), body);
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (!user) throw ValidationError.field('token', tr.t('accounts.invalidLink'));
  const hash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (tx) => {
    if ((await spendOneTimeToken(tx, input.token, 'reset-password', Number(user.id))) === null)
      throw ValidationError.field('token', tr.t('accounts.invalidLink'));
    // The account's hooks end every session of the user: nobody is signed in here.
    await updateRow(tx, anonymousContext(deps), users, user, { password: hash });
  });
}
