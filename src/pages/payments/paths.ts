/** Where each kind of user finds payments and receipts (their panels; the admin's orders). */
export type PaymentArea = 'student' | 'parent' | 'admin';

/**
 * Where a receipt's back link leads, and its text's key: a learner's payments page, or for the
 * office the order the receipt was opened from.
 */
export const receiptBack = (area: PaymentArea, orderId: number) =>
  area === 'admin'
    ? { to: `/admin/order/${orderId}/show`, label: 'app.payments.back_to_order' }
    : { to: `/${area}/payment`, label: 'app.payments.back' };

/** An order's receipt; with a payment, the receipt of that payment or refund. */
export const receiptPath = (area: PaymentArea, orderId: number, paymentId?: number): string =>
  `${area === 'admin' ? '/admin/order' : `/${area}/payment`}/${orderId}/receipt${
    paymentId ? `?payment=${paymentId}` : ''
  }`;
