import type { Resource } from '../../../schema';
import type { Row, Tx } from '../../db/types';
import { hooksOf, runAfterCreate } from '../../domain/hooks';
import { authorize } from '../access';
import { writeAudit } from '../audit';
import { actorId, type Context } from '../context';
import { translateDbError } from '../db-errors';
import { ValidationError } from '../errors';
import { isUploadedFile } from '../files';
import { prepareWrite } from '../prepare';
import { now, toRow } from '../records';
import { linkFields, syncLinks } from '../references';
import { indexRecord } from '../search-index';
import { validateInput } from '../validation';
import { recordOf } from './show';
import { runWrite } from './write';

export async function createRecord(
  ctx: Context,
  resource: Resource,
  body: Record<string, unknown>,
): Promise<Row> {
  authorize(ctx, 'create', resource);
  const input = validateInput(resource, body, 'create');
  const created = await runWrite(ctx, resource, input, undefined, (tx, values) =>
    insertRecord(ctx, tx, resource, values),
  );
  await runAfterCreate(ctx, resource.name, created);
  return created;
}

/**
 * A create that is one step of a larger change (a tutoring request becoming a student, a parent
 * and an enrolment): validated and prepared like any other, written in the caller's transaction,
 * so every step stands or falls together. The caller authorizes, and once committed calls
 * `finishCreate` for each record. Uploads are refused: a stored file could not be removed if a
 * later step failed.
 */
export async function createInTransaction(
  ctx: Context,
  tx: Tx,
  resource: Resource,
  body: Record<string, unknown>,
): Promise<Row> {
  const input = validateInput(resource, body, 'create');
  const upload = Object.keys(input).find((name) => isUploadedFile(input[name]));
  if (upload) throw ValidationError.field(upload, `The ${upload} field cannot be uploaded here.`);
  try {
    const prepared = await prepareWrite(ctx, tx, resource, input);
    return await insertRecord(ctx, tx, resource, prepared.values);
  } catch (error) {
    throw translateDbError(error, resource);
  }
}

/** What follows a committed createInTransaction: fresh totals, then the after-create hooks. */
export async function finishCreate(ctx: Context, resource: Resource, record: Row): Promise<void> {
  ctx.counts.invalidate(resource.name);
  await runAfterCreate(ctx, resource.name, record);
}

/** Writes checked values as a new row: links, search tokens and the audit entry included. */
async function insertRecord(
  ctx: Context,
  tx: Tx,
  resource: Resource,
  values: Record<string, unknown>,
): Promise<Row> {
  const { beforeSave } = hooksOf(resource.name);
  if (beforeSave) await beforeSave(tx, ctx, { values, current: undefined });
  const order = resource.arrangeOrder;
  if (order && (values[order.field] === null || values[order.field] === undefined)) {
    // A new row goes to the end of an arranged list.
    const last = await tx
      .selectFrom(resource.table)
      .select((eb) => eb.fn.max(order.field).as('last'))
      .executeTakeFirst();
    values[order.field] = Number(last?.last ?? 0) + 1;
  }
  const stamp = now();
  const row = await tx
    .insertInto(resource.table)
    .values({
      ...toRow(resource, values),
      created_at: stamp,
      updated_at: stamp,
      created_by: actorId(ctx),
      updated_by: actorId(ctx),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  for (const [name, field] of linkFields(resource))
    await syncLinks(tx, field, id, (values[name] as number[] | undefined) ?? []);
  await indexRecord(tx, resource, id, row);
  const record = await recordOf(tx, resource, row);
  await writeAudit(tx, ctx, {
    action: 'create',
    resource: resource.name,
    recordId: id,
    after: record,
  });
  return record;
}
