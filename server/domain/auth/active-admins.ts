import { ROLE_TYPE } from '../../../schema';
import type { Executor } from '../../db/types';

/** Admins who can sign in: an active account on an active role of the admin type. */
export const activeAdmins = (db: Executor) =>
  db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('users.id')
    .where('roles.type', '=', ROLE_TYPE.admin)
    .where('roles.is_active', '=', 1)
    .where('users.status', '=', 'active');
