/**
 * The chat of `/message` (docs/API.md "Messages"): my contacts, who of them is online, a
 * conversation page, sending, marking seen, and my unread total. Who may talk to whom is TALK_POLICY
 * (server/domain/chat/talk-policy.ts); anyone else is a 404, like any row out of scope.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTACTS_PAGE, listContacts } from '../../domain/chat/contacts';
import { requireContact } from '../../domain/chat/contact';
import { CONVERSATION_PAGE, conversationPage } from '../../domain/chat/conversation';
import { markConversationSeen } from '../../domain/chat/mark-seen';
import { announceOnline, onlineContacts } from '../../domain/chat/online';
import { sendMessage } from '../../domain/chat/send-message';
import { unreadTotal } from '../../domain/chat/unread';
import { can, type Actor } from '../../resources/context';
import { phrase } from '../../i18n/translate';
import { ForbiddenError, ValidationError } from '../../resources/errors';
import { MAX_ID, wholeNumber } from '../../resources/input-bounds';
import { readerOf } from '../reader';

type WithUser = FastifyRequest<{ Params: { userId: string } }>;

async function chatActor(request: FastifyRequest, action: 'read' | 'create'): Promise<Actor> {
  const { actor } = await request.requireSession();
  if (!can(actor, action, 'Message')) throw new ForbiddenError();
  return actor;
}

const PAGING_REFUSALS = { per_page: 'chat.perPage', before: 'chat.before' } as const;

/**
 * A whole number from the query within [1, max], or the default; anything else is a 422, thrown
 * as a phrase for the error handler to word in the reader's language.
 */
function queryInt(
  value: unknown,
  field: keyof typeof PAGING_REFUSALS,
  fallback: number | undefined,
  max: number,
) {
  if (value === undefined || value === '') return fallback;
  const n = wholeNumber(value, 1, max);
  if (n === undefined)
    throw ValidationError.phrased({ [field]: [phrase(PAGING_REFUSALS[field], { max })] });
  return n;
}

export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  app.get('/api/messages/contacts', async (request) => {
    const actor = await chatActor(request, 'read');
    const query = request.query as Record<string, unknown>;
    const search = typeof query.search === 'string' ? query.search.slice(0, 100) : '';
    const perPage = queryInt(query.per_page, 'per_page', CONTACTS_PAGE.default, CONTACTS_PAGE.max);
    return listContacts(db, actor, { search, perPage: perPage ?? CONTACTS_PAGE.default });
  });

  app.get('/api/messages/online', async (request) => {
    const actor = await chatActor(request, 'read');
    return { data: await onlineContacts(db, actor) };
  });

  // Called by the browser once its own online channel is subscribed.
  app.post('/api/messages/online', async (request) => {
    const actor = await chatActor(request, 'read');
    return { data: await announceOnline(db, actor) };
  });

  app.get('/api/messages/unread', async (request) => {
    const actor = await chatActor(request, 'read');
    return { data: { total: await unreadTotal(db, actor.id) } };
  });

  app.get('/api/messages/:userId', async (request: WithUser) => {
    const actor = await chatActor(request, 'read');
    const other = await requireContact(db, actor, request.params.userId);
    const query = request.query as Record<string, unknown>;
    const before = queryInt(query.before, 'before', undefined, MAX_ID);
    const perPage =
      queryInt(query.per_page, 'per_page', CONVERSATION_PAGE.default, CONVERSATION_PAGE.max) ??
      CONVERSATION_PAGE.default;
    return conversationPage(db, actor.id, other, { before, perPage });
  });

  app.post('/api/messages/:userId', async (request: WithUser, reply) => {
    const actor = await chatActor(request, 'create');
    const other = await requireContact(db, actor, request.params.userId);
    const { body } = await request.readBody();
    const data = await sendMessage(await request.context(), actor.id, other, body);
    return reply
      .status(201)
      .send({ status: true, message: readerOf(request).t('success.messageSent'), data });
  });

  app.post('/api/messages/:userId/seen', async (request: WithUser) => {
    const actor = await chatActor(request, 'read');
    const other = await requireContact(db, actor, request.params.userId);
    const updated = await markConversationSeen(db, actor.id, other);
    return {
      status: true,
      message: readerOf(request).t('success.conversationSeen'),
      data: { updated },
    };
  });
}
