import type { ResourceProps } from 'react-admin';
import { useGetRecordId } from 'react-admin';
import { getResource } from '../../config';
import { GenericEdit } from '../generic/views/GenericEdit';
import { MenuItemsEditor } from './MenuItemsEditor';

const menu = getResource('menu');

/** The generated menu form, and under it the menu's item tree (saved on its own). */
function MenuEdit() {
  const id = useGetRecordId();
  return (
    <>
      <GenericEdit r={menu} />
      <MenuItemsEditor menuId={id} />
    </>
  );
}

export const menuOverrides: Partial<ResourceProps> = { edit: <MenuEdit /> };
