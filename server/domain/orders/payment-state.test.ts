import { describe, expect, it } from 'vitest';
import { paymentState, refundable } from './payment-state';

const pay = (amount: number, date: string) => ({ kind: 'payment' as const, amount, date });
const refund = (amount: number, date: string) => ({ kind: 'refund' as const, amount, date });

describe('paymentState', () => {
  it('is unpaid with nothing paid, everything due', () => {
    expect(paymentState(21_450, '2026-11-01', [])).toEqual({
      amount_paid: 0,
      amount_refunded: 0,
      payment_status: 'unpaid',
      paid_at: null,
      due: 21_450,
    });
  });

  it('is paid at once when the total is zero (free)', () => {
    expect(paymentState(0, '2026-11-01', [])).toMatchObject({
      payment_status: 'paid',
      paid_at: '2026-11-01',
      due: 0,
    });
  });

  it('is partial while less than the total is held', () => {
    // 214.50 − 100.00 = 114.50 due
    expect(paymentState(21_450, '2026-11-01', [pay(10_000, '2026-11-02')])).toMatchObject({
      amount_paid: 10_000,
      payment_status: 'partial',
      paid_at: null,
      due: 11_450,
    });
  });

  it('is paid on the date the last part came in, whatever order the rows were recorded in', () => {
    const state = paymentState(21_450, '2026-11-01', [
      pay(11_450, '2026-11-09'),
      pay(10_000, '2026-11-02'),
    ]);
    expect(state).toMatchObject({ payment_status: 'paid', paid_at: '2026-11-09', due: 0 });
  });

  it('owes again what a partial refund gave back', () => {
    // paid 214.50, refunded 14.50: 200.00 held, 14.50 due
    const state = paymentState(21_450, '2026-11-01', [
      pay(21_450, '2026-11-02'),
      refund(1450, '2026-11-05'),
    ]);
    expect(state).toMatchObject({
      amount_paid: 21_450,
      amount_refunded: 1450,
      payment_status: 'partial',
      paid_at: null,
      due: 1450,
    });
    expect(refundable(state)).toBe(20_000);
  });

  it('is refunded once everything paid was given back', () => {
    const state = paymentState(21_450, '2026-11-01', [
      pay(21_450, '2026-11-02'),
      refund(21_450, '2026-11-05'),
    ]);
    expect(state).toMatchObject({ payment_status: 'refunded', paid_at: null, due: 0 });
    expect(refundable(state)).toBe(0);
  });

  it('takes the date it became paid again after a refund', () => {
    const state = paymentState(1000, '2026-11-01', [
      pay(1000, '2026-11-02'),
      refund(500, '2026-11-03'),
      pay(500, '2026-11-04'),
    ]);
    expect(state).toMatchObject({ payment_status: 'paid', paid_at: '2026-11-04', due: 0 });
  });
});
