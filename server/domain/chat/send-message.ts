/**
 * Sending a message: check the body, store the attachment and the row, then push `MessageEvent`
 * to the receiver. The row comes first, so a receiver who is offline (or a push that fails) loses
 * nothing.
 */
import type { Context } from '../../resources/context';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { isUploadedFile } from '../../resources/files';
import { now } from '../../resources/records';
import { storeAttachment, type StoredAttachment } from './attachment';
import { publishMessage } from './events';
import { MESSAGE_COLUMNS, toMessageView, type MessageView } from './message-view';

export const MESSAGE_TEXT_MAX = 5000;
const FIELDS = new Set(['text', 'attachment']);

function readText(
  body: Record<string, unknown>,
  errors: FieldErrors,
  tr: Translator,
): string | null {
  const raw = body.text;
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') {
    errors.text = [tr.t('chat.textString')];
    return null;
  }
  const text = raw.trim();
  if (text.length > MESSAGE_TEXT_MAX)
    errors.text = [tr.t('chat.textTooLong', { max: MESSAGE_TEXT_MAX })];
  return text === '' ? null : text;
}

export async function sendMessage(
  ctx: Context,
  senderId: number,
  receiverId: number,
  body: Record<string, unknown>,
): Promise<MessageView> {
  const tr = translatorFor(ctx.language ?? 'en');
  const errors: FieldErrors = {};
  for (const key of Object.keys(body))
    if (!FIELDS.has(key)) errors[key] = [tr.t('chat.notAccepted', { field: key })];
  const text = readText(body, errors, tr);
  const upload = body.attachment;
  if (upload !== undefined && upload !== null && upload !== '' && !isUploadedFile(upload))
    errors.attachment = [tr.t('chat.attachmentFile')];
  const hasFile = isUploadedFile(upload);
  if (text === null && !hasFile && !errors.text && !errors.attachment)
    errors.text = [tr.t('chat.empty')];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  let stored: StoredAttachment | undefined;
  if (hasFile) stored = await storeAttachment(ctx.storage, upload, tr);
  try {
    const row = await ctx.db
      .insertInto('messages')
      .values({
        sender_id: senderId,
        receiver_id: receiverId,
        text,
        ...(stored ?? {}),
        seen_at: null,
        created_at: now(),
      })
      .returning([...MESSAGE_COLUMNS])
      .executeTakeFirstOrThrow();
    const message = toMessageView(row);
    await publishMessage(message);
    return message;
  } catch (error) {
    if (stored) await ctx.storage.remove(stored.attachment_path);
    throw error;
  }
}
