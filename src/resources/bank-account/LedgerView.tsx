import { Box, Skeleton, TablePagination, Typography } from '@mui/material';
import { FetchErrorAlert } from '../../components/fetch-error';
import { useMoney } from '../../lib/format';
import { LedgerTable, type MovementRow } from './LedgerTable';

export interface LedgerPageData {
  /** The period's totals above the table, each named by its label. */
  totals: { label: string; value: number }[];
  entries: MovementRow[];
  /** Entries in the whole period, for the pager. */
  total: number;
}

/**
 * One page of movements of money with their period's totals: an account's ledger, or the money
 * flows of every account (with each row's account instead of a balance). Loading, failure with a
 * retry, and an empty period each have their own state; pages hold 25, 50 or 100 rows, and a new
 * page size starts again at the first.
 */
export function LedgerView({
  data,
  error,
  onRetry,
  empty,
  withAccount = false,
  page,
  perPage,
  onPage,
  onPerPage,
}: {
  data: LedgerPageData | undefined;
  error: unknown;
  onRetry: () => void;
  empty: string;
  withAccount?: boolean;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const money = useMoney();
  if (error) return <FetchErrorAlert onRetry={onRetry} />;
  if (!data) return <Skeleton variant="rounded" height={200} aria-busy="true" />;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {data.totals.map(({ label, value }) => (
          <Box key={label}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography sx={{ fontWeight: 600 }} aria-label={label}>
              {money(value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {data.total === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        <>
          <LedgerTable entries={data.entries} money={money} withAccount={withAccount} />
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_event, next) => onPage(next)}
            onRowsPerPageChange={(event) => {
              onPerPage(Number(event.target.value));
              onPage(0);
            }}
          />
        </>
      )}
    </>
  );
}
