import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useLocale, useTranslate, type RaRecord } from 'react-admin';
import { orderDue } from '../../../schema';
import { formatDate, useMoney } from '../../lib/format';
import { AmountList } from './AmountList';
import { amountsOf } from './amounts';
import { PaymentHistory } from './PaymentHistory';
import { PaymentStatusChip } from './PaymentStatusChip';
import { PayOnlineForm } from './PayOnlineForm';
import { receiptPath, type PaymentArea } from './paths';
import { DownloadPdfButton } from '../../components/pdf-download';

/**
 * One order: what it is for, its amounts and what is due, its payment history and receipt, and,
 * where online payment is on (`minimumPercent` given) and something is due, paying it online.
 */
export function OrderCard({
  area,
  order,
  courseTitle,
  movements,
  minimumPercent,
}: {
  area: PaymentArea;
  order: RaRecord;
  courseTitle: string | undefined;
  movements: readonly RaRecord[];
  minimumPercent?: number;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const formatMoney = useMoney();
  const money = (value: unknown) => formatMoney(Number(value ?? 0));
  const due = orderDue(amountsOf(order));
  const headingId = `order-${String(order.id)}`;
  return (
    <Card component="article" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <div>
            <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
              {courseTitle ?? String(order.order_no)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {translate('app.payments.order_no')} {String(order.order_no)} ·{' '}
              {formatDate(order.ordered_at as string, locale)}
            </Typography>
          </div>
          <div>
            <PaymentStatusChip status={order.payment_status} />
          </div>
        </Stack>
        <AmountList
          entries={[
            { label: translate('app.payments.total'), value: money(order.total) },
            { label: translate('app.payments.paid'), value: money(order.amount_paid) },
            { label: translate('app.payments.refunded'), value: money(order.amount_refunded) },
            { label: translate('app.payments.due'), value: money(due), strong: true },
          ]}
        />
        <Divider />
        <div>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {translate('app.payments.history')}
          </Typography>
          <PaymentHistory area={area} orderId={Number(order.id)} movements={movements} />
        </div>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {minimumPercent !== undefined && due > 0 && (
          <PayOnlineForm order={order} due={due} minimumPercent={minimumPercent} />
        )}
        <Button
          component={Link}
          variant="outlined"
          size="small"
          to={receiptPath(area, Number(order.id))}
        >
          {/* Named apart from each payment's own "Receipt" above it. */}
          {translate('app.payments.order_receipt', { order: String(order.order_no) })}
        </Button>
        <DownloadPdfButton
          path={`order/${String(order.id)}/receipt/pdf`}
          filename={`receipt-${String(order.order_no)}.pdf`}
          label={`${translate('app.pdfDownload.button')}: ${translate('app.payments.order_receipt', { order: String(order.order_no) })}`}
        />
      </CardActions>
    </Card>
  );
}
