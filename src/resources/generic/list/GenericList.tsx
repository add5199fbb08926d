import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { List, useTranslate } from 'react-admin';
import type { Resource } from '../../../../schema';
import { useAppNotify } from '../../../lib/notify';
import { csvExporter } from './csvExporter';
import { GenericDataTable } from './GenericDataTable';
import { GenericSimpleList } from './GenericSimpleList';
import { ListActions } from './ListActions';
import { listFilters } from './listFilters';

/** The list screen of any configured resource: a table on wide screens, cards on phones. */
export function GenericList({ r }: { r: Resource }) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const sort = r.list.defaultSort;
  return (
    <List
      filters={listFilters(r, translate)}
      sort={{ field: sort.field, order: sort.order === 'asc' ? 'ASC' : 'DESC' }}
      perPage={r.list.perPage}
      exporter={csvExporter(r, translate)}
      actions={<ListActions r={r} />}
      queryOptions={{ onError: () => notify.error(translate('app.notify.fetch_error')) }}
    >
      {small ? <GenericSimpleList r={r} /> : <GenericDataTable r={r} />}
    </List>
  );
}
