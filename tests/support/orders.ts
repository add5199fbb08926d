/**
 * Orders for API tests, written straight into the test server's database with the demo seed's
 * writer (server/db/seed/order-rows.ts: amounts in minor units, total = subtotal + tax + other
 * cost − discount, paid/refunded/status following the payment rows). A stand-in until checkout
 * and `POST /api/order-payment` exist: then this body becomes those API calls.
 */
import { systemContext } from '../../server/db/seed';
import { writeOrderRows, type OrderRowsInput } from '../../server/db/seed/order-rows';
import type { TestServer } from './server';

let placed = 0;

/** Places an order (and its payments); answers the order's and the payments' ids. */
export async function placeOrder(
  server: TestServer,
  input: Omit<OrderRowsInput, 'order_no' | 'bank_account_id'>,
): Promise<{ orderId: number; orderNo: string; paymentIds: number[] }> {
  const account = await server.connection.db
    .selectFrom('bank_accounts')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  placed += 1;
  const orderNo = `TEST-${Date.now().toString(36)}-${placed}`;
  const ids = await writeOrderRows(systemContext(server.connection.db), {
    ...input,
    order_no: orderNo,
    bank_account_id: Number(account.id),
  });
  return { ...ids, orderNo };
}
