/** Small pieces the bell's notices are written from. */
import { resourcesByName } from '../../../resources.config';
import type { Executor } from '../../db/types';
import type { PhraseKey } from '../../i18n/translate';

const EXCERPT = 200;

/** The text on one line, cut to a readable length. */
export function excerpt(text: string, max = EXCERPT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The app's page of one record, e.g. `/common/complain/7/show`. */
export function showLink(resource: string, id: unknown): string {
  const route = resourcesByName.get(resource)?.route;
  if (!route) throw new Error(`The resource ${resource} has no screen to link to`);
  return `${route}/${String(id)}/show`;
}

/**
 * "Tanvir Hasan (Tutor)": a user's name and role, for saying who did something. A user who is
 * gone (or no user) is "Someone", a phrase, so that each reader reads it in their language.
 */
export async function whoIs(
  db: Executor,
  userId: number | null,
): Promise<string | { phrase: PhraseKey }> {
  const someone = { phrase: 'notices.someone' } as const;
  if (userId === null) return someone;
  const user = await db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.first_name', 'users.last_name', 'roles.name as role'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) return someone;
  const name = [user.first_name, user.last_name]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
  return typeof user.role === 'string' && user.role !== '' ? `${name} (${user.role})` : name;
}
