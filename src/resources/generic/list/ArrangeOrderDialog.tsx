import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { useGetList, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import type { Resource } from '../../../../schema';
import { serverMessage, useAppDataProvider, useRefreshAfterWrite } from '../../../providers/data';
import { useAppNotify } from '../../../lib/notify';
import { SortableRow } from './SortableRow';
import { useSortableSensors } from './useSortableSensors';

/** The contract's per_page cap: every row of an orderable list fits in one page. */
const ALL = 1000;

export type ArrangedResource = Resource & { arrangeOrder: { type: string; field: string } };

/**
 * Arrange order: drag rows into place (mouse, touch or keyboard), then
 * `POST arrange-order/{type}` with the ids in order. 'Error' / 'Error arranging data' on failure.
 * Loaded only when opened (see ArrangeOrderButton), so the drag library stays out of the first
 * download.
 */
export default function ArrangeOrderDialog({
  r,
  onClose,
}: {
  r: ArrangedResource;
  onClose: () => void;
}) {
  const resource = useResourceContext() ?? r.name;
  const translate = useTranslate();
  const notify = useAppNotify();
  const refresh = useRefreshAfterWrite();
  const dataProvider = useAppDataProvider();
  const [order, setOrder] = useState<Identifier[] | null>(null);
  const [saving, setSaving] = useState(false);
  const { data = [] } = useGetList(resource, {
    pagination: { page: 1, perPage: ALL },
    sort: { field: r.arrangeOrder.field, order: 'ASC' },
  });
  const ids = order ?? data.map((row) => row.id);
  const textOf = new Map(data.map((row) => [row.id, String(row[r.title] ?? row.id)]));
  const sensors = useSortableSensors();

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder(arrayMove(ids, ids.indexOf(active.id), ids.indexOf(over.id)));
  };
  const close = onClose;
  const save = async () => {
    setSaving(true);
    try {
      const result = await dataProvider.arrangeOrder(r.arrangeOrder.type, ids);
      notify.success(result.message || translate('app.notify.done'));
      refresh();
      close();
    } catch (error) {
      notify.error(serverMessage(error) ?? translate('app.notify.arrange_error'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{translate('screens.arrange')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText>{translate('screens.arrange_hint')}</DialogContentText>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <List dense>
              {ids.map((id) => (
                <SortableRow key={id} id={id} text={textOf.get(id) ?? String(id)} />
              ))}
            </List>
          </SortableContext>
        </DndContext>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving || ids.length === 0}>
          {translate('screens.arrange_save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
