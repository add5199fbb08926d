import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFieldValue, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatTimeRange, formatYearMonth, useMoney } from '../../lib/format';
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

/** A time column's value as its `HH:mm` text, or nothing. */
export const timeOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** "10:30 AM – 12:00 PM" from a row's start and end times, in the page's language. */
export function TimeSpanField(_props: { label?: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatTimeRange(timeOf(record.start_time), timeOf(record.end_time), locale)}
    </Typography>
  );
}

/** A `YYYY-MM` pay period with the page's digits: `2026-10` / `২০২৬-১০`. */
export function PeriodField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  const [locale] = useLocaleState();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatYearMonth(value, locale)}
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
