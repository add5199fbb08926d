import type { Guarded } from '../menu/types';

export interface AppTile extends Guarded {
  to: string;
  /** Material icon name (see menu/icons.ts). */
  icon: string;
  /** i18n prefix holding `title` and `subtitle`. */
  text: string;
}

/** The apps grid of the top bar: shortcuts to the busiest screens, each behind its ability. */
export const appTiles: readonly AppTile[] = [
  {
    key: 'app:dashboard',
    to: '/dashboard',
    icon: 'Dashboard',
    text: 'app.apps.dashboard',
    access: { action: 'read', subject: 'Auth' },
  },
  {
    key: 'app:users',
    to: '/rolePermission/userPermission',
    icon: 'ManageAccounts',
    text: 'app.apps.users',
    access: { action: 'read', subject: 'User', resource: 'users' },
  },
  {
    key: 'app:roles',
    to: '/rolePermission/rolePermission',
    icon: 'AdminPanelSettings',
    text: 'app.apps.roles',
    access: { action: 'read', subject: 'Role', resource: 'role' },
  },
  {
    key: 'app:expenses',
    to: '/expenses',
    icon: 'ReceiptLong',
    text: 'app.apps.expenses',
    access: { action: 'read', subject: 'Expense', resource: 'expense' },
  },
  {
    key: 'app:banks',
    to: '/accounts/banks',
    icon: 'AccountBalance',
    text: 'app.apps.banks',
    access: { action: 'read', subject: 'Bank', resource: 'bank' },
  },
];
