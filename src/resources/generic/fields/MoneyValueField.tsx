import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { useMoney } from '../../../lib/format';

/** A money amount in the currency the user picked. */
export function MoneyValueField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as number | string | null | undefined;
  const money = useMoney();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {money(value)}
    </Typography>
  );
}
