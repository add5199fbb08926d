import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { orderDue, totalDue } from '../../../schema';
import { useMoney } from '../../lib/format';
import { PanelState } from '../panels/PanelState';
import { amountsOf } from './amounts';
import { OrderCard } from './OrderCard';
import type { PaymentArea } from './paths';
import { useCourseTitles, useLearnerOrders, usePaymentsByOrder } from './paymentsApi';

/**
 * A student's orders (their own, or one child's for a parent): what is due now across them, then
 * each order with its payment history and receipts.
 */
export function LearnerPayments({ area, studentId }: { area: PaymentArea; studentId?: number }) {
  const translate = useTranslate();
  const money = useMoney();
  const orders = useLearnerOrders(studentId);
  const payments = usePaymentsByOrder(studentId);
  const courseTitle = useCourseTitles(orders.data);
  const all = orders.data ?? [];
  const owing = all.filter((o) => orderDue(amountsOf(o)) > 0);
  return (
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
          />
        ))}
      </Stack>
    </PanelState>
  );
}
