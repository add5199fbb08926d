/**
 * Order numbers: `ORD-YYYYMMDD-NNNN`, the centre's date the order was made on and its place among
 * that day's orders, from 0001 (a fifth digit after 9999). The next number is one past the day's
 * highest, so a deleted order's number is not handed out again while a later one exists.
 * Checkouts take a transaction lock first so that two of them never count the same
 * highest number (the numbering lock, shared with every automatic number). The column is unique
 * too.
 */
import type { Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { takeNumberingLock } from '../numbering/numbering-lock';

export const orderNoPrefix = (date: string) => `ORD-${date.replace(/-/g, '')}-`;

/** The number after the highest of `taken` (numbers of one day), padded to four digits. */
export function nextOrderNo(date: string, taken: string[]): string {
  const prefix = orderNoPrefix(date);
  const highest = taken
    .filter((no) => no.startsWith(prefix))
    .map((no) => Number(no.slice(prefix.length)))
    .filter(Number.isSafeInteger)
    .reduce((a, b) => Math.max(a, b), 0);
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}

export async function newOrderNo(tx: Tx, ctx: Context, date: string): Promise<string> {
  await takeNumberingLock(tx, ctx.dialect);
  const rows = await tx
    .selectFrom('orders')
    .select('order_no')
    .where('order_no', 'like', `${orderNoPrefix(date)}%`)
    .execute();
  return nextOrderNo(
    date,
    rows.map((r) => String(r.order_no)),
  );
}
