import { Pagination, useLocaleState, type PaginationProps } from 'react-admin';
import { formatNumber } from '../../../lib/format';

/** react-admin's own choices of rows per page. */
const ROWS_PER_PAGE = [5, 10, 25, 50];

/**
 * react-admin's pager with its rows-per-page choices written in the page's language (MUI shows
 * a bare number otherwise); the "1-5 of 5" text already goes through the i18n provider.
 */
export function ListPagination(props: PaginationProps) {
  const [locale] = useLocaleState();
  return (
    <Pagination
      rowsPerPageOptions={ROWS_PER_PAGE.map((value) => ({
        value,
        label: formatNumber(value, locale),
      }))}
      {...props}
    />
  );
}
