import PaginationItem from '@mui/material/PaginationItem';
import { useCallback } from 'react';
import {
  Pagination,
  PaginationActions,
  useListContext,
  useLocaleState,
  useTranslate,
  type PaginationActionsProps,
  type PaginationProps,
} from 'react-admin';
import { formatNumber } from '../../../lib/format';

/** react-admin's own choices of rows per page. */
const ROWS_PER_PAGE = [5, 10, 25, 50];

interface RowRange {
  from: number;
  /** -1 while the total is unknown (a page without a count). */
  count: number;
  to: number;
}

/** react-admin's page buttons, each page's number written in the page's language (১, ২, ৩). */
function LocalPaginationActions(props: PaginationActionsProps) {
  const [locale] = useLocaleState();
  return (
    <PaginationActions
      {...props}
      renderItem={(item) => (
        <PaginationItem
          {...item}
          page={item.page === null ? null : formatNumber(item.page, locale)}
        />
      )}
    />
  );
}

/**
 * react-admin's pager with its numbers written as counts in the page's language: grouped
 * ("1-25 of 100,021", "১,০০,০২১টির মধ্যে ১-২৫"), where the texts' own interpolation writes a
 * number plainly, as it must for a year or an id. When the API stopped counting a search's
 * matches (`meta.totalAtLeast`), the total reads "10,000+".
 */
export function ListPagination(props: PaginationProps) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const { meta, hasNextPage, isPending, total } = useListContext();
  const totalAtLeast = (meta as { totalAtLeast?: boolean } | undefined)?.totalAtLeast === true;
  const labelDisplayedRows = useCallback(
    ({ from, to, count }: RowRange) => {
      const range = {
        offsetBegin: formatNumber(from, locale),
        offsetEnd: formatNumber(to, locale),
      };
      if (count === -1 && hasNextPage)
        return translate('ra.navigation.partial_page_range_info', range);
      const total = formatNumber(count === -1 ? to : count, locale);
      return translate(
        totalAtLeast ? 'app.list.page_range_at_least' : 'ra.navigation.page_range_info',
        { ...range, total },
      );
    },
    [translate, locale, hasNextPage, totalAtLeast],
  );
  return (
    <Pagination
      rowsPerPageOptions={ROWS_PER_PAGE.map((value) => ({
        value,
        label: formatNumber(value, locale),
      }))}
      // react-admin numbers the pages only when it knows the total, and else leaves MUI's arrows.
      actions={!isPending && total != null ? LocalPaginationActions : undefined}
      // Passed on to MUI's TablePagination, over react-admin's own; its props do not declare it.
      {...{ labelDisplayedRows }}
      {...props}
    />
  );
}
