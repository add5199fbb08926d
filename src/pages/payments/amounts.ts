import type { RaRecord } from 'react-admin';
import type { OrderAmounts } from '../../../schema';

/** An order record's amounts, for the due rule of schema/order-balance.ts. */
export const amountsOf = (order: RaRecord): OrderAmounts => ({
  total: Number(order.total),
  amount_paid: Number(order.amount_paid),
  amount_refunded: Number(order.amount_refunded),
});
