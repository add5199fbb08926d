import { describe, expect, it } from 'vitest';
import { paymentState } from './payment-state';
import { paymentRefusal } from './payment-refusal';
import { translatorFor } from '../../i18n/translate';

const english = translatorFor('en');

const order = { id: 1, order_no: 'ORD-20261123-0001' };
// Total 960.00, 400.00 paid: 560.00 due, 400.00 held.
const state = paymentState(96_000, '2026-11-23', [
  { kind: 'payment', amount: 40_000, date: '2026-11-23' },
]);

describe('paymentRefusal', () => {
  it('takes a payment up to what is due, and no more', () => {
    expect(
      paymentRefusal(
        order,
        state,
        { kind: 'payment', amount: 56_000, date: '2026-11-24' },
        english,
      ),
    ).toBeNull();
    expect(
      paymentRefusal(
        order,
        state,
        { kind: 'payment', amount: 56_001, date: '2026-11-24' },
        english,
      ),
    ).toBe('The payment cannot exceed the 560.00 due on order ORD-20261123-0001.');
  });

  it('takes a refund up to what is held, and no more', () => {
    expect(
      paymentRefusal(order, state, { kind: 'refund', amount: 40_000, date: '2026-11-24' }, english),
    ).toBeNull();
    expect(
      paymentRefusal(order, state, { kind: 'refund', amount: 40_001, date: '2026-11-24' }, english),
    ).toBe('The refund cannot exceed the 400.00 paid on order ORD-20261123-0001.');
  });

  it('refuses a payment on a paid order and a refund on an unpaid one', () => {
    const paid = paymentState(0, '2026-11-23', []);
    expect(
      paymentRefusal(order, paid, { kind: 'payment', amount: 1, date: '2026-11-24' }, english),
    ).toBe('Nothing is due on order ORD-20261123-0001.');
    expect(
      paymentRefusal(order, paid, { kind: 'refund', amount: 1, date: '2026-11-24' }, english),
    ).toBe('Nothing has been paid on order ORD-20261123-0001 to refund.');
  });
});
