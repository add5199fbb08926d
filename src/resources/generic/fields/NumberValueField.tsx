import Typography from '@mui/material/Typography';
import { useFieldValue, useLocaleState } from 'react-admin';
import { formatNumber } from '../../../lib/format';

/**
 * A count or quantity in the page's language (`1,234` / `১,২৩৪`): react-admin's NumberField
 * writes in the browser's locale, which is not the page's.
 */
export function NumberValueField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as number | string | null | undefined;
  const [locale] = useLocaleState();
  const number = value === null || value === undefined || value === '' ? NaN : Number(value);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {Number.isNaN(number) ? '' : formatNumber(number, locale)}
    </Typography>
  );
}
