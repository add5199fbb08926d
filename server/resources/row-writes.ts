/**
 * The one write path for a resource's rows (docs/DATABASE.md, "One write path"). Every insert,
 * update and delete of a resource's table, by the engine or by domain code, goes through here
 * inside the caller's transaction and leaves the same things behind: `created_by`/`updated_by`
 * and `created_at`/`updated_at`, the resource's in-transaction hooks (`beforeSave`/`afterSave`,
 * `beforeDelete`/`afterDelete`), the many-to-many links given, the search document and one audit entry
 * per row. A change with no user (`{ actor: null }`, the system actor) is audited all the same.
 *
 * What runs only once committed (after-create and after-update hooks, totals marked stale, files
 * removed) belongs to whoever commits: the engine's operations do it. Access checks, validation
 * and preparing input (operations/write.ts) come before, for the engine's writes.
 */
import type { Resource } from '../../schema';
import type { Row, Tx } from '../db/types';
import { openTables } from '../db/types';
import { writeAudit, writeAudits } from './audit';
import { actorId, creationStamps, type Context } from './context';
import { recordOf } from './operations/show';
import { now, toRecord, toRow } from './records';
import { linkFields, loadLinks, syncLinks } from './references';
import { indexRecord, indexRecords, unindexRecord, unindexRecords } from './search-index';
import { hooksOf } from './served';

export interface RowWriteOptions {
  /**
   * False where the write is itself what a hook of the resource decides, or where the caller has
   * run the hooks it needs already: running them again would repeat or refuse that very change
   * (a pay run releasing the rows its own lock protects). Say why at the call.
   */
  hooks?: boolean;
}

const hooksFor = (ctx: Context, resource: Resource, { hooks = true }: RowWriteOptions) =>
  hooks ? hooksOf(ctx, resource) : {};

/** New rows of an arranged list go to its end, in the order given, unless the values place them. */
async function placeAtEnd(tx: Tx, resource: Resource, valuesList: readonly Row[]): Promise<void> {
  const order = resource.arrangeOrder;
  if (!order) return;
  const unplaced = valuesList.filter(
    (values) => values[order.field] === null || values[order.field] === undefined,
  );
  if (unplaced.length === 0) return;
  const last = await openTables(tx)
    .selectFrom(resource.table)
    .select((eb) => eb.fn.max(order.field).as('last'))
    .executeTakeFirst();
  let position = Number(last?.last ?? 0);
  for (const values of unplaced) values[order.field] = ++position;
}

/** Replaces the links of the references fields present in `values`. */
async function syncGivenLinks(tx: Tx, resource: Resource, id: number, values: Row): Promise<void> {
  for (const [name, field] of linkFields(resource)) {
    if (name in values) await syncLinks(tx, field, id, (values[name] as number[] | null) ?? []);
  }
}

/** Inserts one row from checked values (stored units); answers the API record. */
export async function insertRow(
  tx: Tx,
  ctx: Context,
  resource: Resource,
  values: Row,
  options: RowWriteOptions = {},
): Promise<Row> {
  const { beforeSave, afterSave } = hooksFor(ctx, resource, options);
  if (beforeSave) await beforeSave(tx, ctx, { values, current: undefined });
  await placeAtEnd(tx, resource, [values]);
  const row = await openTables(tx)
    .insertInto(resource.table)
    .values({ ...toRow(resource, values), ...resource.rows, ...creationStamps(ctx, now()) })
    .returningAll()
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (afterSave) await afterSave(tx, ctx, { row, current: undefined });
  await syncGivenLinks(tx, resource, id, values);
  await indexRecord(tx, resource, id, row);
  const after = await recordOf(tx, resource, row);
  await writeAudit(tx, ctx, { action: 'create', resource: resource.name, recordId: id, after });
  return after;
}

/** Changes the stored row `current` by `patch` (checked values); answers the API record. */
export async function updateRow(
  tx: Tx,
  ctx: Context,
  resource: Resource,
  current: Row,
  patch: Row,
  options: RowWriteOptions = {},
): Promise<Row> {
  const id = Number(current.id);
  const before = await recordOf(tx, resource, current);
  const { beforeSave, afterSave } = hooksFor(ctx, resource, options);
  if (beforeSave) await beforeSave(tx, ctx, { values: patch, current });
  const row = await openTables(tx)
    .updateTable(resource.table)
    .set({ ...toRow(resource, patch), updated_at: now(), updated_by: actorId(ctx) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (afterSave) await afterSave(tx, ctx, { row, current });
  await syncGivenLinks(tx, resource, id, patch);
  await indexRecord(tx, resource, id, row);
  const after = await recordOf(tx, resource, row);
  await writeAudit(tx, ctx, {
    action: 'update',
    resource: resource.name,
    recordId: id,
    before,
    after,
  });
  return after;
}

/** Inserts `current` when undefined, else changes it: for writes keyed by something else. */
export const saveRow = (
  tx: Tx,
  ctx: Context,
  resource: Resource,
  values: Row,
  current: Row | undefined,
  options: RowWriteOptions = {},
): Promise<Row> =>
  current
    ? updateRow(tx, ctx, resource, current, values, options)
    : insertRow(tx, ctx, resource, values, options);

/** Deletes the stored row `current`; its join-table links go with it (foreign keys cascade). */
export async function removeRow(
  tx: Tx,
  ctx: Context,
  resource: Resource,
  current: Row,
  options: RowWriteOptions = {},
): Promise<void> {
  const id = Number(current.id);
  const { beforeDelete, afterDelete } = hooksFor(ctx, resource, options);
  if (beforeDelete) await beforeDelete(tx, ctx, current);
  const before = await recordOf(tx, resource, current);
  await openTables(tx).deleteFrom(resource.table).where('id', '=', id).execute();
  await unindexRecord(tx, resource, id);
  if (afterDelete) await afterDelete(tx, ctx, current);
  await writeAudit(tx, ctx, { action: 'delete', resource: resource.name, recordId: id, before });
}

/** Rows per insert statement: well inside SQLite's limit on bound values. */
const BATCH = 200;

/** Records of stored rows, their links read in one query per references field. */
async function recordsOf(tx: Tx, resource: Resource, rows: readonly Row[]): Promise<Row[]> {
  const links = await loadLinks(
    tx,
    resource,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => toRecord(resource, row, links.get(Number(row.id))));
}

/**
 * Inserts many rows in multi-row statements (a replaced table, a batch derived at once), each
 * with its hooks, links, search document and audit entry; answers the API records in order.
 */
export async function insertRows(
  tx: Tx,
  ctx: Context,
  resource: Resource,
  valuesList: readonly Row[],
  options: RowWriteOptions = {},
): Promise<Row[]> {
  const { beforeSave, afterSave } = hooksFor(ctx, resource, options);
  const stamps = creationStamps(ctx, now());
  const stored: Row[] = [];
  for (const values of valuesList)
    if (beforeSave) await beforeSave(tx, ctx, { values, current: undefined });
  await placeAtEnd(tx, resource, valuesList);
  for (let start = 0; start < valuesList.length; start += BATCH) {
    const batch = valuesList.slice(start, start + BATCH);
    stored.push(
      ...(await openTables(tx)
        .insertInto(resource.table)
        .values(
          batch.map((values) => ({ ...toRow(resource, values), ...resource.rows, ...stamps })),
        )
        .returningAll()
        .execute()),
    );
  }
  for (const [index, row] of stored.entries()) {
    if (afterSave) await afterSave(tx, ctx, { row, current: undefined });
    await syncGivenLinks(tx, resource, Number(row.id), valuesList[index]!);
  }
  await indexRecords(tx, resource, stored);
  const records = await recordsOf(tx, resource, stored);
  await writeAudits(
    tx,
    ctx,
    records.map((after) => ({
      action: 'create',
      resource: resource.name,
      recordId: Number(after.id),
      after,
    })),
  );
  return records;
}

/** Deletes many stored rows in as few statements as they allow, each audited. */
export async function removeRows(
  tx: Tx,
  ctx: Context,
  resource: Resource,
  currents: readonly Row[],
  options: RowWriteOptions = {},
): Promise<void> {
  const { beforeDelete, afterDelete } = hooksFor(ctx, resource, options);
  for (const current of currents) if (beforeDelete) await beforeDelete(tx, ctx, current);
  const before = await recordsOf(tx, resource, currents);
  const ids = currents.map((row) => Number(row.id));
  for (let start = 0; start < ids.length; start += BATCH)
    await openTables(tx)
      .deleteFrom(resource.table)
      .where('id', 'in', ids.slice(start, start + BATCH))
      .execute();
  await unindexRecords(tx, resource, ids);
  for (const current of currents) if (afterDelete) await afterDelete(tx, ctx, current);
  await writeAudits(
    tx,
    ctx,
    before.map((record) => ({
      action: 'delete',
      resource: resource.name,
      recordId: Number(record.id),
      before: record,
    })),
  );
}
