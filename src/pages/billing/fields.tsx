import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { useMoney } from '../../lib/format';
import { formatDuration } from './duration';

/** Whole minutes shown as hours and minutes ("1 h 30 min"). */
export function DurationField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as number | null | undefined;
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDuration(value === null || value === undefined ? null : Number(value), translate)}
    </Typography>
  );
}

/** "10:30–12:00" from a row's start and end times. */
export function TimeSpanField(_props: { label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const time = (v: unknown) => String(v ?? '').slice(0, 5);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {`${time(record.start_time)}–${time(record.end_time)}`}
    </Typography>
  );
}

/** The row's amount in the chosen currency, or the "No rate" flag when it has no rate. */
export function AmountOrNoRate({ source = 'amount' }: { source?: string; label?: string }) {
  const value = useFieldValue({ source }) as number | null | undefined;
  const translate = useTranslate();
  const money = useMoney();
  if (value === null || value === undefined)
    return (
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label={translate('app.billing.no_rate')}
        title={translate('app.billing.no_rate_hint')}
      />
    );
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {money(value)}
    </Typography>
  );
}
