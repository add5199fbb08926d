/**
 * The figures of a monthly pay run (pure, minor units and minutes): regular pay is the sum of each
 * working-hours row's own amount (each priced at its own rate when it was made, never an
 * average rate over the month), overtime the sum of the approved overtime amounts, and
 * net pay = regular + overtime − advance.
 */

import type { PayFigures } from '../../../schema';

export type { PayFigures };

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first and last date of a `YYYY-MM` month; null when it is not one. */
export function periodBounds(period: string): { from: string; to: string } | null {
  const match = PERIOD.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(lastDay).padStart(2, '0')}` };
}

export interface PricedMinutes {
  minutes: number;
  amount: number;
}

const sum = (rows: readonly PricedMinutes[]) =>
  rows.reduce((acc, r) => ({ minutes: acc.minutes + r.minutes, amount: acc.amount + r.amount }), {
    minutes: 0,
    amount: 0,
  });

export function payFigures(
  hours: readonly PricedMinutes[],
  overtime: readonly PricedMinutes[],
): PayFigures {
  const regular = sum(hours);
  const extra = sum(overtime);
  return {
    regular_minutes: regular.minutes,
    regular_amount: regular.amount,
    overtime_minutes: extra.minutes,
    overtime_amount: extra.amount,
  };
}

export const netPay = (figures: PayFigures, advance: number): number =>
  figures.regular_amount + figures.overtime_amount - advance;
