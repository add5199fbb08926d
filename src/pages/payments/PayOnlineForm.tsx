import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useMoney } from '../../lib/format';
import { fieldErrorsOf, messageOf } from '../auth/submitErrors';
import { useStartPayment } from './onlinePaymentApi';

/**
 * Paying what is due on an order online. Where the centre allows part payments (a minimum below
 * 100 % of the total), the payer may type a smaller amount; the server holds the minimum.
 */
export function PayOnlineForm({
  order,
  due,
  minimumPercent,
}: {
  order: RaRecord;
  due: number;
  minimumPercent: number;
}) {
  const translate = useTranslate();
  const money = useMoney();
  const { payOrder } = useStartPayment();
  const parts = minimumPercent < 100;
  const minimum = Math.min(due, Math.ceil(Number(order.total) * minimumPercent) / 100);
  const [amount, setAmount] = useState(String(due));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const fields = fieldErrorsOf(error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const payment = await payOrder(Number(order.id), parts ? amount : '');
      window.location.assign(payment.checkout_url);
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      onSubmit={(event) => void submit(event)}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
    >
      {parts && (
        <TextField
          size="small"
          type="number"
          label={translate('app.payments.pay_amount')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { min: minimum, max: due, step: '0.01' } }}
          error={Boolean(fields?.amount)}
          helperText={
            fields?.amount ?? translate('app.payments.pay_minimum', { amount: money(minimum) })
          }
        />
      )}
      <Button
        type="submit"
        variant="contained"
        size="small"
        disabled={busy}
        aria-label={translate('app.payments.pay_online_order', { order: String(order.order_no) })}
      >
        {translate('app.payments.pay_online')}
      </Button>
      {error && !fields?.amount ? (
        <Alert severity="error" sx={{ width: '100%' }}>
          {messageOf(error) ?? translate('app.payments.online_failed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
