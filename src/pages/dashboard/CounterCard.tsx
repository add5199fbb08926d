import { Card, CardContent, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../lib/format';
import { humanize } from '../../lib/humanize';

/** One dashboard counter: its number large, its name below. */
export function CounterCard({ name, value }: { name: string; value: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {formatNumber(value, locale)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {translate(`app.dashboard.counter.${name}`, { _: humanize(name) })}
        </Typography>
      </CardContent>
    </Card>
  );
}
