/**
 * A public list or a row by its key, with children, as the answer body plus the newest change
 * among everything it shows (for Last-Modified).
 */
import type { PublicRead } from '../../schema/public-api';
import type { Executor, Row } from '../db/types';
import { NotFoundError } from '../resources/errors';
import { hasNul, parseId } from '../resources/input-bounds';
import { checkoutLinks } from './checkout-links';
import { loadChildren } from './children';
import type { Moments } from './conditions';
import type { PublicListParams } from './list-params';
import { ordered } from './ordering';
import { resourceOf, servedRows } from './served-rows';
import { newestChange, publicRecords } from './shape';

/** What a read needs besides its query: the request's moments, and the app's address while online payment is on. */
export interface ReadScope {
  moments: Moments;
  checkoutAppUrl: string | undefined;
}

export interface PublicAnswer {
  body: Record<string, unknown>;
  /** ISO time of the newest `updated_at` among the rows served, if any. */
  lastModified: string | undefined;
}

async function withChildren(
  db: Executor,
  read: PublicRead,
  rows: Row[],
  fields: readonly string[],
  showing: boolean,
  { moments, checkoutAppUrl }: ReadScope,
): Promise<{ records: Row[]; lastModified: string | undefined }> {
  const resource = resourceOf(read.resource);
  const records = await publicRecords(db, resource, rows, fields);
  const children = Object.entries(read.children).filter(([, c]) => showing || !c.showOnly);
  const loaded = await loadChildren(db, resource, rows, children, moments);
  const links = read.checkoutLink ? await checkoutLinks(db, rows, checkoutAppUrl) : undefined;
  return {
    records: records.map((record) => ({
      ...record,
      ...(links ? { checkout_url: links.get(Number(record.id)) ?? null } : {}),
      ...loaded.byParent.get(Number(record.id)),
    })),
    lastModified: newestChange(rows, loaded.newest),
  };
}

export async function listPublic(
  db: Executor,
  read: PublicRead,
  params: PublicListParams,
  scope: ReadScope,
): Promise<PublicAnswer> {
  const table = resourceOf(read.resource).table;
  let base = servedRows(db, read, scope.moments);
  for (const [name, values] of Object.entries(params.filters))
    base = base.where(`${table}.${name}`, 'in', values);
  const counted = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  const rows = await ordered(base.selectAll(table), table, read.order)
    .limit(params.perPage)
    .offset((params.page - 1) * params.perPage)
    .execute();
  const { records, lastModified } = await withChildren(
    db,
    read,
    rows,
    read.listFields,
    false,
    scope,
  );
  return {
    body: {
      data: records,
      meta: {
        total,
        current_page: params.page,
        per_page: params.perPage,
        last_page: Math.max(1, Math.ceil(total / params.perPage)),
      },
    },
    lastModified,
  };
}

export async function showPublic(
  db: Executor,
  read: PublicRead,
  key: string,
  scope: ReadScope,
): Promise<PublicAnswer> {
  const field = read.show;
  if (!field) throw new NotFoundError();
  const table = resourceOf(read.resource).table;
  // A key no row can hold (past 32 bits, a NUL byte) finds nothing: 404, not a database error.
  const value = field === 'id' ? parseId(key) : hasNul(key) ? undefined : key;
  if (value === undefined) throw new NotFoundError();
  const row = await servedRows(db, read, scope.moments)
    .selectAll(table)
    .where(`${table}.${field}`, '=', value)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  const { records, lastModified } = await withChildren(db, read, [row], read.fields, true, scope);
  return { body: { data: records[0] }, lastModified };
}
