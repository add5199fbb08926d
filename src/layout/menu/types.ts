import type { MenuGroup } from '../../../schema';
import type { MenuEntry } from '../../../schema/menu-pages';

// The entry types live beside the page list (plain data the server's config check reads too).
export type { Access, Guarded, MenuEntry } from '../../../schema/menu-pages';

export interface MenuSection {
  group: MenuGroup;
  entries: MenuEntry[];
}
