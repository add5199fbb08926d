import { describe, expect, it } from 'vitest';
import { deleteBlock, orderMoney } from './orderState';

describe('orderMoney', () => {
  it('owes the total less what is held', () => {
    // 960.00 − (400.00 − 100.00) = 660.00 due, 300.00 held
    expect(orderMoney({ id: 1, total: 960, amount_paid: 400, amount_refunded: 100 })).toEqual({
      due: 660,
      held: 300,
    });
    expect(orderMoney({ id: 1, total: 0.3, amount_paid: 0.1, amount_refunded: 0 }).due).toBe(0.2);
    expect(orderMoney({ id: 1, total: 10, amount_paid: 10, amount_refunded: 0 }).due).toBe(0);
  });
});

describe('deleteBlock', () => {
  it('keeps orders with payments and paid ones, free ones included', () => {
    expect(deleteBlock({ id: 1, amount_paid: 5, payment_status: 'partial' })).toBe(
      'app.orders.actions.delete_blocked_payments',
    );
    expect(deleteBlock({ id: 1, amount_paid: 0, payment_status: 'paid' })).toBe(
      'app.orders.actions.delete_blocked_paid',
    );
    expect(deleteBlock({ id: 1, amount_paid: 0, payment_status: 'unpaid' })).toBeNull();
  });
});
