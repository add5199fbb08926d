/** The bell's notifications: the user's own, newest first, and marking one seen. */
import type { FastifyInstance } from 'fastify';
import { can } from '../../resources/context';
import { ForbiddenError, NotFoundError } from '../../resources/errors';
import { parseListQuery } from '../../resources/list-query';
import { now } from '../../resources/records';
import { defineResource, text } from '../../../schema';
import { wordStored } from '../../domain/notifications/notice-phrase';
import { idsInPath, type WithIds } from '../path-ids';
import { readerOf } from '../reader';

// Only the paging part of the list parameters applies here.
const paging = defineResource({
  name: 'user-notification',
  table: 'notifications',
  subject: 'Notification',
  title: 'subject',
  fields: { subject: text() },
  list: { perPage: 10 },
});

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  app.get('/api/user/notification', async (request) => {
    const { actor } = await request.requireSession();
    if (!can(actor, 'read', 'Notification')) throw new ForbiddenError();
    const { page, per_page } = request.query as Record<string, unknown>;
    const query = parseListQuery(paging, { page, per_page });
    const mine = db.selectFrom('notifications').where('user_id', '=', actor.id);
    const counts = await mine
      .select((eb) => [
        eb.fn.countAll().as('total'),
        eb.fn.sum(eb.case().when('is_seen', '=', 0).then(1).else(0).end()).as('unseen'),
      ])
      .executeTakeFirst();
    const rows = await mine
      .select([
        'id',
        'subject',
        'message',
        'subject_phrase',
        'message_phrase',
        'link',
        'is_seen',
        'created_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute();
    const total = Number(counts?.total ?? 0);
    const { language } = readerOf(request);
    return {
      data: rows.map(({ subject_phrase, message_phrase, ...r }) => ({
        ...r,
        id: Number(r.id),
        subject: wordStored(subject_phrase, r.subject, language),
        message: r.message === null ? null : wordStored(message_phrase, r.message, language),
        is_seen: Number(r.is_seen) === 1,
      })),
      meta: {
        total,
        unseen: Number(counts?.unseen ?? 0),
        current_page: query.page,
        per_page: query.perPage,
        last_page: Math.max(1, Math.ceil(total / query.perPage)),
      },
    };
  });

  app.post('/api/update/push/notification/:id', idsInPath(), async (request: WithIds<'id'>) => {
    const { actor } = await request.requireSession();
    if (!can(actor, 'update', 'Notification')) throw new ForbiddenError();
    const updated = await db
      .updateTable('notifications')
      .set({ is_seen: 1, updated_at: now() })
      .where('id', '=', request.params.id)
      .where('user_id', '=', actor.id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new NotFoundError();
    return { status: true, message: readerOf(request).t('success.notificationSeen') };
  });
}
