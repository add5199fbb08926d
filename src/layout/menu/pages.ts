import type { MenuEntry } from './types';

/**
 * Sidebar entries that are pages, not configured resources (SPEC 2). Add a page here when its
 * route exists (Messages comes with the chat page, and its `unread_messages` badge with it);
 * resources get their entries from their `menu` place in resources.config.ts.
 */
export const pageEntries: readonly MenuEntry[] = [
  {
    key: 'page:dashboard',
    group: 'dashboard',
    order: 1,
    to: '/dashboard',
    icon: 'Dashboard',
    label: 'app.menu.pages.dashboard',
    access: { action: 'read', subject: 'Auth' },
  },
  {
    key: 'page:student-import',
    group: 'students',
    order: 4,
    to: '/admin/student/import',
    icon: 'UploadFile',
    label: 'app.csvImport.menu',
    access: { action: 'create', subject: 'Students' },
  },
];
