/**
 * What students still owe (server/domain/orders/due-sql.ts, the rule of the order page). Not
 * bound to a period: a debt from last year is still due.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import { orderDueSql } from '../orders/due-sql';

const ORDER_DUE = orderDueSql('o');

/** The sum due and the number of orders owing, of every order or of some students' (minor units). */
export const orderDuesQuery = (studentIds?: readonly number[]) =>
  sql<{ total: number | null; orders: number | null }>`
    select sum(${ORDER_DUE}) as total,
      sum(case when ${ORDER_DUE} > 0 then 1 else 0 end) as orders
    from orders o${studentIds ? sql` where o.student_id in (${sql.join(studentIds)})` : sql``}`;

export async function orderDues(
  db: Executor,
  studentIds?: number[],
): Promise<{ total: number; orders: number }> {
  if (studentIds?.length === 0) return { total: 0, orders: 0 };
  const { rows } = await orderDuesQuery(studentIds).execute(db);
  return { total: Number(rows[0]?.total ?? 0), orders: Number(rows[0]?.orders ?? 0) };
}
