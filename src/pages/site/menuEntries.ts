import { settingScreenNames } from '../../../schema';
import type { MenuEntry } from '../../layout/menu/types';

/** The general-settings screens' address. */
export const settingsPath = (screen: string) => `/public/settings/generalSettings/${screen}`;

/**
 * The public site's pages in the sidebar: the home page editor, and the general-settings
 * screens for those who may change settings (everyone reads them: the app's logo is one).
 */
export const siteEntries: readonly MenuEntry[] = [
  {
    key: 'page:homepage',
    group: 'publicSite',
    order: 20,
    to: '/homepage',
    icon: 'DesignServices',
    label: 'app.site.menu.home_editor',
    access: { action: 'update', subject: 'HomeSection' },
  },
  ...settingScreenNames.map((screen, index): MenuEntry => ({
    key: `page:settings-${screen}`,
    group: 'publicSite',
    order: 30 + index,
    to: settingsPath(screen),
    icon: (['Language', 'Image', 'Share', 'Announcement'] as const)[index] ?? 'Language',
    label: `app.site.menu.${screen}`,
    access: { action: 'update', subject: 'Setting' },
  })),
];
