/** Finding one contact: a user the actor may talk to, or a 404 like any row out of scope. */
import type { Db } from '../../db/types';
import { openTables } from '../../db/types';
import type { Actor } from '../../resources/context';
import { NotFoundError } from '../../resources/errors';
import { contactsOf } from './contact-scope';
import { pathId } from '../../resources/input-bounds';

/** The id from the path when that user is one of the actor's contacts; NotFoundError otherwise. */
export async function requireContact(db: Db, actor: Actor, rawId: string): Promise<number> {
  const id = pathId(rawId);
  const found = await openTables(db)
    .selectFrom('users')
    .select('users.id')
    .where('users.id', '=', id)
    .where((eb) => contactsOf(eb, actor))
    .executeTakeFirst();
  if (!found) throw new NotFoundError();
  return id;
}
