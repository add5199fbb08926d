/**
 * The receipt of an order as a PDF: the same facts as the printable receipt (the order's lines,
 * every payment and refund with the balance after it, what was paid and is still due), read with
 * the same access and row scope (domain/receipts/order-receipt.ts).
 */
import type { OrderReceipt } from '../../schema';
import type { Context } from '../resources/context';
import { orderReceipt } from '../domain/receipts/order-receipt';
import { translatorFor } from '../i18n/translate';
import { createPdf, finishPdf } from './pdf/document';
import { letterheadOf } from './pdf/letterhead';
import { formatsFor, moneyFormat } from './pdf/format';
import type { CurrencyCode } from '../../i18n/format/currency';
import { drawFacts, drawSectionTitle, drawSums, drawTable, type Sum } from './pdf/table';
import { fileName, type PdfFile } from './pdf/pdf-file';
import { phrasesOf, type Phrases } from './pdf/phrases';

function itemLines(order: OrderReceipt['order'], money: (value: number) => string, t: Phrases) {
  const lines: [string, number][] = [[t('price'), order.subtotal]];
  if (order.tax) lines.push([t('tax'), order.tax]);
  if (order.other_cost) lines.push([t('otherCost'), order.other_cost]);
  if (order.discount)
    lines.push([
      order.coupon_code ? t('discountCoupon', { code: order.coupon_code }) : t('discount'),
      -order.discount,
    ]);
  return lines.map(([label, amount]) => [label, money(amount)]);
}

export async function orderReceiptPdf(
  ctx: Context,
  orderId: number,
  currency: CurrencyCode,
): Promise<PdfFile> {
  const receipt = await orderReceipt(ctx, orderId);
  const tr = translatorFor(ctx.language ?? 'en');
  const f = formatsFor(tr);
  const money = moneyFormat(tr, currency);
  const t = phrasesOf(tr);
  const { order, student, course } = receipt;
  const pdf = createPdf(tr, await letterheadOf(ctx), {
    title: t('receiptTitle'),
    lines: [t('orderNo', { number: order.order_no }), f.date(order.ordered_at)],
  });
  drawFacts(pdf, [
    [t('billedTo'), student.full_name],
    ...(student.student_no ? [[t('studentNo'), student.student_no] as const] : []),
    [t('course'), course.title],
    [t('orderDate'), f.date(order.ordered_at)],
    [
      t('paymentStatus'),
      tr.text(`enums.paymentStatus.${order.payment_status}`) ?? order.payment_status,
    ],
  ]);
  drawSectionTitle(pdf, t('items'));
  drawTable(
    pdf,
    [
      { header: t('item'), share: 0.7 },
      { header: t('amount'), share: 0.3, align: 'right' },
    ],
    itemLines(order, money, t),
    '',
  );
  drawSums(pdf, [{ label: t('total'), value: money(order.total), strong: true }]);
  drawSectionTitle(pdf, t('movements'));
  drawTable(
    pdf,
    [
      { header: t('date'), share: 0.2 },
      { header: t('kind'), share: 0.12 },
      { header: t('method'), share: 0.14 },
      { header: t('reference'), share: 0.18 },
      { header: t('amount'), share: 0.18, align: 'right' },
      { header: t('balance'), share: 0.18, align: 'right' },
    ],
    receipt.payments.map((p) => [
      f.date(p.date),
      tr.text(`enums.paymentKind.${p.kind}`) ?? p.kind,
      p.method ?? '—',
      p.reference ?? '—',
      money(p.kind === 'refund' ? -p.amount : p.amount),
      money(p.balance),
    ]),
    t('noMovements'),
  );
  const sums: Sum[] = [{ label: t('amountPaid'), value: money(order.amount_paid) }];
  if (order.amount_refunded)
    sums.push({ label: t('amountRefunded'), value: money(order.amount_refunded) });
  sums.push({ label: t('balanceDue'), value: money(receipt.due), strong: true });
  drawSums(pdf, sums);
  return { name: fileName('receipt', order.order_no), stream: finishPdf(pdf) };
}
