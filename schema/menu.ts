/**
 * Sidebar groups, in the order the sidebar shows them. A group is shown when any of its items is allowed; each
 * item is a resource (its menu entry in resources.config.ts) or a page listed here.
 */
import type { MenuIconName } from './menu-icons';

export const menuGroups = [
  'dashboard',
  'tutorials',
  'rolePermission',
  'user',
  'operationalExpense',
  'accounts',
  'orders',
  'students',
  'courses',
  'testsResults',
  'employees',
  'billing',
  'affiliates',
  'myBilling',
  'jobs',
  'tutoringRequests',
  'messages',
  'notifications',
  'complaints',
  'publicSite',
  'employeePanel',
  'studentPanel',
  'parentPanel',
  'affiliatePanel',
] as const;

export type MenuGroup = (typeof menuGroups)[number];

export interface MenuPlace {
  group: MenuGroup;
  /** Material icon name, one the app bundles (menu-icons.ts): a typo does not compile. */
  icon: MenuIconName;
  order: number;
  /** Dashboard counter shown as a badge (0 when absent). */
  badge?: string;
  /**
   * Shown also to kinds of user the resource's row scope narrows (complaints: everyone files and
   * follows their own). Without it, those users reach their rows through their panel pages, and
   * the back-office entry stays out of their sidebar.
   */
  forScopedUsers?: boolean;
  /**
   * The ability the entry needs (default `read`). Lookup lists that many users read but few keep
   * (attendance statuses, SAT test forms) say `update`: they appear in the sidebar of those who
   * maintain them, while everyone else still reads them where they are used.
   */
  action?: 'read' | 'update';
}
