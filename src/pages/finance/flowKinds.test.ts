import { describe, expect, it } from 'vitest';
import { kindsFromParam, toggleKind } from './flowKinds';

describe('the kinds of a money flows address', () => {
  it('reads the named kinds in their fixed order, skipping unknown names', () => {
    expect(kindsFromParam('income,order_payment,withdraw')).toEqual(['order_payment', 'income']);
  });

  it('means every kind when the address names none or none it knows', () => {
    expect(kindsFromParam(null)).toHaveLength(6);
    expect(kindsFromParam('withdraw')).toHaveLength(6);
  });

  it('switches a kind on in its place and off, but never the last one off', () => {
    expect(toggleKind(['income'], 'order_payment')).toEqual(['order_payment', 'income']);
    expect(toggleKind(['order_payment', 'income'], 'income')).toEqual(['order_payment']);
    expect(toggleKind(['income'], 'income')).toEqual(['income']);
  });
});
