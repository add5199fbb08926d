/** Loads who a user is and what they may do: their kind (role type) and their abilities. */
import { ROLE_TYPE, type UserKind } from '../../../schema';
import type { Executor, Row } from '../../db/types';
import { abilityKey, type Actor } from '../../resources/context';

const KIND_BY_TYPE = new Map<number, UserKind>(
  Object.entries(ROLE_TYPE).map(([kind, type]) => [type, kind as UserKind]),
);

export function kindOfRoleType(type: number): UserKind {
  const kind = KIND_BY_TYPE.get(type);
  if (!kind) throw new Error(`Unknown role type ${type}`);
  return kind;
}

export interface UserWithRole {
  user: Row;
  role: { id: number; name: string; type: number; is_active: boolean };
}

export async function findUserWithRole(
  db: Executor,
  where: { id: number } | { email: string },
): Promise<UserWithRole | null> {
  const withRole = db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .selectAll('users')
    .select([
      'roles.name as role_name',
      'roles.type as role_type',
      'roles.is_active as role_active',
    ]);
  const row = await (
    'id' in where
      ? withRole.where('users.id', '=', where.id)
      : withRole.where('users.email', '=', where.email.toLowerCase())
  ).executeTakeFirst();
  if (!row) return null;
  const { role_name, role_type, role_active, ...user } = row;
  return {
    user,
    role: {
      id: Number(user.role_id),
      name: String(role_name),
      type: Number(role_type),
      is_active: Number(role_active) === 1,
    },
  };
}

/** The union of the role's permissions and the user's own, as action/subject pairs. */
export async function loadAbilities(
  db: Executor,
  userId: number,
  roleId: number,
): Promise<{ action: string; subject: string }[]> {
  const rows = await db
    .selectFrom('permissions')
    .select(['permissions.action', 'permissions.subject'])
    .where((eb) =>
      eb.or([
        eb(
          'permissions.id',
          'in',
          eb.selectFrom('role_permissions').select('permission_id').where('role_id', '=', roleId),
        ),
        eb(
          'permissions.id',
          'in',
          eb.selectFrom('user_permissions').select('permission_id').where('user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('permissions.subject')
    .orderBy('permissions.action')
    .execute();
  return rows.map((r) => ({ action: String(r.action), subject: String(r.subject) }));
}

/** The actor for a user id, or null when the user is gone, inactive or in an inactive role. */
export async function loadActor(
  db: Executor,
  userId: number,
): Promise<{
  actor: Actor;
  found: UserWithRole;
  ability: { action: string; subject: string }[];
} | null> {
  const found = await findUserWithRole(db, { id: userId });
  if (!found || found.user.status !== 'active' || !found.role.is_active) return null;
  const ability = await loadAbilities(db, userId, found.role.id);
  const actor: Actor = {
    id: userId,
    kind: kindOfRoleType(found.role.type),
    abilities: new Set(ability.map((a) => abilityKey(a.action, a.subject))),
  };
  return { actor, found, ability };
}
