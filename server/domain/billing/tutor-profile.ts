/** The employee profile of the signed-in user, if they have one. */
import type { Executor } from '../../db/types';
import type { Context } from '../../resources/context';

export async function profileIdOf(db: Executor, ctx: Context): Promise<number | null> {
  if (!ctx.actor) return null;
  const row = await db
    .selectFrom('employees')
    .select('id')
    .where('user_id', '=', ctx.actor.id)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}
