import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLocale, useTranslate } from 'react-admin';
import type { ReceiptPayment } from '../../../schema';
import { formatDate, useMoney } from '../../lib/format';

/** Payments and refunds with their method, reference and the balance due after each. */
export function ReceiptMovements({
  movements,
  current,
}: {
  movements: readonly ReceiptPayment[];
  /** The payment this receipt is for, marked among the others. */
  current?: number;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const money = useMoney();
  const t = (key: string) => translate(`app.payments.${key}`);
  return (
    // A phone scrolls the table sideways inside the receipt rather than widening the page.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('movements')} sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('date')}</TableCell>
            <TableCell>{t('kind')}</TableCell>
            <TableCell>{t('method')}</TableCell>
            <TableCell>{t('reference')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
            <TableCell align="right">{t('balance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {movements.map((m) => (
            <TableRow
              key={m.id}
              selected={m.id === current}
              aria-current={m.id === current ? 'true' : undefined}
            >
              <TableCell>{formatDate(m.date, locale)}</TableCell>
              <TableCell>{translate(`enums.paymentKind.${m.kind}`)}</TableCell>
              <TableCell>{m.method ?? '—'}</TableCell>
              <TableCell>{m.reference ?? '—'}</TableCell>
              <TableCell align="right">
                {money(m.kind === 'refund' ? -m.amount : m.amount)}
              </TableCell>
              <TableCell align="right">{money(m.balance)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
