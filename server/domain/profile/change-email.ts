/**
 * A user moving their sign-in to another e-mail address. The new address is kept as pending and
 * a link is mailed to it; only opening that link makes it the sign-in name, so until then the old
 * address signs in as before. The old address is told of the request. An address that another
 * account holds gets a mail saying so instead of the link, and the answer and the pending address
 * are the same, so the form does not tell who has an account.
 */
import { z } from 'zod';
import type { UserKind } from '../../../schema';
import type { Row, Tx } from '../../db/types';
import { mailTranslator, translatorFor, type Translator } from '../../i18n/translate';
import type { Context } from '../../resources/context';
import { ValidationError } from '../../resources/errors';
import { now } from '../../resources/records';
import { updateRow } from '../../resources/row-writes';
import { inWriteTransaction } from '../../resources/shared-transaction';
import { issueOneTimeToken, spendOneTimeToken } from '../auth/tokens';
import { checkCurrentPassword, currentPasswordOf } from './current-password';
import { accountResource, loadOwnRecords } from './own-records';

const CONFIRM_MINUTES = 24 * 60;

const MAX_EMAIL_LENGTH = 190;

const newAddress = (tr: Translator) =>
  z
    .email({ error: tr.t('profile.emailInvalid') })
    .max(MAX_EMAIL_LENGTH, { error: tr.t('profile.emailTooLong', { max: MAX_EMAIL_LENGTH }) })
    .transform((email) => email.toLowerCase());

function parseAddress(body: Record<string, unknown>, tr: Translator): string {
  if (typeof body.email !== 'string' || body.email.trim() === '')
    throw ValidationError.field('email', tr.t('profile.emailRequired'));
  const parsed = newAddress(tr).safeParse(body.email.trim());
  if (!parsed.success) throw ValidationError.field('email', parsed.error.issues[0]!.message);
  return parsed.data;
}

const takenBy = (db: Context['db'] | Tx, email: string, exceptId: number) =>
  db
    .selectFrom('users')
    .select(['id', 'locale'])
    .where('email', '=', email)
    .where('id', '!=', exceptId)
    .executeTakeFirst();

async function mailConfirmation(ctx: Context, account: Row, email: string, token: string) {
  const link = `${ctx.settings.appUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`;
  const tr = mailTranslator(account.locale, ctx.language ?? 'en');
  await ctx.mailer.send({
    to: email,
    subject: tr.t('mail.confirmEmailSubject'),
    text: tr.t('mail.confirmEmailText', { name: String(account.first_name), link }),
  });
}

async function mailOldAddress(ctx: Context, account: Row) {
  const tr = mailTranslator(account.locale, ctx.language ?? 'en');
  await ctx.mailer.send({
    to: String(account.email),
    subject: tr.t('mail.emailChangingSubject'),
    text: tr.t('mail.emailChangingText', {
      name: String(account.first_name),
      link: `${ctx.settings.appUrl}/user/edit`,
    }),
  });
}

/** Told in the language of the account that holds the address. */
async function mailAddressTaken(ctx: Context, email: string, ownerLocale: unknown) {
  const tr = mailTranslator(ownerLocale, ctx.language ?? 'en');
  await ctx.mailer.send({
    to: email,
    subject: tr.t('mail.emailTakenSubject'),
    text: tr.t('mail.emailTakenText', { link: `${ctx.settings.appUrl}/auth/signin` }),
  });
}

export async function requestEmailChange(
  ctx: Context,
  user: { id: number; kind: UserKind },
  body: Record<string, unknown>,
  ip: string,
): Promise<void> {
  const tr = translatorFor(ctx.language ?? 'en');
  const email = parseAddress(body, tr);
  const password = currentPasswordOf(body, tr);
  const { account } = await loadOwnRecords(ctx.db, user.id, user.kind);
  if (email === account.email) throw ValidationError.field('email', tr.t('profile.sameEmail'));
  await checkCurrentPassword(ctx.db, ctx.settings, account, password, ip, tr);
  // The same record either way, so the profile page does not tell either.
  const token = await inWriteTransaction(ctx, async (tx) => {
    await updateRow(tx, ctx, accountResource, account, { pending_email: email });
    return issueOneTimeToken(tx, user.id, 'confirm-email', CONFIRM_MINUTES);
  });
  const owner = await takenBy(ctx.db, email, user.id);
  if (owner) await mailAddressTaken(ctx, email, owner.locale);
  else await mailConfirmation(ctx, account, email, token);
  await mailOldAddress(ctx, account);
}

/** Opening the link: the pending address becomes the account's e-mail, verified. */
export async function confirmEmailChange(ctx: Context, body: Record<string, unknown>) {
  const tr = translatorFor(ctx.language ?? 'en');
  const invalidLink = tr.t('accounts.invalidLink');
  const token = body.token;
  if (typeof token !== 'string' || token === '' || token.length > 200)
    throw ValidationError.field('token', invalidLink);
  await inWriteTransaction(ctx, async (tx) => {
    const userId = await spendOneTimeToken(tx, token, 'confirm-email');
    if (userId === null) throw ValidationError.field('token', invalidLink);
    const account = await tx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const email = account.pending_email;
    if (typeof email !== 'string' || email === '')
      throw ValidationError.field('token', invalidLink);
    // Taken since the request: the link stays unspent (the transaction rolls back).
    if (await takenBy(tx, email, userId))
      throw ValidationError.field('email', tr.t('profile.emailTaken'));
    await updateRow(tx, ctx, accountResource, account, {
      email,
      pending_email: null,
      email_verified_at: now(),
    });
  });
}
