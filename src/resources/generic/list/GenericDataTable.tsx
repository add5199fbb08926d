import type { ReactNode } from 'react';
import { BulkDeleteButton, DataTable, ExportButton, useTranslate } from 'react-admin';
import type { Resource } from '../../../../schema';
import { fieldLabel } from '../labels';
import { listColumns } from './columns';
import { ListCell } from './ListCell';
import { RowActions } from './RowActions';
import { useRowLink } from './useRowLink';

/**
 * The wide-screen table: config columns, sortable where allowed, bulk delete and export.
 * `rowActions` are a resource's own buttons, placed before show and delete in each row.
 */
export function GenericDataTable({
  r,
  rowActions,
  extraColumns,
  bulkActions,
}: {
  r: Resource;
  rowActions?: ReactNode;
  extraColumns?: ReactNode;
  /** A resource's own buttons for the selected rows, before export and delete. */
  bulkActions?: ReactNode;
}) {
  const translate = useTranslate();
  const rowLink = useRowLink(r);
  const bulk = (
    <>
      {bulkActions}
      <ExportButton />
      {r.operations.includes('delete') && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
  return (
    <DataTable rowClick={rowLink} bulkActionButtons={bulk}>
      {listColumns(r).map((column) => (
        <DataTable.Col
          key={column.source}
          source={column.source}
          label={column.def ? fieldLabel(r, column.source) : `screens.${column.source}`}
          disableSort={!column.sortable}
        >
          <ListCell r={r} column={column} />
        </DataTable.Col>
      ))}
      {extraColumns}
      <DataTable.Col label={translate('screens.actions')} disableSort>
        <RowActions r={r}>{rowActions}</RowActions>
      </DataTable.Col>
    </DataTable>
  );
}
