/** Finding the rows a test works on by what names them, since tests must not assume ids. */
import type { PermissionAction } from '../../schema';
import type { Db } from '../../server/db/types';
import { openTables } from '../../server/db/types';

/** A running server or a bare connection: what holds the database a test reads. */
type WithDb = { connection: { db: Db } };

/** The id of the row of `table` whose `column` holds `value`; throws when there is none. */
export async function idWhere(
  server: WithDb,
  table: string,
  column: string,
  value: string,
): Promise<number> {
  const row = await openTables(server.connection.db)
    .selectFrom(table)
    .select('id')
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The id of the permission to do `action` on `subject`; throws when there is none. */
export async function permissionId(
  server: WithDb,
  action: PermissionAction,
  subject: string,
): Promise<number> {
  const row = await server.connection.db
    .selectFrom('permissions')
    .select('id')
    .where('action', '=', action)
    .where('subject', '=', subject)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
