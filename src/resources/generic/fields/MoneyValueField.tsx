import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { formatMoney } from '../../../lib/format';
import { useCurrency } from '../../../lib/preferences';

/** A money amount in the currency the user picked. */
export function MoneyValueField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as number | string | null | undefined;
  const [currency] = useCurrency();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(value, currency)}
    </Typography>
  );
}
