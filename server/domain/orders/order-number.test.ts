import { describe, expect, it } from 'vitest';
import { nextOrderNo } from './order-number';

describe('nextOrderNo', () => {
  it('starts each day at 0001', () => {
    expect(nextOrderNo('2026-11-23', [])).toBe('ORD-20261123-0001');
    expect(nextOrderNo('2026-11-23', ['ORD-20261122-0007'])).toBe('ORD-20261123-0001');
  });

  it('goes one past the day’s highest, gaps left by deletions included', () => {
    expect(nextOrderNo('2026-11-23', ['ORD-20261123-0001', 'ORD-20261123-0042'])).toBe(
      'ORD-20261123-0043',
    );
    expect(nextOrderNo('2026-11-23', ['ORD-20261123-9999'])).toBe('ORD-20261123-10000');
  });
});
