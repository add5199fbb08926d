/**
 * The counters of `GET /api/dashboard/report` that exist so far: the bell's unseen notifications
 * for everyone, and people by kind for those who may read users. The sidebar badges read
 * `counters`; a counter that does not exist yet is absent, and the app shows 0 (SPEC 2).
 */
import { ROLE_TYPE, type UserKind } from '../../../schema';
import type { Db } from '../../db/types';
import { can, type Actor } from '../../resources/context';

const PEOPLE: [counter: string, kind: UserKind][] = [
  ['students', 'student'],
  ['parents', 'parent'],
  ['employees', 'employee'],
];

export async function dashboardCounters(db: Db, actor: Actor): Promise<Record<string, number>> {
  const counters: Record<string, number> = {};
  const unseen = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', actor.id)
    .where('is_seen', '=', 0)
    .executeTakeFirst();
  counters.unseen_notifications = Number(unseen?.n ?? 0);
  if (can(actor, 'read', 'User')) {
    const rows = await db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['roles.type', (eb) => eb.fn.countAll().as('n')])
      .where('users.status', '=', 'active')
      .groupBy('roles.type')
      .execute();
    const byType = new Map(rows.map((r) => [Number(r.type), Number(r.n)]));
    for (const [counter, kind] of PEOPLE) counters[counter] = byType.get(ROLE_TYPE[kind]) ?? 0;
  }
  return counters;
}
