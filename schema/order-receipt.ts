/**
 * A printable receipt of an order as `GET /api/order/{id}/receipt` answers it (docs/API.md
 * "Receipts"), declared where the server and the app both read it. Amounts in major units.
 */
import type { EnumValue } from './enums';

export interface ReceiptPayment {
  id: number;
  kind: EnumValue<'paymentKind'>;
  amount: number;
  date: string;
  /** The payment type's name (Cash, bKash…), or null when none was recorded. */
  method: string | null;
  reference: string | null;
  /** What was still owed once this payment or refund was recorded. */
  balance: number;
}

export interface OrderReceipt {
  order: {
    id: number;
    order_no: string;
    ordered_at: string;
    subtotal: number;
    tax: number;
    other_cost: number;
    discount: number;
    coupon_code: string | null;
    total: number;
    amount_paid: number;
    amount_refunded: number;
    payment_status: EnumValue<'paymentStatus'>;
    payment_reference: string | null;
  };
  student: { id: number; full_name: string; student_no: string | null };
  course: { id: number; title: string };
  /** Oldest first, as they happened. */
  payments: ReceiptPayment[];
  /** What is owed now (schema/order-balance.ts `orderDue`). */
  due: number;
}
