/** A stored message as the API and the realtime `MessageEvent` carry it (docs/API.md "Messages"). */
import type { Row } from '../../db/types';

export interface MessageAttachment {
  /** Public path under /uploads/. */
  path: string;
  name: string;
  mime: string;
  size: number;
  is_image: boolean;
}

export interface MessageView {
  id: number;
  sender_id: number;
  receiver_id: number;
  text: string | null;
  attachment: MessageAttachment | null;
  seen_at: string | null;
  created_at: string;
}

export const MESSAGE_COLUMNS = [
  'messages.id',
  'messages.sender_id',
  'messages.receiver_id',
  'messages.text',
  'messages.attachment_path',
  'messages.attachment_name',
  'messages.attachment_mime',
  'messages.attachment_size',
  'messages.seen_at',
  'messages.created_at',
] as const;

/** PostgreSQL answers Date objects for timestamptz, SQLite the stored ISO text. */
export const isoTime = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : String(value);

export function toMessageView(row: Row): MessageView {
  const path = row.attachment_path;
  const mime = String(row.attachment_mime ?? '');
  return {
    id: Number(row.id),
    sender_id: Number(row.sender_id),
    receiver_id: Number(row.receiver_id),
    text: row.text === null || row.text === undefined ? null : String(row.text),
    attachment:
      typeof path === 'string' && path !== ''
        ? {
            path,
            name: String(row.attachment_name ?? ''),
            mime,
            size: Number(row.attachment_size ?? 0),
            is_image: mime.startsWith('image/'),
          }
        : null,
    seen_at: row.seen_at === null || row.seen_at === undefined ? null : isoTime(row.seen_at),
    created_at: isoTime(row.created_at),
  };
}
