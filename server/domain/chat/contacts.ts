/**
 * The people I may chat with (TALK_POLICY), found by name or e-mail, each with my unread count
 * from them and our latest message, the most recently active first, then by name.
 */
import { sql } from 'kysely';
import type { UserKind } from '../../../schema';
import type { Db } from '../../db/types';
import { openTables } from '../../db/types';
import type { Actor } from '../../resources/context';
import { DEFAULT_AVATAR } from '../auth/user-view';
import { kindOfRoleType } from '../auth/actor';
import { contactsOf } from './contact-scope';
import { MESSAGE_COLUMNS, toMessageView, type MessageView } from './message-view';
import { unreadBySender } from './unread';

export const CONTACTS_PAGE = { default: 50, max: 200 } as const;

export interface ContactView {
  id: number;
  name: string;
  image: string;
  kind: UserKind;
  unread: number;
  last_message: MessageView | null;
}

/** `%term%` for LIKE, with the wildcards of the term itself taken literally. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listContacts(
  db: Db,
  actor: Actor,
  options: { search: string; perPage: number },
): Promise<{ data: ContactView[]; meta: { total: number; per_page: number } }> {
  const me = actor.id;
  // My latest message id with each counterpart, in either direction.
  const latest = db
    .selectFrom(
      db
        .selectFrom('messages')
        .select(['messages.receiver_id as other_id', 'messages.id as message_id'])
        .where('messages.sender_id', '=', me)
        .unionAll(
          db
            .selectFrom('messages')
            .select(['messages.sender_id as other_id', 'messages.id as message_id'])
            .where('messages.receiver_id', '=', me),
        )
        .as('mine'),
    )
    .select(['mine.other_id', (eb) => eb.fn.max('mine.message_id').as('last_id')])
    .groupBy('mine.other_id')
    .as('latest');

  const term = options.search.trim();
  const matching = openTables(db)
    .selectFrom('users')
    .where((eb) => contactsOf(eb, actor))
    .where((eb) => {
      if (term === '') return eb.lit(true);
      const pattern = likePattern(term);
      const like = (column: string) =>
        sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      return eb.or([
        like('users.first_name'),
        like('users.last_name'),
        like('users.email'),
        sql<boolean>`lower(${sql.ref('users.first_name')} || ' ' || coalesce(${sql.ref('users.last_name')}, '')) like ${pattern} escape '\\'`,
      ]);
    });

  const [count, rows] = await Promise.all([
    matching.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    matching
      .leftJoin(latest, 'latest.other_id', 'users.id')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.image',
        'roles.type as role_type',
        'latest.last_id',
      ])
      .orderBy(sql`coalesce(${sql.ref('latest.last_id')}, 0)`, 'desc')
      .orderBy('users.first_name')
      .orderBy('users.last_name')
      .orderBy('users.id')
      .limit(options.perPage)
      .execute(),
  ]);

  const ids = rows.map((r) => Number(r.id));
  const lastIds = rows.flatMap((r) => (r.last_id === null ? [] : [Number(r.last_id)]));
  const [unread, lastMessages] = await Promise.all([
    unreadBySender(db, me, ids),
    lastIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('messages')
          .select([...MESSAGE_COLUMNS])
          .where('messages.id', 'in', lastIds)
          .execute(),
  ]);
  const lastById = new Map(lastMessages.map((m) => [Number(m.id), toMessageView(m)]));

  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      name: [r.first_name, r.last_name].filter((p) => typeof p === 'string' && p !== '').join(' '),
      image: typeof r.image === 'string' && r.image !== '' ? r.image : DEFAULT_AVATAR,
      kind: kindOfRoleType(Number(r.role_type)),
      unread: unread.get(Number(r.id)) ?? 0,
      last_message: r.last_id === null ? null : (lastById.get(Number(r.last_id)) ?? null),
    })),
    meta: { total: Number(count?.n ?? 0), per_page: options.perPage },
  };
}
