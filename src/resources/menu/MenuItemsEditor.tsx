import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { DndContext, closestCenter, type DragEndEvent, type DragMoveEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { FetchErrorAlert } from '../../components/fetch-error';
import { keyOfName } from '../../config';
import { useApi } from '../../lib/api';
import { useAppNotify } from '../../lib/notify';
import { useUnsavedChangesGuard } from '../../lib/unsaved';
import { fieldErrors, serverMessage } from '../../providers/data';
import { useSortableSensors } from '../generic/list/useSortableSensors';
import {
  collapsed,
  indent,
  moveAmongSiblings,
  moveItem,
  newKey,
  outdent,
  projectDepth,
  removeItem,
  toFlat,
  toTree,
  type FlatItem,
} from './flatTree';
import { MenuItemForm, type Choice } from './MenuItemForm';
import { INDENT, MenuItemRow } from './MenuItemRow';
import { menuItemsKey, useMenuItems } from './useMenuItems';

const ALL = { pagination: { page: 1, perPage: 1000 } } as const;

/** Pages and courses an item may link to, by name. */
function useTargets() {
  const pages = useGetList(keyOfName('page'), { ...ALL, sort: { field: 'title', order: 'ASC' } });
  const courses = useGetList(keyOfName('course'), {
    ...ALL,
    sort: { field: 'title', order: 'ASC' },
  });
  const toChoices = (rows: { id: unknown; title?: unknown }[] | undefined): Choice[] =>
    (rows ?? []).map((r) => ({ id: Number(r.id), name: String(r.title ?? r.id) }));
  return { pages: toChoices(pages.data), courses: toChoices(courses.data) };
}

/**
 * A menu's nested items: reorder and nest by drag (sideways to nest), or with the
 * keyboard through the handle and each row's buttons; saved whole in one request.
 */
export function MenuItemsEditor({ menuId }: { menuId: string | number }) {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useMenuItems(menuId);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.site.menuItems.title')}
        </Typography>
        {error ? (
          <FetchErrorAlert onRetry={() => void refetch()} />
        ) : isPending ? (
          <Stack spacing={1} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Stack>
        ) : (
          <TreeEditor menuId={menuId} initial={toFlat(data)} />
        )}
      </CardContent>
    </Card>
  );
}

function TreeEditor({ menuId, initial }: { menuId: string | number; initial: FlatItem[] }) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const api = useApi();
  const queryClient = useQueryClient();
  const sensors = useSortableSensors();
  const { pages, courses } = useTargets();
  const [items, setItems] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [drag, setDrag] = useState<{ active: string; over: string; levels: number } | null>(null);
  useUnsavedChangesGuard(dirty);

  const update = (next: FlatItem[]) => {
    setItems(next);
    setDirty(true);
  };
  const targetOf = (item: FlatItem) => {
    if (item.link_type === 'page')
      return `${translate('app.site.menuItems.page')}: ${pages.find((p) => p.id === item.page_id)?.name ?? '—'}`;
    if (item.link_type === 'course')
      return `${translate('app.site.menuItems.course')}: ${courses.find((c) => c.id === item.course_id)?.name ?? '—'}`;
    return item.url || '—';
  };
  const levelsOf = (event: DragMoveEvent | DragEndEvent) => Math.round(event.delta.x / INDENT);
  const onDragMove = (event: DragMoveEvent) =>
    setDrag({
      active: String(event.active.id),
      over: String(event.over?.id ?? event.active.id),
      levels: levelsOf(event),
    });
  const onDragEnd = (event: DragEndEvent) => {
    setDrag(null);
    const over = String(event.over?.id ?? event.active.id);
    const next = moveItem(items, String(event.active.id), over, levelsOf(event));
    if (JSON.stringify(next) !== JSON.stringify(items)) update(next);
  };
  const shown = collapsed(items, drag?.active ?? null);
  const depthOf = (item: FlatItem) =>
    drag && drag.active === item.key
      ? projectDepth(items, drag.active, drag.over, drag.levels)
      : item.depth;

  const errorOf = (paths: Map<string, string>, key: string) => {
    const path = paths.get(key);
    if (!path) return undefined;
    const found = Object.entries(errors).find(
      ([field]) =>
        field.startsWith(`${path}.`) && !field.slice(path.length + 1).includes('children'),
    );
    return found?.[1];
  };
  const { paths } = toTree(items);

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const { items: tree } = toTree(items);
      await api('PUT', `menu/${menuId}/items`, { body: { items: tree } });
      notify.success(translate('app.site.menuItems.saved'));
      setDirty(false);
      await queryClient.invalidateQueries({ queryKey: menuItemsKey(menuId) });
    } catch (failure) {
      setErrors(fieldErrors(failure));
      notify.error(serverMessage(failure) ?? translate('app.notify.save_error'));
    } finally {
      setSaving(false);
    }
  };

  const add = () => {
    const key = newKey();
    update([
      ...items,
      {
        key,
        depth: 0,
        label: '',
        link_type: 'url',
        page_id: null,
        course_id: null,
        url: '',
        new_tab: false,
      },
    ]);
    setEditing(key);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('app.site.menuItems.hint')}
      </Typography>
      {errors.items && <Alert severity="error">{errors.items}</Alert>}
      {items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>
          {translate('app.site.menuItems.empty')}
        </Typography>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={(event) =>
            setDrag({ active: String(event.active.id), over: String(event.active.id), levels: 0 })
          }
          onDragMove={onDragMove}
          onDragOver={onDragMove}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDrag(null)}
        >
          <SortableContext items={shown.map((i) => i.key)} strategy={verticalListSortingStrategy}>
            <Stack spacing={1} data-testid="menu-items">
              {shown.map((item) => (
                <MenuItemRow
                  key={item.key}
                  item={item}
                  depth={depthOf(item)}
                  target={targetOf(item)}
                  error={errorOf(paths, item.key)}
                  actions={{
                    onEdit: () => setEditing(editing === item.key ? null : item.key),
                    onIndent: () => update(indent(items, item.key)),
                    onOutdent: () => update(outdent(items, item.key)),
                    onUp: () => update(moveAmongSiblings(items, item.key, -1)),
                    onDown: () => update(moveAmongSiblings(items, item.key, 1)),
                    onRemove: () => update(removeItem(items, item.key)),
                  }}
                >
                  {editing === item.key && (
                    <MenuItemForm
                      item={item}
                      pages={pages}
                      courses={courses}
                      onChange={(patch) =>
                        update(items.map((i) => (i.key === item.key ? { ...i, ...patch } : i)))
                      }
                      onDone={() => setEditing(null)}
                    />
                  )}
                </MenuItemRow>
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<Add />} onClick={add}>
          {translate('app.site.menuItems.add')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || !dirty}>
          {translate('app.site.menuItems.save')}
        </Button>
      </Box>
    </Stack>
  );
}
