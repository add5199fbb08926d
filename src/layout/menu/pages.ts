import type { MenuEntry } from './types';

/**
 * Sidebar entries that are pages, not configured resources (SPEC 2). Add a page here when its
 * route exists; resources get their entries from their `menu` place in resources.config.ts.
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
    key: 'page:messages',
    group: 'messages',
    order: 1,
    to: '/message',
    icon: 'Forum',
    label: 'app.menu.pages.messages',
    access: { action: 'read', subject: 'Message' },
    badge: 'unread_messages',
  },
];
