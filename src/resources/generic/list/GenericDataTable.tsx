import { BulkDeleteButton, DataTable, ExportButton, useTranslate } from 'react-admin';
import type { Resource } from '../../../../schema';
import { fieldLabel } from '../labels';
import { listColumns } from './columns';
import { ListCell } from './ListCell';
import { RowActions } from './RowActions';

/** The wide-screen table: config columns, sortable where allowed, bulk delete and export. */
export function GenericDataTable({ r }: { r: Resource }) {
  const translate = useTranslate();
  const bulk = (
    <>
      <ExportButton />
      {r.operations.includes('delete') && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
  return (
    <DataTable
      rowClick={
        r.operations.includes('update') ? 'edit' : r.operations.includes('show') ? 'show' : false
      }
      bulkActionButtons={bulk}
    >
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
      <DataTable.Col label={translate('screens.actions')} disableSort>
        <RowActions r={r} />
      </DataTable.Col>
    </DataTable>
  );
}
