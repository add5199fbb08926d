/**
 * Several concerns on one resource (a profile's account and its hiring rule, an enrolment's label
 * and its seat) each keep their own hooks; this runs them in the order given. Checks run one after
 * another and their field errors are merged, the first concern's message winning on a field.
 * After-commit hooks are independent: one failing (a mail server down) does not skip the next.
 */
import type { Row } from '../../db/types';
import type { FieldErrors } from '../../resources/errors';
import type { ResourceHooks } from '../../resources/hooks';

export function combineHooks<T extends Row, S extends Row = T, A extends Row = T>(
  ...parts: ResourceHooks<T, S, A>[]
): ResourceHooks<T, S, A> {
  const each = <K extends keyof ResourceHooks<T, S, A>>(phase: K) =>
    parts
      .map((p) => p[phase])
      .filter((h): h is NonNullable<ResourceHooks<T, S, A>[K]> => h !== undefined);
  const checks = each('check');
  const beforeSaves = each('beforeSave');
  const afterSaves = each('afterSave');
  const beforeDeletes = each('beforeDelete');
  const afterDeletes = each('afterDelete');
  const afterCreates = each('afterCreate');
  const afterUpdates = each('afterUpdate');
  return {
    async check(ctx, db, change) {
      const errors: FieldErrors = {};
      for (const check of checks) {
        for (const [field, messages] of Object.entries(await check(ctx, db, change)))
          errors[field] ??= messages;
      }
      return errors;
    },
    async beforeSave(tx, ctx, change) {
      for (const hook of beforeSaves) await hook(tx, ctx, change);
    },
    async afterSave(tx, ctx, change) {
      for (const hook of afterSaves) await hook(tx, ctx, change);
    },
    async beforeDelete(tx, ctx, row) {
      for (const hook of beforeDeletes) await hook(tx, ctx, row);
    },
    async afterDelete(tx, ctx, row) {
      for (const hook of afterDeletes) await hook(tx, ctx, row);
    },
    async afterCreate(ctx, record) {
      await settleAll(afterCreates.map((hook) => () => hook(ctx, record)));
    },
    async afterUpdate(ctx, change) {
      await settleAll(afterUpdates.map((hook) => () => hook(ctx, change)));
    },
  };
}

/** Runs each in turn; the first failure is rethrown once all have run, for the caller to log. */
async function settleAll(runs: (() => Promise<void>)[]): Promise<void> {
  let failure: unknown;
  for (const run of runs) {
    try {
      await run();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}
