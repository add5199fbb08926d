import { Skeleton, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useMoney } from '../../lib/format';
import { useBalances } from './useBalances';

/** The record's current balance in the chosen currency; below zero in the error colour. */
export function BalanceField() {
  const record = useRecordContext();
  const money = useMoney();
  const { data, isPending, isError } = useBalances();
  if (!record) return null;
  if (isPending) return <Skeleton width={80} />;
  const balance = data?.get(Number(record.id));
  if (isError || balance === undefined) return <Typography variant="body2">—</Typography>;
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ fontWeight: 600, color: balance < 0 ? 'error.main' : 'text.primary' }}
    >
      {money(balance)}
    </Typography>
  );
}
