import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { AppShow } from '../../lib/crud';
import { useMoney } from '../../lib/format';
import { getFieldForField } from '../generic';
import { fieldLabel } from '../generic/labels';
import { OrderActions } from './OrderActions';
import { OrderPayments } from './OrderPayments';
import { orderMoney } from './orderState';
import { order } from '../../../resources.config';

type OrderField = keyof typeof order.fields & string;

const DETAILS: OrderField[] = [
  'order_no',
  'student_id',
  'course_id',
  'student_course_id',
  'ordered_at',
  'payment_status',
  'paid_at',
  'coupon_code',
  'payment_type_id',
  'bank_account_id',
  'payment_reference',
  'note',
];

const AMOUNTS: OrderField[] = [
  'subtotal',
  'tax',
  'other_cost',
  'discount',
  'total',
  'amount_paid',
  'amount_refunded',
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 280px', minWidth: 0 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Fields({ names }: { names: OrderField[] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {names.map((source) => {
        const label = fieldLabel(order, source);
        const field = getFieldForField({
          source,
          def: order.fields[source],
          label: translate(label),
        });
        return field ? (
          <Labeled key={source} label={label}>
            {field}
          </Labeled>
        ) : null;
      })}
    </Box>
  );
}

/** What is still owed, from the order's figures. */
function Due() {
  const record = useRecordContext();
  const translate = useTranslate();
  const money = useMoney();
  if (!record) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('app.orders.show.due')}
      </Typography>
      <Typography variant="h6" component="div" data-testid="order-due">
        {money(orderMoney(record).due)}
      </Typography>
    </Box>
  );
}

/**
 * /admin/order/:id/show: who and what the order is for, its amounts and what is due, and its
 * payments and refunds, with the buttons that record them.
 */
export function OrderShow() {
  const translate = useTranslate();
  return (
    <AppShow actions={<OrderActions />}>
      <Box sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Section title={translate('app.orders.show.details')}>
            <Fields names={DETAILS} />
          </Section>
          <Section title={translate('app.orders.show.amounts')}>
            <Fields names={AMOUNTS} />
            <Due />
          </Section>
        </Box>
        <OrderPayments />
      </Box>
    </AppShow>
  );
}
