import DeleteIcon from '@mui/icons-material/Delete';
import DoneAll from '@mui/icons-material/DoneAll';
import Payments from '@mui/icons-material/Payments';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import {
  Button,
  Confirm,
  EditButton,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { keyOfName } from '../../config';
import { DownloadPdfButton } from '../../components/pdf-download';
import { useApi } from '../../lib/api';
import { useMoney } from '../../lib/format';
import { useAppNotify } from '../../lib/notify';
import { serverMessage, useRefreshAfterWrite } from '../../providers/data';
import { DeleteRowButton } from '../generic/list/DeleteRowButton';
import { useResourceLabel } from '../generic/useResourceLabel';
import { deleteBlock, orderMoney } from './orderState';
import { PaymentDialog, type PaymentKind } from './PaymentDialog';
import { order } from '../../../resources.config';

/** "Mark paid": one payment of everything due, on the order's own account and method. */
function MarkPaidButton({ due }: { due: number }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const api = useApi();
  const notify = useAppNotify();
  const refresh = useRefreshAfterWrite();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const confirm = async () => {
    setPending(true);
    try {
      await api('POST', `order/${String(record.id)}/pay`, { body: {} });
      notify.success(translate('app.orders.actions.marked_paid'));
      refresh();
    } catch (error) {
      notify.error(serverMessage(error) ?? translate('app.notify.generic_error'));
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label="app.orders.actions.mark_paid"
        onClick={() => setOpen(true)}
        disabled={due <= 0}
      >
        <DoneAll />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="app.orders.actions.mark_paid"
        content={translate('app.orders.actions.mark_paid_confirm', {
          amount: money(due),
        })}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Delete when the server would allow it; otherwise a disabled button that says why. */
function OrderDeleteButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const item = useResourceLabel(order);
  if (!record) return null;
  const block = deleteBlock(record);
  if (!block) return <DeleteRowButton item={item} redirectToList />;
  const reason = translate(block);
  return (
    <Tooltip title={reason}>
      {/* A disabled button fires no events: the wrapper carries the tooltip. */}
      <Box component="span" tabIndex={0} aria-label={reason} data-testid="order-delete-blocked">
        <Button label="ra.action.delete" disabled>
          <DeleteIcon />
        </Button>
      </Box>
    </Tooltip>
  );
}

/**
 * The order page's buttons: record a payment or refund, mark paid, receipt (printable and PDF),
 * edit, delete.
 */
export function OrderActions() {
  const record = useRecordContext();
  const [dialog, setDialog] = useState<PaymentKind | null>(null);
  const { canAccess: canPay } = useCanAccess({
    action: 'create',
    resource: keyOfName('order-payment'),
  });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: keyOfName('order') });
  const { canAccess: canDelete } = useCanAccess({
    action: 'delete',
    resource: keyOfName('order'),
  });
  if (!record) return <TopToolbar />;
  const { due, held } = orderMoney(record);
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {canPay && (
        <>
          <Button
            label="app.orders.actions.record_payment"
            onClick={() => setDialog('payment')}
            disabled={due <= 0}
          >
            <Payments />
          </Button>
          <Button
            label="app.orders.actions.refund"
            onClick={() => setDialog('refund')}
            disabled={held <= 0}
          >
            <Undo />
          </Button>
          <MarkPaidButton due={due} />
        </>
      )}
      <Button
        label="app.payments.receipt"
        component={Link}
        to={`/admin/order/${String(record.id)}/receipt`}
      >
        <ReceiptLong />
      </Button>
      <DownloadPdfButton
        path={`order/${String(record.id)}/receipt/pdf`}
        filename={`receipt-${String(record.order_no)}.pdf`}
      />
      {canEdit && <EditButton />}
      {canDelete && <OrderDeleteButton />}
      {dialog && (
        <PaymentDialog
          order={record}
          kind={dialog}
          amount={dialog === 'refund' ? held : due}
          onClose={() => setDialog(null)}
        />
      )}
    </TopToolbar>
  );
}
