/**
 * The learners' money counters of the dashboard (ORIGINAL.md: a student's unpaid orders and
 * payments), as conditions on the `orders` and `order_payments` tables for counters.ts.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/types';

type Where = (eb: ExpressionBuilder<Database, string>, table: string) => Expression<SqlBool>;

/**
 * Orders with something due: schema/order-balance.ts `dueMinor` in SQL, on the stored minor
 * units — total + refunded > paid, unless every payment was given back (refunded ≥ paid > 0).
 */
export const owesSomething: Where = (eb, table) =>
  eb.and([
    eb(
      eb(`${table}.total`, '+', eb.ref(`${table}.amount_refunded`)),
      '>',
      eb.ref(`${table}.amount_paid`),
    ),
    eb.or([
      eb(`${table}.amount_paid`, '=', 0),
      eb(`${table}.amount_refunded`, '<', eb.ref(`${table}.amount_paid`)),
    ]),
  ]);

/** Money taken in, not refunds given back. */
export const paymentRows: Where = (eb, table) => eb(`${table}.kind`, '=', 'payment');
