/**
 * Keeps the permission rows in step with the config: every (subject, action) pair the config
 * names gets its row, on every start. A pair that appears for the first time (a resource added
 * after the database was seeded) is granted to the roles that should have it: every admin role,
 * and the roles of the kinds its defaults name. A pair that already existed is left as it is,
 * so what an admin granted or revoked by hand stays so.
 */
import type { Resource, UserKind } from '../../../schema';
import { permission, resources as configResources, role } from '../../../resources.config';
import type { Db, Tx } from '../../db/types';
import { writeAudit } from '../../resources/audit';
import { abilityKey } from '../../resources/context';
import { recordOf } from '../../resources/operations/show';
import { now } from '../../resources/records';
import { indexRecord } from '../../resources/search-index';
import { kindOfRoleType } from './actor';
import { allPermissions, defaultAbilities, type AbilityPair } from './default-abilities';

/** The sync runs at start, for no user: its rows and audit entries name none. */
const SYSTEM = { actor: null };

interface NewPermission extends AbilityPair {
  id: number;
}

/**
 * Inserts the missing pairs. `on conflict do nothing` answers only the rows this statement wrote,
 * so when two instances start at once on one database, each new pair is granted by exactly one.
 */
async function insertMissing(tx: Tx, resources: readonly Resource[]): Promise<NewPermission[]> {
  const at = now();
  const inserted = await tx
    .insertInto(permission.table)
    .values(
      allPermissions(resources).map((p) => ({
        action: p.action,
        subject: p.subject,
        created_at: at,
        updated_at: at,
        created_by: null,
        updated_by: null,
      })),
    )
    .onConflict((oc) => oc.columns(['subject', 'action']).doNothing())
    .returningAll()
    .execute();
  const created: NewPermission[] = [];
  for (const row of inserted) {
    const id = Number(row.id);
    const record = await recordOf(tx, permission, row);
    await indexRecord(tx, permission, id, record);
    await writeAudit(tx, SYSTEM, {
      action: 'create',
      resource: permission.name,
      recordId: id,
      after: record,
    });
    created.push({ id, action: String(row.action), subject: String(row.subject) });
  }
  return created;
}

async function grantToRoles(
  tx: Tx,
  created: readonly NewPermission[],
  resources: readonly Resource[],
): Promise<void> {
  const link = role.fields.permissions;
  const byKind = new Map<UserKind, NewPermission[]>();
  const grantedTo = (kind: UserKind): NewPermission[] => {
    if (kind === 'admin') return [...created];
    const defaults = new Set(
      defaultAbilities(kind, resources).map((p) => abilityKey(p.action, p.subject)),
    );
    return created.filter((p) => defaults.has(abilityKey(p.action, p.subject)));
  };
  const roles = await tx.selectFrom(role.table).selectAll().execute();
  for (const roleRow of roles) {
    const kind = kindOfRoleType(Number(roleRow.type));
    if (!byKind.has(kind)) byKind.set(kind, grantedTo(kind));
    const granted = byKind.get(kind) ?? [];
    if (granted.length === 0) continue;
    const roleId = Number(roleRow.id);
    const before = await recordOf(tx, role, roleRow);
    await tx
      .insertInto(link.through)
      .values(granted.map((p) => ({ [link.ownKey]: roleId, [link.targetKey]: p.id })))
      .execute();
    const changed = await tx
      .updateTable(role.table)
      .set({ updated_at: now(), updated_by: null })
      .where('id', '=', roleId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = await recordOf(tx, role, changed);
    await writeAudit(tx, SYSTEM, {
      action: 'update',
      resource: role.name,
      recordId: roleId,
      before,
      after,
    });
  }
}

/**
 * Writes the missing permission rows and grants the new ones, in one transaction. Answers the
 * pairs this call created (none when the database was already in step). `resources` are those the
 * app serves: the config's, or a test's own set.
 */
export function syncPermissions(
  db: Db,
  resources: readonly Resource[] = configResources,
): Promise<AbilityPair[]> {
  return db.transaction().execute(async (tx) => {
    const created = await insertMissing(tx, resources);
    if (created.length > 0) await grantToRoles(tx, created, resources);
    return created.map(({ action, subject }) => ({ action, subject }));
  });
}
