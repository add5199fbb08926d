import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { formatPercent } from '../../../lib/format';

/** Below this share of expected classes attended, a rate is shown as a warning. */
const LOW_RATE = 0.75;

export const formatRate = (rate: number, locale: string) => formatPercent(rate, locale);

/** An attendance rate as a percentage and a bar; "no rate" when nothing was expected. */
export function RateBar({ rate }: { rate: number | null }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (rate === null)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('app.classwork.rates.no_rate')}
      </Typography>
    );
  const text = formatRate(rate, locale);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 100 }}>
      <LinearProgress
        variant="determinate"
        value={rate * 100}
        color={rate < LOW_RATE ? 'warning' : 'success'}
        aria-label={translate('app.classwork.rates.rate')}
        aria-valuetext={text}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 40, textAlign: 'right' }}>
        {text}
      </Typography>
    </Box>
  );
}
