import type { Context } from '../../resources/context';
import type { Changer } from './revocation';

/** Who makes a change through the resource engine, for the sessions a change ends. */
export const changerOf = (ctx: Context): Changer => ({
  userId: ctx.actor?.id ?? null,
  token: ctx.sessionToken ?? null,
});
