import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { DeliveryStatus } from './deliveryData';

const COLOR = { queued: 'default', sent: 'success', failed: 'error' } as const;

export function DeliveryStatusChip({ status, count }: { status: DeliveryStatus; count?: number }) {
  const translate = useTranslate();
  const label = translate(`enums.deliveryStatus.${status}`);
  return (
    <Chip
      size="small"
      variant={count === undefined ? 'filled' : 'outlined'}
      color={COLOR[status]}
      label={count === undefined ? label : `${label}: ${count}`}
    />
  );
}
