/**
 * Answering a contact request by e-mail (docs/API.md "Contact requests"): the mail goes to the
 * sender through the mailer (so it is in the outbox too), then the reply is kept on the request,
 * which counts as handled. A mail that cannot be sent leaves the request as it was. The mail's own
 * words are in the language the sender wrote the form in.
 */
import { z } from 'zod';
import type { Row } from '../../db/types';
import { authorize, findScoped } from '../../resources/access';
import type { Context } from '../../resources/context';
import { mailTranslator, translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import { saveInTransaction } from '../../resources/operations/update';
import { now } from '../../resources/records';
import { contactRequest } from '../../../resources/site-content';

const replySchema = (tr: Translator) =>
  z.object({
    subject: z.string().trim().max(190, tr.t('publicApi.replySubjectTooLong')).optional(),
    message: z
      .string({ message: tr.t('publicApi.replyMessageRequired') })
      .trim()
      .min(1, tr.t('publicApi.replyMessageRequired'))
      .max(10_000, tr.t('publicApi.replyMessageTooLong')),
  });

export async function replyToContactRequest(
  ctx: Context,
  id: number,
  body: Record<string, unknown>,
): Promise<Row> {
  const resource = contactRequest;
  authorize(ctx, 'update', resource);
  const current = await findScoped(ctx, ctx.db, resource, id);
  const parsed = replySchema(translatorFor(ctx.language ?? 'en')).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw ValidationError.field(String(issue.path[0] ?? 'message'), issue.message);
  }
  const { message } = parsed.data;
  // The frame is the sender's language, whatever the admin reads the app in; what either of them
  // wrote is quoted as typed. A request from before its language was kept is the centre's.
  const tr = mailTranslator(current.language, ctx.settings.centreLanguage);
  await ctx.mailer.send({
    to: String(current.email),
    subject:
      parsed.data.subject || tr.t('mail.contactReplySubject', { subject: String(current.subject) }),
    text: tr.t('mail.contactReplyText', {
      name: String(current.name),
      message,
      original: String(current.message),
    }),
  });
  return saveInTransaction(ctx, resource, current, {
    reply: message,
    replied_at: now(),
    is_handled: true,
  });
}
