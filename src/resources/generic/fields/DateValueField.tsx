import Typography from '@mui/material/Typography';
import { useFieldValue, useLocaleState } from 'react-admin';
import { formatDate, formatDateTime, formatTime } from '../../../lib/format';

interface DateValueFieldProps {
  source: string;
  kind: 'date' | 'datetime' | 'time';
  label?: string;
}

const formatters = { date: formatDate, datetime: formatDateTime, time: formatTime };

/** A date, date-time or time in Asia/Dhaka with format LL, in the current language. */
export function DateValueField({ source, kind }: DateValueFieldProps) {
  const value = useFieldValue({ source }) as string | null | undefined;
  const [locale] = useLocaleState();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatters[kind](value, locale)}
    </Typography>
  );
}
