import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useLocale, useTranslate, type RaRecord } from 'react-admin';
import { formatDate, useMoney } from '../../lib/format';
import { receiptPath, type PaymentArea } from './paths';

/** An order's payments and refunds, oldest first, each with a link to its receipt. */
export function PaymentHistory({
  area,
  orderId,
  movements,
}: {
  area: PaymentArea;
  orderId: number;
  movements: readonly RaRecord[];
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const money = useMoney();
  if (movements.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('app.payments.no_history')}
      </Typography>
    );
  return (
    <List dense disablePadding>
      {movements.map((m) => {
        const kind = translate(`enums.paymentKind.${String(m.kind)}`);
        const date = formatDate(m.date as string, locale);
        return (
          <ListItem
            key={m.id}
            disableGutters
            sx={{ gap: 1, flexWrap: 'wrap' }}
            secondaryAction={
              <Button
                component={Link}
                size="small"
                to={receiptPath(area, orderId, Number(m.id))}
                aria-label={translate('app.payments.payment_receipt', {
                  kind: kind.toLowerCase(),
                  date,
                })}
              >
                {translate('app.payments.receipt')}
              </Button>
            }
          >
            <Chip
              size="small"
              variant="outlined"
              color={m.kind === 'refund' ? 'info' : 'success'}
              label={kind}
            />
            <ListItemText
              sx={{ pr: 10 }}
              primary={money(m.amount as number)}
              secondary={[date, m.reference].filter(Boolean).join(' · ')}
              slotProps={{ primary: { sx: { fontVariantNumeric: 'tabular-nums' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
