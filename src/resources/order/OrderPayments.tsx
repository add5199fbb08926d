import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  RecordContextProvider,
  ReferenceField,
  TextField,
  useGetList,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { keyOfName } from '../../config';
import { RecordTitle } from '../generic/titleSource';
import { formatDate, useMoney } from '../../lib/format';

const COLUMNS = ['date', 'kind', 'amount', 'bank_account_id', 'payment_type_id', 'reference'];

/** The order's payments and refunds, oldest first, as recorded (never edited). */
export function OrderPayments() {
  const order = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const money = useMoney();
  const { data, isPending, error } = useGetList(
    keyOfName('order-payment'),
    {
      filter: { order_id: order?.id },
      sort: { field: 'date', order: 'ASC' },
      pagination: { page: 1, perPage: 200 },
    },
    { enabled: order !== undefined },
  );
  const label = (field: string) => translate(`resources.order-payment.fields.${field}`);
  return (
    <Box component="section" aria-labelledby="order-payments-title" sx={{ mt: 3 }}>
      <Typography id="order-payments-title" variant="h6" component="h2" gutterBottom>
        {translate('app.orders.show.payments')}
      </Typography>
      {isPending ? (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      ) : error ? (
        <Alert severity="error">{translate('app.orders.show.payments_error')}</Alert>
      ) : !data || data.length === 0 ? (
        <Typography color="text.secondary">{translate('app.orders.show.no_payments')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="order-payments">
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c} align={c === 'amount' ? 'right' : 'left'}>
                    {label(c)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <RecordContextProvider key={row.id} value={row}>
                  <TableRow>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDate(String(row.date), locale)}
                    </TableCell>
                    <TableCell>{translate(`enums.paymentKind.${String(row.kind)}`)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(row.kind === 'refund' ? -row.amount : row.amount)}
                    </TableCell>
                    <TableCell>
                      <ReferenceField
                        source="bank_account_id"
                        reference={keyOfName('bank-account')}
                        link={false}
                      >
                        <TextField source="account_name" />
                      </ReferenceField>
                    </TableCell>
                    <TableCell>
                      <ReferenceField
                        source="payment_type_id"
                        reference={keyOfName('payment-type')}
                        link={false}
                        emptyText="—"
                      >
                        <RecordTitle resource="payment-type" />
                      </ReferenceField>
                    </TableCell>
                    <TableCell>{String(row.reference ?? '')}</TableCell>
                  </TableRow>
                </RecordContextProvider>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
