/**
 * Tells users something through the bell: one row each in
 * `notifications`, which `GET /api/user/notification` lists, then the same notification pushed
 * live on the user's private channel, where the app adds it to the front of its list.
 * The rows are the record; pushing, live and to the users' browsers (Web Push), is best effort
 * and never fails the caller.
 */
import { randomUUID } from 'node:crypto';
import { spokenLanguage, type Language } from '../../i18n/translate';
import { publish } from '../../realtime/publisher';
import { actorId, type Context } from '../../resources/context';
import { now } from '../../resources/records';
import { noticeLink } from './notice-link';
import { storedPhrase, wordNotice, type NoticeText } from './notice-phrase';

/**
 * A notice's subject and message are phrases (or a person's own text), worded for each reader:
 * the bell's list in the language it is read in, a live push and a browser notification in the
 * recipient's saved language (English when they have chosen none).
 */
export interface Notice {
  subject: NoticeText;
  message: NoticeText;
  /** A path of the app to open, or null. */
  link: string | null;
}

/** The language each recipient chose on their account; English where they have chosen none. */
async function languagesOf(ctx: Context, userIds: number[]): Promise<Map<number, Language>> {
  const rows = await ctx.db
    .selectFrom('users')
    .select(['id', 'locale'])
    .where('id', 'in', userIds)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), spokenLanguage(row.locale) ?? 'en']));
}

/** The events the app listens for (docs/API.md, server/realtime/README.md). */
export const USER_NOTIFICATION_EVENT = 'UserNotification';
/** A notification addressed to a group (every admin, every user of a type) rather than one user. */
export const COMMON_NOTIFICATION_EVENT = 'CommonNotification';

export const userChannel = (userId: number) => `private-user-channel-${userId}`;
/** Admins' own channel for the staff's common notifications. */
export const adminNotifyChannel = (userId: number) => `private-admin-notify-channel-${userId}`;

export interface NotifyOptions {
  /** Default: `UserNotification`. */
  event?: typeof USER_NOTIFICATION_EVENT | typeof COMMON_NOTIFICATION_EVENT;
  /** The channel each recipient hears it on; default: their user channel. */
  channel?: (userId: number) => string;
  /** Also to the recipients' browsers (Web Push), best effort; default true. */
  webPush?: boolean;
}

/** The column's limit (foundation migration). */
const SUBJECT_MAX = 300;

/** Notifies each user once, however often they appear in `userIds`. */
export async function notifyUsers(
  ctx: Context,
  userIds: Iterable<number>,
  notice: Notice,
  { event = USER_NOTIFICATION_EVENT, channel = userChannel, webPush = true }: NotifyOptions = {},
): Promise<void> {
  const recipients = [...new Set(userIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (recipients.length === 0) return;
  const stamp = now();
  const by = actorId(ctx);
  // The stored text is the English wording: what older rows have, and the fallback of a phrase.
  const subject = wordNotice(notice.subject, 'en').slice(0, SUBJECT_MAX);
  const message = wordNotice(notice.message, 'en');
  const link = noticeLink(notice.link);
  const worded = (language: Language) => ({
    subject:
      language === 'en' ? subject : wordNotice(notice.subject, language).slice(0, SUBJECT_MAX),
    message: language === 'en' ? message : wordNotice(notice.message, language),
  });
  const rows = await ctx.db
    .insertInto('notifications')
    .values(
      recipients.map((userId) => ({
        user_id: userId,
        subject,
        message,
        subject_phrase: storedPhrase(notice.subject),
        message_phrase: storedPhrase(notice.message),
        link,
        is_seen: 0,
        created_at: stamp,
        updated_at: stamp,
        created_by: by,
        updated_by: by,
      })),
    )
    .returning(['id', 'user_id'])
    .execute();
  const languages = await languagesOf(ctx, recipients);
  const languageOf = (userId: number) => languages.get(userId) ?? 'en';
  // publish() logs and answers false on failure; a publisher that throws instead is caught here.
  const pushed = await Promise.allSettled(
    rows.map((row) =>
      publish(channel(Number(row.user_id)), event, {
        id: Number(row.id),
        ...worded(languageOf(Number(row.user_id))),
        link,
        is_seen: false,
        created_at: stamp,
      }),
    ),
  );
  for (const result of pushed)
    if (result.status === 'rejected')
      console.error('Pushing a notification failed:', result.reason);
  if (!webPush) return;
  const byLanguage = new Map<Language, number[]>();
  for (const userId of recipients) {
    const language = languageOf(userId);
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), userId]);
  }
  for (const [language, userIds] of byLanguage)
    await pushToBrowsers(ctx, userIds, { ...worded(language), link });
}

interface WordedNotice {
  subject: string;
  message: string;
  link: string | null;
}

/** The bell's notices reach browsers once, with no retry: the bell keeps the record. */
async function pushToBrowsers(
  ctx: Context,
  userIds: number[],
  notice: WordedNotice,
): Promise<void> {
  try {
    const report = await ctx.webPush.sendToUsers(userIds, {
      title: notice.subject,
      body: notice.message,
      link: notice.link,
      tag: `notice-${randomUUID()}`,
    });
    for (const failure of report.failed)
      console.error('Web Push of a notification failed:', failure.reason);
  } catch (error) {
    console.error('Web Push of a notification failed:', error);
  }
}
