/**
 * What an order still owes, as SQL over its stored minor units: schema/order-balance.ts
 * `dueMinor` (an order refunded in full is closed; otherwise total − (paid − refunded), never
 * below zero), so the dashboard's sums and counters agree with the order page to the cent.
 */
import { sql, type RawBuilder } from 'kysely';

export function orderDueSql(table: string): RawBuilder<number> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const held = sql`(${column('amount_paid')} - ${column('amount_refunded')})`;
  return sql<number>`case
    when ${column('amount_refunded')} > 0 and ${held} <= 0 then 0
    when ${column('total')} <= ${held} then 0
    else ${column('total')} - ${held} end`;
}
