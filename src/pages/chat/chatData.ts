/** The chat API's shapes (docs/API.md "Messages") as the page reads them, parsed defensively. */
import { chatQueryKey } from '../../lib/realtime';

export interface ChatAttachment {
  path: string;
  name: string;
  mime: string;
  size: number;
  is_image: boolean;
}

export interface ChatMessage {
  id: number;
  sender_id: number;
  receiver_id: number;
  text: string | null;
  attachment: ChatAttachment | null;
  seen_at: string | null;
  created_at: string;
}

export interface ChatContact {
  id: number;
  name: string;
  image: string;
  kind: string;
  unread: number;
  last_message: ChatMessage | null;
}

export interface ConversationPage {
  messages: ChatMessage[];
  nextBefore: number | null;
}

export const contactsKey = (search: string) => [...chatQueryKey, 'contacts', search] as const;
export const conversationKey = (userId: number) =>
  [...chatQueryKey, 'conversation', userId] as const;

const record = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function toMessage(raw: unknown): ChatMessage | null {
  const r = record(raw);
  const id = Number(r.id);
  if (!Number.isSafeInteger(id)) return null;
  const a = r.attachment === null || r.attachment === undefined ? null : record(r.attachment);
  return {
    id,
    sender_id: Number(r.sender_id),
    receiver_id: Number(r.receiver_id),
    text: typeof r.text === 'string' ? r.text : null,
    attachment: a
      ? {
          path: str(a.path),
          name: str(a.name),
          mime: str(a.mime),
          size: Number(a.size) || 0,
          is_image: a.is_image === true,
        }
      : null,
    seen_at: str(r.seen_at) || null,
    created_at: str(r.created_at),
  };
}

export function parseContacts(body: unknown): ChatContact[] {
  const data = record(body).data;
  return (Array.isArray(data) ? data : []).flatMap((raw) => {
    const r = record(raw);
    const id = Number(r.id);
    if (!Number.isSafeInteger(id)) return [];
    return [
      {
        id,
        name: str(r.name),
        image: str(r.image),
        kind: str(r.kind),
        unread: Number(r.unread) || 0,
        last_message: toMessage(r.last_message),
      },
    ];
  });
}

export function parseConversationPage(body: unknown): ConversationPage {
  const b = record(body);
  const data = Array.isArray(b.data) ? b.data : [];
  const next = Number(record(b.meta).next_before);
  return {
    messages: data.flatMap((m) => toMessage(m) ?? []),
    nextBefore: Number.isSafeInteger(next) && next > 0 ? next : null,
  };
}

/** The loaded pages (newest page first, each oldest first) as one list, oldest first. */
export const inOrder = (pages: readonly ConversationPage[]): ChatMessage[] =>
  [...pages].reverse().flatMap((p) => p.messages);
