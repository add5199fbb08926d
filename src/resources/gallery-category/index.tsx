import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { ResourceProps } from 'react-admin';
import { GenericShow } from '../generic/views/GenericShow';
import { galleryCategory as resource } from '../../../resources.config';

// The pictures and their drag and drop (@dnd-kit) download when a gallery is opened, not with
// the app: few users manage the site's galleries.
const GalleryImages = lazy(() =>
  import('./GalleryImages').then((m) => ({ default: m.GalleryImages })),
);

/** A gallery's page: its name and state, then its pictures to add, caption and arrange. */
export const galleryCategory: Partial<ResourceProps> = {
  show: (
    <GenericShow
      r={resource}
      below={
        <Suspense fallback={<Skeleton variant="rounded" height={200} sx={{ m: 2 }} />}>
          <GalleryImages />
        </Suspense>
      }
    />
  ),
};
