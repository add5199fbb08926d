/** Where each kind of user finds payments and receipts (their panels; the admin's orders). */
export type PaymentArea = 'student' | 'parent' | 'admin';

export const paymentsPath = (area: PaymentArea): string =>
  area === 'admin' ? '/admin/order' : `/${area}/payment`;

/** An order's receipt; with a payment, the receipt of that payment or refund. */
export const receiptPath = (area: PaymentArea, orderId: number, paymentId?: number): string =>
  `${area === 'admin' ? '/admin/order' : `/${area}/payment`}/${orderId}/receipt${
    paymentId ? `?payment=${paymentId}` : ''
  }`;
