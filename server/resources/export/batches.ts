/**
 * A list's rows in the list's own order, read a batch at a time by keyset on (sort field, id):
 * each batch starts after the last row of the one before, so reading the millionth row costs what
 * reading the first does, and only one batch is held at a time.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Resource } from '../../../schema';
import type { OpenDatabase, Row } from '../../db/types';
import type { Context } from '../context';
import type { ListQuery } from '../list-query';
import { filteredSelect } from '../operations/list';

/** Rows per read: large enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH = 1000;

/**
 * The rows after `last` in the order (field, id), both in `direction`. Where NULLs sort is the
 * database's: SQLite puts them first going up, PostgreSQL last, and the list follows each.
 */
function after(ctx: Context, resource: Resource, query: ListQuery, last: Row) {
  const { field, direction } = query.sort;
  const column = `${resource.table}.${field}`;
  const id = `${resource.table}.id`;
  const beyond = direction === 'asc' ? '>' : '<';
  const lastId = Number(last.id);
  return (eb: ExpressionBuilder<OpenDatabase, string>) => {
    if (field === 'id') return eb(id, beyond, lastId);
    const value = last[field];
    const nullsFirst = (ctx.dialect === 'sqlite') === (direction === 'asc');
    if (value === null || value === undefined) {
      const laterNull = eb.and([eb(column, 'is', null), eb(id, beyond, lastId)]);
      return nullsFirst ? eb.or([laterNull, eb(column, 'is not', null)]) : laterNull;
    }
    // One row-value comparison, not "field beyond, or field equal and id beyond": both databases
    // seek an index on (field, id) to it, where the OR form walked the index from the list's
    // start past every row already exported, which made an export's time grow with the square of
    // its rows.
    const later = eb(eb.refTuple(column, id), beyond, eb.tuple(value, lastId));
    return nullsFirst ? later : eb.or([later, eb(column, 'is', null)]);
  };
}

export async function* rowBatches(
  ctx: Context,
  resource: Resource,
  query: ListQuery,
  size = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  const { field, direction } = query.sort;
  let last: Row | undefined;
  for (;;) {
    let select = filteredSelect(ctx, resource, query);
    if (last) select = select.where(after(ctx, resource, query, last));
    const rows = await select
      .selectAll(resource.table)
      .orderBy(`${resource.table}.${field}`, direction)
      .orderBy(`${resource.table}.id`, direction)
      .limit(size)
      .execute();
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    last = rows[rows.length - 1];
  }
}
