import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../lib/format';
import type { CheckoutFigures } from './checkoutAmounts';

/** The order's figures as they will be saved: price, tax, other cost, discount and total. */
export function CheckoutSummary({ figures }: { figures: CheckoutFigures | null }) {
  const translate = useTranslate();
  const money = useMoney();
  const rows: [string, number, boolean][] = figures
    ? [
        ['subtotal', figures.subtotal, false],
        ['tax', figures.tax, false],
        ['other_cost', figures.other_cost, false],
        ['discount', -figures.discount, false],
        ['total', figures.total, true],
      ]
    : [];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, width: '100%', maxWidth: 640, mb: 2 }}
      aria-live="polite"
      data-testid="checkout-summary"
    >
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {translate('app.orders.checkout.summary')}
      </Typography>
      {figures ? (
        <Table size="small">
          <TableBody>
            {rows.map(([key, value, strong]) => (
              <TableRow key={key}>
                <TableCell sx={{ border: 0, pl: 0, fontWeight: strong ? 700 : undefined }}>
                  {translate(`app.orders.checkout.${key}`)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ border: 0, pr: 0, fontWeight: strong ? 700 : undefined }}
                  data-testid={`checkout-${key}`}
                >
                  {money(value)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.orders.checkout.pick_course')}
        </Typography>
      )}
    </Paper>
  );
}
