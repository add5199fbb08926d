/**
 * The learners' money counters of the dashboard (ORIGINAL.md: a student's unpaid orders and
 * payments), as conditions on the `orders` and `order_payments` tables for counters.ts.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/types';

type Where = (eb: ExpressionBuilder<Database, string>, table: string) => Expression<SqlBool>;

/**
 * Orders with something due: schema/order-balance.ts `dueMinor` in SQL, on the stored minor
 * units — total − (paid − refunded) > 0, that is total + refunded > paid.
 */
export const owesSomething: Where = (eb, table) =>
  eb(
    eb(`${table}.total`, '+', eb.ref(`${table}.amount_refunded`)),
    '>',
    eb.ref(`${table}.amount_paid`),
  );

/** Money taken in, not refunds given back. */
export const paymentRows: Where = (eb, table) => eb(`${table}.kind`, '=', 'payment');
