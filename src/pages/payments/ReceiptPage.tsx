import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import { Link, useParams, useSearchParams } from 'react-router';
import { HttpError, Title, useTranslate } from 'react-admin';
import { FetchErrorAlert } from '../../components/fetch-error';
import { receiptBack, type PaymentArea } from './paths';
import { useOrderReceipt } from './paymentsApi';
import { Receipt } from './Receipt';
import { ReceiptPrintStyles } from './ReceiptPrintStyles';

/**
 * /student/payment/{id}/receipt, /parent/payment/{id}/receipt and /admin/order/{id}/receipt: an
 * order's receipt, or with `?payment=` one payment's, ready to print on A4. The server answers
 * only orders in the reader's scope; any other is "not found".
 */
export function ReceiptPage({ area }: { area: PaymentArea }) {
  const translate = useTranslate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const { data, isPending, error, refetch } = useOrderReceipt(Number(id));
  const paymentId = Number(params.get('payment'));
  const payment = paymentId ? data?.payments.find((p) => p.id === paymentId) : undefined;
  const back = receiptBack(area, Number(id));
  const missing =
    (error instanceof HttpError && error.status === 404) ||
    (data !== undefined && paymentId > 0 && !payment);

  let content;
  if (missing)
    content = (
      <Typography sx={{ color: 'text.secondary' }}>
        {translate('app.payments.not_found')}
      </Typography>
    );
  else if (error) content = <FetchErrorAlert onRetry={() => void refetch()} />;
  else if (isPending) content = <Skeleton variant="rounded" height={480} aria-busy="true" />;
  else content = <Receipt receipt={data} payment={payment} />;

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('app.payments.receipt_title')} />
      <ReceiptPrintStyles />
      <Stack direction="row" spacing={1} className="no-print" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={Link} to={back.to} startIcon={<ArrowBack />}>
          {translate(back.label)}
        </Button>
        <Button
          variant="contained"
          startIcon={<Print />}
          disabled={!data || missing}
          onClick={() => window.print()}
        >
          {translate('app.payments.print')}
        </Button>
      </Stack>
      {content}
    </Stack>
  );
}
