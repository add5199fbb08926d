import Add from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, List, Stack, Typography } from '@mui/material';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { getResource } from '../../../config';
import { useSortableSensors } from '../../../resources/generic/list/useSortableSensors';
import { ContentRow } from './ContentRow';
import type { HomeKind } from './homeContent';

/** One kind of home-page content in its order: drag to reorder, switch to show or hide. */
export function ContentList({
  kind,
  title,
  rows,
  detail,
  selectedId,
  onMove,
  onToggle,
  onQuickEdit,
  children,
}: {
  kind: HomeKind;
  title: string;
  rows: RaRecord[];
  detail: (row: RaRecord) => string;
  selectedId: Identifier | null;
  onMove: (activeId: Identifier, overId: Identifier) => void;
  onToggle: (id: Identifier) => void;
  onQuickEdit: (row: RaRecord) => void;
  /** The quick edit form, when it edits a row of this list. */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const sensors = useSortableSensors();
  const route = getResource(kind).route ?? '';
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(active.id, over.id);
  };
  return (
    <Card variant="outlined" data-testid={`home-list-${kind}`}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Button size="small" startIcon={<Add />} component={Link} to={`${route}/create`}>
            {translate('app.site.home.add')}
          </Button>
        </Stack>
        {rows.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
            {translate('app.site.home.empty')}
          </Typography>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
              <List dense disablePadding>
                {rows.map((row) => (
                  <ContentRow
                    key={row.id}
                    row={row}
                    detail={detail(row)}
                    editHref={`${route}/${row.id}`}
                    selected={row.id === selectedId}
                    onToggle={() => onToggle(row.id)}
                    onQuickEdit={() => onQuickEdit(row)}
                  />
                ))}
              </List>
            </SortableContext>
          </DndContext>
        )}
        {children && <Box sx={{ mt: 1.5 }}>{children}</Box>}
      </CardContent>
    </Card>
  );
}
