import { useMemo, type ReactNode } from 'react';
import { BulkDeleteButton, DataTable, ExportButton, useTranslate } from 'react-admin';
import type { Resource } from '../../../../schema';
import { fieldLabel } from '../labels';
import { hiddenByDefault, listColumns } from './columns';
import { ListCell } from './ListCell';
import { RowActions } from './RowActions';
import { useRowLink } from './useRowLink';

/**
 * The wide-screen table: config columns, sortable where allowed, bulk delete and export.
 * `rowActions` are a resource's own buttons, placed before show and delete in each row.
 * The list's column chooser (ColumnsButton in ListActions) shows and hides the columns; each
 * user's choice is kept in react-admin's store under `<resource>.datatable`, and the config's
 * optional columns start hidden.
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
  // Stable, since react-admin reads it as the store's default value.
  const hidden = useMemo(() => hiddenByDefault(r), [r]);
  const bulk = (
    <>
      {bulkActions}
      <ExportButton />
      {r.operations.includes('delete') && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
  return (
    <DataTable rowClick={rowLink} bulkActionButtons={bulk} hiddenColumns={hidden}>
      {listColumns(r).map((column) => (
        <DataTable.Col
          key={column.source}
          source={column.source}
          label={
            column.def || column.computed
              ? fieldLabel(r, column.source)
              : `screens.${column.source}`
          }
          disableSort={!column.sortable}
        >
          <ListCell r={r} column={column} />
        </DataTable.Col>
      ))}
      {extraColumns}
      {/* A label that is not a string keeps the row's buttons out of the column chooser. */}
      <DataTable.Col label={<>{translate('screens.actions')}</>} disableSort>
        <RowActions r={r}>{rowActions}</RowActions>
      </DataTable.Col>
    </DataTable>
  );
}
