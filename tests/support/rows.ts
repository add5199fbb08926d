/** Finding the rows a test works on by what names them, since tests must not assume ids. */
import type { TestServer } from './server';

/** The id of the row of `table` whose `column` holds `value`; throws when there is none. */
export async function idWhere(
  server: TestServer,
  table: string,
  column: string,
  value: string,
): Promise<number> {
  const row = await server.connection.db
    .selectFrom(table)
    .select('id')
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
