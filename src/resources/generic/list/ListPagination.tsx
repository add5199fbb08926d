import { useCallback } from 'react';
import {
  Pagination,
  useListContext,
  useLocaleState,
  useTranslate,
  type PaginationProps,
} from 'react-admin';
import { formatNumber } from '../../../lib/format';

/** react-admin's own choices of rows per page. */
const ROWS_PER_PAGE = [5, 10, 25, 50];

interface RowRange {
  from: number;
  to: number;
  count: number;
}

/**
 * react-admin's pager with its rows-per-page choices written in the page's language (MUI shows
 * a bare number otherwise); the "1-5 of 5" text already goes through the i18n provider. When the
 * API stopped counting a search's matches (`meta.totalAtLeast`), the total reads "10,000+".
 */
export function ListPagination(props: PaginationProps) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const { meta } = useListContext();
  const totalAtLeast = (meta as { totalAtLeast?: boolean } | undefined)?.totalAtLeast === true;
  const atLeastLabel = useCallback(
    ({ from, to, count }: RowRange) =>
      translate('app.list.page_range_at_least', {
        offsetBegin: from,
        offsetEnd: to,
        total: formatNumber(count, locale),
      }),
    [translate, locale],
  );
  return (
    <Pagination
      rowsPerPageOptions={ROWS_PER_PAGE.map((value) => ({
        value,
        label: formatNumber(value, locale),
      }))}
      {...(totalAtLeast ? { labelDisplayedRows: atLeastLabel } : {})}
      {...props}
    />
  );
}
