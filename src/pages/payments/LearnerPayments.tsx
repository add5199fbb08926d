import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { orderDue, totalDue } from '../../../schema';
import { useMoney } from '../../lib/format';
import { PanelState } from '../panels/PanelState';
import { amountsOf } from './amounts';
import { BuyCourseCard } from './BuyCourseCard';
import { useOnlinePaymentConfig } from './onlinePaymentApi';
import { OrderCard } from './OrderCard';
import type { PaymentArea } from './paths';
import { useCourseTitles, useLearnerOrders, usePaymentsByOrder } from './paymentsApi';

/**
 * A student's orders (their own, or one child's for a parent): what is due now across them, then
 * each order with its payment history and receipts. Where online payment is on, a course can be
 * bought and what is due paid online; back from the provider's page (`?paid=`), the payer is told
 * the payment shows once the provider confirms it.
 */
export function LearnerPayments({ area, studentId }: { area: PaymentArea; studentId?: number }) {
  const translate = useTranslate();
  const money = useMoney();
  const orders = useLearnerOrders(studentId);
  const payments = usePaymentsByOrder(studentId);
  const courseTitle = useCourseTitles(orders.data);
  const online = useOnlinePaymentConfig().data;
  const [search] = useSearchParams();
  const paidOrder = search.get('paid');
  const all = orders.data ?? [];
  const owing = all.filter((o) => orderDue(amountsOf(o)) > 0);
  return (
    <Stack spacing={2}>
      {paidOrder ? (
        <Alert severity="success">
          {translate('app.payments.paid_back', { order: paidOrder })}
        </Alert>
      ) : null}
      {online?.enabled ? <BuyCourseCard studentId={studentId} /> : null}
      <PanelState
        isPending={orders.isPending || payments.isPending}
        error={orders.error ?? payments.error}
        isEmpty={all.length === 0}
        emptyText={translate('app.payments.empty')}
        onRetry={() => {
          void orders.refetch();
          void payments.refetch();
        }}
      >
        <Stack spacing={2}>
          <Card component="section" aria-labelledby="due-now">
            <CardContent>
              <Typography id="due-now" variant="overline" component="h2">
                {translate('app.payments.due_now')}
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                {money(totalDue(all.map(amountsOf)))}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {owing.length > 0
                  ? translate('app.payments.due_orders', { smart_count: owing.length })
                  : translate('app.payments.nothing_due')}
              </Typography>
            </CardContent>
          </Card>
          {all.map((order) => (
            <OrderCard
              key={order.id}
              area={area}
              order={order}
              courseTitle={courseTitle(order.course_id)}
              movements={payments.byOrder.get(Number(order.id)) ?? []}
              minimumPercent={online?.enabled ? online.minimum_percent : undefined}
            />
          ))}
        </Stack>
      </PanelState>
    </Stack>
  );
}
