/**
 * One page of a conversation, for infinite scroll upwards: the `perPage` messages before the
 * keyset id `before` (the newest when absent), answered oldest first, with the id to ask for
 * next. Each direction reads its own index range (sender, receiver, id), never an offset.
 */
import type { Db } from '../../db/types';
import { MESSAGE_COLUMNS, toMessageView, type MessageView } from './message-view';

export const CONVERSATION_PAGE = { default: 30, max: 100 } as const;

export interface ConversationPage {
  data: MessageView[];
  meta: { per_page: number; has_more: boolean; next_before: number | null };
}

export async function conversationPage(
  db: Db,
  me: number,
  other: number,
  options: { before?: number; perPage: number },
): Promise<ConversationPage> {
  const direction = (from: number, to: number) => {
    let q = db
      .selectFrom('messages')
      .select([...MESSAGE_COLUMNS])
      .where('messages.sender_id', '=', from)
      .where('messages.receiver_id', '=', to);
    if (options.before !== undefined) q = q.where('messages.id', '<', options.before);
    // One more than a page tells whether there is more.
    return q.orderBy('messages.id', 'desc').limit(options.perPage + 1);
  };
  const [mine, theirs] = await Promise.all([
    direction(me, other).execute(),
    direction(other, me).execute(),
  ]);
  const newestFirst = [...mine, ...theirs].sort((a, b) => Number(b.id) - Number(a.id));
  const page = newestFirst.slice(0, options.perPage);
  const hasMore = newestFirst.length > options.perPage;
  const oldest = page[page.length - 1];
  return {
    data: page.reverse().map(toMessageView),
    meta: {
      per_page: options.perPage,
      has_more: hasMore,
      next_before: hasMore && oldest ? Number(oldest.id) : null,
    },
  };
}
