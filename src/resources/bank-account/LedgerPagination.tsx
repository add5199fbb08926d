import { TablePagination } from '@mui/material';

/** Pages of ledger rows (from 0), 25, 50 or 100 a page; a new page size starts again at the first. */
export function LedgerPagination({
  count,
  page,
  perPage,
  onPage,
  onPerPage,
}: {
  count: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[25, 50, 100]}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => {
        onPerPage(Number(event.target.value));
        onPage(0);
      }}
    />
  );
}
