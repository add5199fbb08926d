import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { OrderReceipt } from '../../../schema';
import { useMoney } from '../../lib/format';

/** The order's lines: price, tax, other cost, the coupon's discount, and the total. */
export function ReceiptItems({ order }: { order: OrderReceipt['order'] }) {
  const translate = useTranslate();
  const money = useMoney();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.payments.${key}`, options);
  const lines: [string, number][] = [
    [t('price'), order.subtotal],
    ...(order.tax ? ([[t('tax'), order.tax]] as [string, number][]) : []),
    ...(order.other_cost ? ([[t('other_cost'), order.other_cost]] as [string, number][]) : []),
    ...(order.discount
      ? ([
          [
            order.coupon_code ? t('discount_coupon', { code: order.coupon_code }) : t('discount'),
            -order.discount,
          ],
        ] as [string, number][])
      : []),
  ];
  return (
    <Table size="small" aria-label={t('items')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('item')}</TableCell>
          <TableCell align="right">{t('amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map(([label, amount]) => (
          <TableRow key={label}>
            <TableCell>{label}</TableCell>
            <TableCell align="right">{money(amount)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
            {t('total')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {money(order.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
