import { describe, expect, it } from 'vitest';
import { dueMinor, minorOf, orderDue, runningBalance, totalDue } from './order-balance';

describe('dueMinor', () => {
  it('owes the whole total before any payment', () => {
    expect(dueMinor(15_000, 0, 0)).toBe(15_000);
  });

  it('owes the rest after a part payment: 150.00 − 60.00 = 90.00', () => {
    expect(dueMinor(15_000, 6_000, 0)).toBe(9_000);
  });

  it('owes nothing when paid in full, and never less than nothing when paid too much', () => {
    expect(dueMinor(15_000, 15_000, 0)).toBe(0);
    expect(dueMinor(15_000, 16_000, 0)).toBe(0);
  });

  it('adds back a refund of an overpayment: paid 160.00, 10.00 refunded, owes 0', () => {
    expect(dueMinor(15_000, 16_000, 1_000)).toBe(0);
  });

  it('adds back a part refund: paid 150.00, 20.00 refunded, owes 20.00', () => {
    expect(dueMinor(15_000, 15_000, 2_000)).toBe(2_000);
  });

  it('owes nothing once every payment was given back: the order is closed', () => {
    expect(dueMinor(15_000, 15_000, 15_000)).toBe(0);
    expect(dueMinor(15_000, 5_000, 5_000)).toBe(0);
  });

  it('owes a partial refund again', () => {
    expect(dueMinor(15_000, 15_000, 2_500)).toBe(2_500);
  });

  it('owes nothing on a free order', () => {
    expect(dueMinor(0, 0, 0)).toBe(0);
  });
});

describe('orderDue and totalDue (major units)', () => {
  it('works on the API amounts without float error: 0.3 − 0.1 − 0.1 = 0.1', () => {
    expect(orderDue({ total: 0.3, amount_paid: 0.2, amount_refunded: 0 })).toBe(0.1);
    expect(orderDue({ total: 1234.56, amount_paid: 1000.01, amount_refunded: 0 })).toBe(234.55);
  });

  it('sums the orders in minor units: 0.1 + 0.2 = 0.3, a paid order adds nothing', () => {
    expect(
      totalDue([
        { total: 0.1, amount_paid: 0, amount_refunded: 0 },
        { total: 0.2, amount_paid: 0, amount_refunded: 0 },
        { total: 50, amount_paid: 50, amount_refunded: 0 },
      ]),
    ).toBe(0.3);
    expect(totalDue([])).toBe(0);
  });

  it('reads 12.34 as 1234 minor units, not 1233', () => {
    expect(minorOf(12.34)).toBe(1234);
    expect(minorOf(null)).toBe(0);
  });
});

describe('runningBalance', () => {
  it('orders movements by date then record and gives the balance after each', () => {
    const rows = runningBalance(150, [
      { id: 9, kind: 'payment', amount: 50, date: '2026-02-01' },
      { id: 3, kind: 'payment', amount: 60, date: '2026-01-15' },
      { id: 4, kind: 'payment', amount: 60, date: '2026-01-15' },
      { id: 10, kind: 'refund', amount: 20, date: '2026-02-03' },
    ]);
    expect(rows.map((r) => [r.movement.id, r.balance])).toEqual([
      [3, 90],
      [4, 30],
      // 170 paid on 150: nothing owed, 20 too much …
      [9, 0],
      // … which the refund gives back.
      [10, 0],
    ]);
  });
});
