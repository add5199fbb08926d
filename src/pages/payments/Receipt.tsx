import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import type { OrderReceipt, ReceiptPayment } from '../../../schema';
import { formatDate, useMoney } from '../../lib/format';
import { AmountList } from './AmountList';
import { PaymentStatusChip } from './PaymentStatusChip';
import { ReceiptHeader } from './ReceiptHeader';
import { ReceiptItems } from './ReceiptItems';
import { ReceiptMovements } from './ReceiptMovements';

/**
 * The receipt document (id `receipt`, what the print stylesheet prints): the centre, the order,
 * its lines, its payments and refunds, and what was paid and is still due. For one payment, the
 * history stops at that payment and the sums are that payment's and the balance after it.
 */
export function Receipt({ receipt, payment }: { receipt: OrderReceipt; payment?: ReceiptPayment }) {
  const translate = useTranslate();
  const locale = useLocale();
  const money = useMoney();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.payments.${key}`, options);
  const { order, student, course } = receipt;
  const upTo = payment ? receipt.payments.findIndex((p) => p.id === payment.id) + 1 : undefined;
  const movements = receipt.payments.slice(0, upTo);
  const title = payment
    ? t(payment.kind === 'refund' ? 'refund_receipt_title' : 'payment_receipt_title')
    : t('receipt_title');
  const sums = payment
    ? [
        {
          label: t(payment.kind === 'refund' ? 'amount_refunded' : 'amount_paid'),
          value: money(payment.amount),
        },
        { label: t('balance_due'), value: money(payment.balance), strong: true },
      ]
    : [
        { label: t('amount_paid'), value: money(order.amount_paid) },
        ...(order.amount_refunded
          ? [{ label: t('amount_refunded'), value: money(order.amount_refunded) }]
          : []),
        { label: t('balance_due'), value: money(receipt.due), strong: true },
      ];
  return (
    <Paper
      id="receipt"
      component="article"
      aria-labelledby="receipt-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 800, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <ReceiptHeader />
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography id="receipt-title" variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography>
            {t('order_no')} {order.order_no}
          </Typography>
          <Typography variant="body2">
            {formatDate(payment?.date ?? order.ordered_at, locale)}
          </Typography>
        </Box>
      </Stack>
      <Divider />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="overline" component="h2">
            {t('billed_to')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{student.full_name}</Typography>
          {student.student_no && (
            <Typography variant="body2">
              {t('student_no', { number: student.student_no })}
            </Typography>
          )}
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="overline" component="h2">
            {t('course')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{course.title}</Typography>
          <Typography variant="body2">
            {formatDate(order.ordered_at, locale)}{' '}
            <PaymentStatusChip status={order.payment_status} />
          </Typography>
        </Box>
      </Stack>
      <section aria-labelledby="receipt-items">
        <Typography id="receipt-items" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('items')}
        </Typography>
        <ReceiptItems order={order} />
      </section>
      {movements.length > 0 && (
        <section aria-labelledby="receipt-movements">
          <Typography
            id="receipt-movements"
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600 }}
          >
            {t('movements')}
          </Typography>
          <ReceiptMovements movements={movements} current={payment?.id} />
        </section>
      )}
      <AmountList entries={sums} />
    </Paper>
  );
}
