import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { AppList } from '../../../lib/crud';
import type { Resource } from '../../../../schema';
import { useAppNotify } from '../../../lib/notify';
import { csvExporter } from './csvExporter';
import { GenericDataTable } from './GenericDataTable';
import { GenericSimpleList, type RecordLink } from './GenericSimpleList';
import { ListPagination } from './ListPagination';
import { ListActions } from './ListActions';
import { listFilters } from './listFilters';

interface GenericListProps {
  r: Resource;
  /** The list's top buttons, when an override adds its own (usually ListActions with more). */
  actions?: ReactElement;
  /** A resource's own buttons in each table row (a link to a record's own page). */
  rowActions?: ReactNode;
  /** On phones, where a card leads instead of the edit or show screen. */
  mobileRowLink?: RecordLink;
  /** What an empty list shows instead of react-admin's "No … yet" page; false keeps the list. */
  empty?: ReactElement | false;
  /** A resource's own columns after the config's (a bank account's balance). */
  extraColumns?: ReactNode;
  /** A resource's own buttons for the rows selected in the table (approve the chosen comments). */
  bulkActions?: ReactNode;
  /** On phones, the line under each card's title instead of the next column's value. */
  mobileSecondary?: ReactNode;
  /** A filter the user cannot remove (a list of paid orders), sent with every fetch. */
  filter?: Record<string, unknown>;
  /** Where the list keeps its sort, page and filters; a filtered variant keeps its own. */
  storeKey?: string;
  /** The page title, when a variant has its own (translation key or text). */
  title?: string;
  /** A resource's own filters instead of the generated ones (a choice named in the language). */
  filters?: ReactElement[];
  /** A resource's own table (wide screens) and cards (phones) instead of the generated ones. */
  views?: { table: ReactElement; cards: ReactElement };
}

/** The list screen of any configured resource: a table on wide screens, cards on phones. */
export function GenericList({
  r,
  actions,
  rowActions,
  mobileRowLink,
  empty,
  extraColumns,
  bulkActions,
  mobileSecondary,
  filter,
  storeKey,
  title,
  filters,
  views,
}: GenericListProps) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const resource = useResourceContext();
  const sort = r.list.defaultSort;
  // A failed list fetch shows the toast, empties the list and sets the total to 0
  // (react-admin would otherwise keep showing the previous page's rows).
  const onError = () => {
    notify.error(translate('app.notify.fetch_error'));
    queryClient.setQueriesData({ queryKey: [resource, 'getList'] }, { data: [], total: 0 });
  };
  const generatedViews = small ? (
    <GenericSimpleList r={r} rowLink={mobileRowLink} secondary={mobileSecondary} />
  ) : (
    <GenericDataTable
      r={r}
      rowActions={rowActions}
      extraColumns={extraColumns}
      bulkActions={bulkActions}
    />
  );
  return (
    <AppList
      filters={filters ?? listFilters(r, translate)}
      sort={{ field: sort.field, order: sort.order === 'asc' ? 'ASC' : 'DESC' }}
      perPage={r.list.perPage}
      pagination={<ListPagination />}
      exporter={csvExporter(r, translate)}
      actions={actions ?? <ListActions r={r} />}
      queryOptions={{ onError }}
      empty={empty}
      filter={filter}
      storeKey={storeKey}
      title={title}
    >
      {views ? (small ? views.cards : views.table) : generatedViews}
    </AppList>
  );
}
