import { useQuery } from '@tanstack/react-query';
import type { MenuItemNode } from '../../../schema';
import { useApi } from '../../lib/api';

export const menuItemsKey = (menuId: string | number) => ['menu-items', String(menuId)];

/** `GET /api/menu/{id}/items`: the menu's items as a tree. */
export function useMenuItems(menuId: string | number) {
  const api = useApi();
  return useQuery({
    queryKey: menuItemsKey(menuId),
    queryFn: async () => {
      const body = await api('GET', `menu/${menuId}/items`);
      return (Array.isArray(body.data) ? body.data : []) as unknown as MenuItemNode[];
    },
    staleTime: 0,
  });
}
