/**
 * The counters of `GET /api/dashboard/report` that exist so far: the bell's unseen notifications
 * for everyone, and (ORIGINAL.md, admin dashboard) active students, parents, employees and
 * courses for those who may read each. The sidebar badges read `counters`; a counter that does
 * not exist yet is absent, and the app shows 0 (SPEC 2).
 */
import type { Db } from '../../db/types';
import { can, type Actor } from '../../resources/context';

const COUNTED: [counter: string, table: string, subject: string][] = [
  ['students', 'students', 'Students'],
  ['parents', 'parents', 'Parents'],
  ['employees', 'employees', 'Employees'],
  ['courses', 'courses', 'Course'],
];

async function count(db: Db, table: string, where: [string, number]): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where(where[0], '=', where[1])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function dashboardCounters(db: Db, actor: Actor): Promise<Record<string, number>> {
  const counters: Record<string, number> = {};
  const unseen = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', actor.id)
    .where('is_seen', '=', 0)
    .executeTakeFirst();
  counters.unseen_notifications = Number(unseen?.n ?? 0);
  for (const [counter, table, subject] of COUNTED) {
    if (can(actor, 'read', subject)) counters[counter] = await count(db, table, ['is_active', 1]);
  }
  return counters;
}
