/**
 * Orders for API tests, placed as an admin places them: checkout (`POST /api/order`, which
 * prices the order and applies the coupon) and then each payment or refund
 * (`POST /api/order-payment`), all in major units as the API speaks them.
 */
import { expect } from 'vitest';
import type { EnumValue } from '../../schema';
import type { TestServer } from './server';

export interface OrderToPlace {
  student_id: number;
  course_id: number;
  ordered_at: string;
  subtotal: number;
  tax?: number;
  other_cost?: number;
  coupon_code?: string;
  payment_type_id?: number;
  payments?: { kind: EnumValue<'paymentKind'>; amount: number; date: string; reference?: string }[];
}

type Saved = { data: { id: number; order_no: string } };

/** Places an order and records its payments; answers the order's and the payments' ids. */
export async function placeOrder(
  server: TestServer,
  token: string,
  { payments = [], ...order }: OrderToPlace,
): Promise<{ orderId: number; orderNo: string; paymentIds: number[] }> {
  const account = await server.connection.db
    .selectFrom('bank_accounts')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const bank_account_id = Number(account.id);
  const placed = await server.request<Saved>('POST', '/api/order', {
    token,
    json: { ...order, bank_account_id },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.data.id;
  const paymentIds: number[] = [];
  for (const payment of payments) {
    const recorded = await server.request<Saved>('POST', '/api/order-payment', {
      token,
      json: {
        ...payment,
        order_id: orderId,
        bank_account_id,
        payment_type_id: order.payment_type_id,
      },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    paymentIds.push(recorded.body.data.id);
  }
  return { orderId, orderNo: placed.body.data.order_no, paymentIds };
}
