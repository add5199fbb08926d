import type { Executor } from '../../db/types';

/** The centre's name as its general settings give it, for the documents the server makes. */
export async function centreName(db: Executor): Promise<string> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('group', '=', 'general')
    .where('name', '=', 'site_name')
    .executeTakeFirst();
  return row?.value ? String(row.value) : 'Academy Admin';
}
