import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy } from '@dnd-kit/sortable';
import { useRef, useState } from 'react';
import {
  Confirm,
  useCanAccess,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { keyOfName } from '../../config';
import { PanelState } from '../../pages/panels/PanelState';
import { useSortableSensors } from '../generic/list/useSortableSensors';
import { GalleryImageCard } from './GalleryImageCard';
import { useGalleryImages } from './useGalleryImages';
import { galleryImage } from '../../../resources.config';

const ACCEPT = (galleryImage.fields.image as { accept?: string[] }).accept ?? [];

/**
 * Under a gallery category: its pictures in order. Several files are added at once; each card
 * is dragged into place (the order is saved on drop), captioned, or deleted after a confirm.
 */
export function GalleryImages() {
  const category = useRecordContext();
  const translate = useTranslate();
  const { list, busy, upload, caption, remove, reorder } = useGalleryImages(category?.id);
  const { canAccess: canChange } = useCanAccess({
    action: 'edit',
    resource: keyOfName('gallery-image'),
  });
  const sensors = useSortableSensors();
  const input = useRef<HTMLInputElement>(null);
  const [order, setOrder] = useState<Identifier[] | null>(null);
  const [deleting, setDeleting] = useState<RaRecord | null>(null);
  if (!category) return null;
  const rows = list.data ?? [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ids = order && order.every((id) => byId.has(id)) ? order : rows.map((row) => row.id);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(ids, ids.indexOf(active.id), ids.indexOf(over.id));
    setOrder(next);
    void reorder(next).then(() => setOrder(null));
  };

  return (
    <Box component="section" aria-labelledby="gallery-images-heading" sx={{ px: 2, pb: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mt: 2, mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography id="gallery-images-heading" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate('app.siteContent.gallery.title')}
        </Typography>
        {canChange && (
          <>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              accept={ACCEPT.join(',')}
              data-testid="gallery-upload"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length > 0) void upload(files);
              }}
            />
            <Button
              variant="contained"
              startIcon={<AddPhotoAlternate />}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              {busy
                ? translate('app.siteContent.gallery.uploading')
                : translate('app.siteContent.gallery.add')}
            </Button>
          </>
        )}
      </Stack>
      {rows.length > 1 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {translate('app.siteContent.gallery.hint')}
        </Typography>
      )}
      <PanelState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        emptyText={translate('app.siteContent.gallery.empty')}
        onRetry={() => void list.refetch()}
      >
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <Grid container spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {ids.map((id, index) => {
                const image = byId.get(id)!;
                return (
                  <Grid key={id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
                    <GalleryImageCard
                      image={image}
                      position={index + 1}
                      busy={busy}
                      onCaption={(text) => void caption(image, text)}
                      onDelete={() => setDeleting(image)}
                    />
                  </Grid>
                );
              })}
            </Grid>
          </SortableContext>
        </DndContext>
      </PanelState>
      <Confirm
        isOpen={deleting !== null}
        title={translate('app.notify.confirm_title')}
        content={translate('app.notify.confirm_delete', {
          item: translate('resources.gallery-image.name', { smart_count: 1 }),
        })}
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
