import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { assetUrl } from '../../lib/api';

interface GalleryImageCardProps {
  image: RaRecord;
  position: number;
  busy: boolean;
  onCaption: (caption: string) => void;
  onDelete: () => void;
}

/** One picture of a gallery: drag handle (mouse, touch or keyboard), caption and delete. */
export function GalleryImageCard({
  image,
  position,
  busy,
  onCaption,
  onDelete,
}: GalleryImageCardProps) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
  });
  const saved = typeof image.caption === 'string' ? image.caption : '';
  const [caption, setCaption] = useState(saved);
  const save = () => {
    if (caption.trim() !== saved) onCaption(caption.trim());
  };
  return (
    <Card
      ref={setNodeRef}
      variant="outlined"
      data-testid="gallery-image"
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : 'auto',
        position: 'relative',
      }}
    >
      <CardMedia
        component="img"
        image={assetUrl(String(image.image))}
        alt={saved || translate('resources.gallery-image.fields.image')}
        sx={{ aspectRatio: '16 / 10', objectFit: 'cover', bgcolor: 'action.hover' }}
      />
      <CardActions sx={{ gap: 1, alignItems: 'flex-start' }}>
        <IconButton
          {...attributes}
          {...listeners}
          aria-label={translate('app.siteContent.gallery.move', { position })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicator />
        </IconButton>
        <TextField
          size="small"
          fullWidth
          label={translate('app.siteContent.gallery.caption')}
          value={caption}
          onChange={(e) => setCaption(e.target.value)}
          onBlur={save}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save();
          }}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <Tooltip title={translate('app.siteContent.gallery.delete')}>
          <span>
            <IconButton
              aria-label={translate('app.siteContent.gallery.delete')}
              disabled={busy}
              onClick={onDelete}
            >
              <DeleteOutline />
            </IconButton>
          </span>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
