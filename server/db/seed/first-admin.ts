/**
 * The first administrator of a production install, where no demo users are made: taken from
 * ADMIN_EMAIL and ADMIN_PASSWORD when no active admin exists yet. Without them, nobody could
 * ever sign in, so start-up says what to set.
 */
import { ROLE_TYPE } from '../../../schema';
import { createRecord } from '../../resources/operations/create';
import type { Db } from '../types';
import { activeAdmins } from '../../domain/auth/active-admins';
import { systemContext } from './index';
import { users } from '../../../resources/access';

export type FirstAdminOutcome = 'exists' | 'created' | 'missing';

export async function ensureFirstAdmin(
  db: Db,
  credentials: { email: string; password: string } | undefined,
): Promise<FirstAdminOutcome> {
  const admin = await activeAdmins(db).executeTakeFirst();
  if (admin) return 'exists';
  if (!credentials) return 'missing';
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('type', '=', ROLE_TYPE.admin)
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const created = await createRecord(systemContext(db), users, {
    first_name: 'Administrator',
    email: credentials.email,
    role_id: role.id,
    status: 'active',
    password: credentials.password,
  });
  await db
    .updateTable('users')
    .set({ email_verified_at: new Date().toISOString() })
    .where('id', '=', Number(created.id))
    .execute();
  return 'created';
}
