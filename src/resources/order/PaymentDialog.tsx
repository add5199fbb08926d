import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Button, Form, SaveButton, useTranslate, type RaRecord } from 'react-admin';
import { UnsavedChangesWarning } from '../../lib/unsaved';
import { useApi } from '../../lib/api';
import dayjs from 'dayjs';
import { TIME_ZONE } from '../../lib/format';
import { useAppNotify } from '../../lib/notify';
import { fieldErrors, serverMessage, useRefreshAfterWrite } from '../../providers/data';
import { getInputForField } from '../generic';
import { fieldLabel } from '../generic/labels';
import { orderPayment as payments } from '../../../resources.config';

const FIELDS: (keyof typeof payments.fields & string)[] = [
  'amount',
  'date',
  'bank_account_id',
  'payment_type_id',
  'reference',
  'note',
];

export type PaymentKind = 'payment' | 'refund';

/** Today's date in the centre's calendar, as the API writes dates. */
const centreToday = () => dayjs().tz(TIME_ZONE).format('YYYY-MM-DD');

/**
 * Records a payment (the amount due offered) or a refund (what is held offered) on the order,
 * on the order's account and method unless changed. The server's refusals land on the inputs;
 * any other on top of the form.
 */
export function PaymentDialog({
  order,
  kind,
  amount,
  onClose,
}: {
  order: RaRecord;
  kind: PaymentKind;
  /** The amount to offer, major units. */
  amount: number;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const api = useApi();
  const notify = useAppNotify();
  const refresh = useRefreshAfterWrite();
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = `order-${kind}-title`;

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    const body: Record<string, string | number | null> = { order_id: Number(order.id), kind };
    for (const field of FIELDS) {
      const value = values[field];
      body[field] = value === undefined || value === '' ? null : (value as string | number | null);
    }
    try {
      await api('POST', 'order-payment', { body });
      notify.success(
        translate(
          kind === 'refund'
            ? 'app.orders.actions.refund_recorded'
            : 'app.orders.actions.payment_recorded',
        ),
      );
      refresh();
      onClose();
      return undefined;
    } catch (error) {
      const errors = fieldErrors(error);
      const onForm = Object.fromEntries(
        Object.entries(errors).filter(([field]) => (FIELDS as string[]).includes(field)),
      );
      if (Object.keys(onForm).length === 0)
        setFailure(serverMessage(error) ?? translate('app.notify.generic_error'));
      return onForm;
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form
        onSubmit={submit}
        defaultValues={{
          amount,
          date: centreToday(),
          bank_account_id: order.bank_account_id ?? null,
          payment_type_id: order.payment_type_id ?? null,
          reference: '',
          note: '',
        }}
      >
        <UnsavedChangesWarning />
        <DialogTitle id={titleId}>
          {translate(
            kind === 'refund' ? 'app.orders.actions.refund' : 'app.orders.actions.record_payment',
          )}
          {` · ${String(order.order_no)}`}
        </DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {FIELDS.map((source) => (
            <div key={source}>
              {getInputForField({
                source,
                def: payments.fields[source],
                label: fieldLabel(payments, source),
                mode: 'create',
              })}
            </div>
          ))}
        </DialogContent>
        <DialogActions>
          <Button label="app.orders.actions.cancel" onClick={onClose} />
          <SaveButton label="app.orders.actions.save" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
