import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { ResourceProps } from 'react-admin';
import { useGetRecordId } from 'react-admin';
import { GenericEdit } from '../generic/views/GenericEdit';
import { menu } from '../../../resources.config';

// The item tree and its drag and drop (@dnd-kit) download when a menu is opened, not with the
// app: few users edit the site's menus.
const MenuItemsEditor = lazy(() =>
  import('./MenuItemsEditor').then((m) => ({ default: m.MenuItemsEditor })),
);

/** The generated menu form, and under it the menu's item tree (saved on its own). */
function MenuEdit() {
  const id = useGetRecordId();
  return (
    <>
      <GenericEdit r={menu} />
      <Suspense fallback={<Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />}>
        <MenuItemsEditor menuId={id} />
      </Suspense>
    </>
  );
}

export const menuOverrides: Partial<ResourceProps> = { edit: <MenuEdit /> };
