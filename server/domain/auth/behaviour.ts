/** Server behaviour of permissions: the rows the config defines stay. */
import { permission } from '../../../resources/access';
import { isConfigPermission } from '../../../schema';
import { behaviourOf } from '../../resources/behaviour';
import { ValidationError } from '../../resources/errors';

/**
 * A permission the config defines would be written again at the next start, but every grant of
 * it would be gone by then: it cannot be deleted. A leftover of a resource since removed can.
 */
export const authBehaviour = [
  behaviourOf(permission, {
    hooks: {
      async beforeDelete(_tx, ctx, row) {
        const pair = { action: String(row.action), subject: String(row.subject) };
        if (isConfigPermission(ctx.resources.all, pair))
          throw ValidationError.field(
            'id',
            `The permission to ${pair.action} ${pair.subject} is defined by the app's configuration and cannot be deleted.`,
          );
      },
    },
  }),
];
