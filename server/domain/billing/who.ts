/**
 * Whose billing a caller may look at: a user whose billing rows are scoped to their own (a tutor)
 * always gets their own profile, whatever they ask for; others (admins) the tutor they name, or
 * every tutor when they name none.
 */
import { workingHour } from '../../../resources/billing';
import type { Context } from '../../resources/context';
import { NotFoundError } from '../../resources/errors';
import { scopeFor } from '../../resources/served';
import { profileIdOf } from './tutor-profile';

/** undefined: every tutor. Throws 404 when a tutor asks for someone else's. */
export async function billingSubject(
  ctx: Context,
  asked: number | undefined,
): Promise<number | undefined> {
  if (!scopeFor(ctx.resources, workingHour, ctx.actor)) return asked;
  const own = await profileIdOf(ctx.db, ctx);
  if (own === null || (asked !== undefined && asked !== own)) throw new NotFoundError();
  return own;
}
