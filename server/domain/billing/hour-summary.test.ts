import { describe, expect, it } from 'vitest';
import { blankSummary, countRow } from './hour-summary';

const blank = () => blankSummary(1, 'Tanvir Hasan');
const row = (minutes: number, amount: number | null, status: number, paid: boolean) => ({
  employee_id: 1,
  employee_name: 'Tanvir Hasan',
  minutes,
  amount,
  status,
  paid,
});

describe('a tutor’s hour details, counted by hand', () => {
  it('splits approved time into paid and pending, and counts rows without a rate', () => {
    const s = blank();
    countRow(s, row(90, 1875, 1, true), 'regular'); // paid class, 18.75
    countRow(s, row(50, 833, 1, false), 'regular'); // approved, not paid yet
    countRow(s, row(60, null, 1, false), 'regular'); // approved, no rate
    countRow(s, row(25, 417, 0, false), 'regular'); // pending approval: not counted as worked
    countRow(s, row(30, 500, 2, false), 'regular'); // rejected: not counted at all
    countRow(s, row(45, 1125, 1, true), 'overtime'); // paid overtime, 11.25
    expect(s).toMatchObject({
      regular_minutes: 200,
      overtime_minutes: 45,
      paid_minutes: 135,
      pending_minutes: 110,
      unpriced_rows: 1,
      earned_amount: 1875 + 833 + 1125,
      paid_amount: 1875 + 1125,
    });
  });
});
