import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useLocale, useTranslate, type RaRecord } from 'react-admin';
import { formatDate, useMoney } from '../../lib/format';

const PAGE = { page: 1, perPage: 100 };
const NEWEST = { field: 'date', order: 'DESC' as const };

function LedgerTable({
  resource,
  columns,
  rows,
}: {
  resource: string;
  columns: { field: string; render: (row: RaRecord) => string }[];
  rows: RaRecord[];
}) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate(`resources.${resource}.name`, { smart_count: 2 })}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.field}>
              {translate(`resources.${resource}.fields.${c.field}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {columns.map((c) => (
              <TableCell key={c.field}>{c.render(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The affiliate's own commission entries and payouts, newest first. */
export function AffiliateLedger() {
  const translate = useTranslate();
  const money = useMoney();
  const locale = useLocale();
  const commissions = useGetList('affiliate-commission', { pagination: PAGE, sort: NEWEST });
  const payouts = useGetList('affiliate-payout', { pagination: PAGE, sort: NEWEST });
  const text = (field: string) => (row: RaRecord) => String(row[field] ?? '');
  const amount = (field: string) => (row: RaRecord) => money(row[field] as number);
  const day = (row: RaRecord) => formatDate(String(row.date), locale);
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('resources.affiliate-commission.name', { smart_count: 2 })}
      </Typography>
      <LedgerTable
        resource="affiliate-commission"
        rows={commissions.data ?? []}
        columns={[
          { field: 'date', render: day },
          { field: 'label', render: text('label') },
          { field: 'payment_amount', render: amount('payment_amount') },
          { field: 'rate', render: (row) => `${Number(row.rate)} %` },
          { field: 'amount', render: amount('amount') },
        ]}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate('resources.affiliate-payout.name', { smart_count: 2 })}
      </Typography>
      <LedgerTable
        resource="affiliate-payout"
        rows={payouts.data ?? []}
        columns={[
          { field: 'date', render: day },
          { field: 'amount', render: amount('amount') },
          { field: 'reference', render: text('reference') },
        ]}
      />
    </>
  );
}
