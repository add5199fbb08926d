import type { Resource } from '../../../schema';
import type { Row } from '../../db/types';
import { authorize } from '../access';
import type { Context } from '../context';
import { insertRow } from '../row-writes';
import { afterCommit } from '../shared-transaction';
import { validateInput } from '../validation';
import { runAfterCreate } from '../served';
import { runWrite } from './write';

/**
 * Validates, prepares and writes a new record. `trusted`: the caller has already decided who may
 * do this (the public site's tutoring form, which nobody signs in for), so no ability is asked.
 * `stored`: values of the resource's storage columns the server itself sets, which the body may
 * never name (the language a public form was sent in).
 */
export async function createRecord(
  ctx: Context,
  resource: Resource,
  body: Record<string, unknown>,
  { trusted = false, stored = {} }: { trusted?: boolean; stored?: Row } = {},
): Promise<Row> {
  if (!trusted) authorize(ctx, 'create', resource);
  const input = validateInput(resource, body, 'create', ctx.language);
  const created = await runWrite(ctx, resource, input, undefined, (tx, values) =>
    insertRow(tx, ctx, resource, { ...values, ...stored }),
  );
  await afterCommit(ctx, (committed) => runAfterCreate(committed, resource, created));
  return created;
}
