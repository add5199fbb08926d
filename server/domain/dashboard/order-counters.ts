/**
 * The learners' money counters of the dashboard (a student's unpaid orders and
 * payments), as conditions on the `orders` and `order_payments` tables for counters.ts.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { OpenDatabase } from '../../db/types';
import { orderDueSql } from '../orders/due-sql';

type Where = (eb: ExpressionBuilder<OpenDatabase, string>, table: string) => Expression<SqlBool>;

/** Orders with something due (server/domain/orders/due-sql.ts). */
export const owesSomething: Where = (eb, table) => eb(orderDueSql(table), '>', 0);

/** Money taken in, not refunds given back. */
export const paymentRows: Where = (eb, table) => eb(`${table}.kind`, '=', 'payment');
