/** Telling a tutor about their billing rows: the bell, and for a pay run paid, an e-mail too. */
import type { Executor } from '../../db/types';
import { actorId, type Context } from '../../resources/context';
import { notifyUsers, type Notice } from '../notifications/notify';

export interface TutorAccount {
  user_id: number | null;
  email: string | null;
  full_name: string;
  /** The account's saved language choice, if any. */
  locale: string | null;
}

export async function tutorAccount(
  db: Executor,
  employeeId: number,
): Promise<TutorAccount | undefined> {
  const row = await db
    .selectFrom('employees')
    .leftJoin('users', 'users.id', 'employees.user_id')
    .select(['employees.user_id', 'employees.email', 'employees.full_name', 'users.locale'])
    .where('employees.id', '=', employeeId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    user_id: row.user_id === null ? null : Number(row.user_id),
    email: row.email === null ? null : String(row.email),
    full_name: String(row.full_name),
    locale: typeof row.locale === 'string' ? row.locale : null,
  };
}

/** Notifies the tutor, unless they made the change themselves. */
export async function notifyTutor(ctx: Context, employeeId: number, notice: Notice): Promise<void> {
  const account = await tutorAccount(ctx.db, employeeId);
  if (!account?.user_id || account.user_id === actorId(ctx)) return;
  await notifyUsers(ctx, [account.user_id], notice);
}
