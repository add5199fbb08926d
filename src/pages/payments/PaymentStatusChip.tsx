import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

const COLOURS = {
  unpaid: 'error',
  partial: 'warning',
  paid: 'success',
  refunded: 'default',
} as const;

/** An order's payment status, coloured by how much is still owed. */
export function PaymentStatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  const value = String(status ?? 'unpaid');
  const colour = COLOURS[value as keyof typeof COLOURS] ?? 'default';
  return (
    <Chip
      size="small"
      color={colour}
      variant="outlined"
      label={translate(`enums.paymentStatus.${value}`)}
    />
  );
}
