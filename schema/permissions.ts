/**
 * The permissions the config defines: every action of `enums.permissionAction` on each
 * resource's subject and on each page subject. The server writes their rows at every start and
 * refuses to delete them; the app lays them out in the permission matrix and offers delete only
 * for rows outside this set (leftovers of resources since removed).
 */
import { enums } from './enums';
import type { MenuGroup } from './menu';
import type { PermissionAction, Resource } from './resource';

export interface AbilityPair {
  action: string;
  subject: string;
}

/** A pair the config defines: one of the four actions a permission row can grant. */
export interface PermissionPair extends AbilityPair {
  action: PermissionAction;
}

/**
 * Subjects of pages that are not resources (the sidebar's guards), with the sidebar group whose
 * pages they guard: the permission matrix lists each under that group.
 */
export const PAGE_SUBJECT_GROUPS = {
  Auth: 'dashboard',
  Admin: 'dashboard',
  Employee: 'employeePanel',
  Student: 'studentPanel',
  Parent: 'parentPanel',
  Message: 'messages',
  Notification: 'notifications',
} as const satisfies Record<string, MenuGroup>;

export type PageSubject = keyof typeof PAGE_SUBJECT_GROUPS;

export const PAGE_SUBJECTS = Object.keys(PAGE_SUBJECT_GROUPS) as PageSubject[];

export const isPageSubject = (subject: string): subject is PageSubject =>
  Object.hasOwn(PAGE_SUBJECT_GROUPS, subject);

/** Every (subject, action) pair the config defines, page subjects first, each once. */
export function configPermissions(resources: readonly Resource[]): PermissionPair[] {
  const subjects = [...PAGE_SUBJECTS, ...new Set(resources.map((r) => r.subject))];
  return subjects.flatMap((subject) =>
    enums.permissionAction.map((action) => ({ action, subject })),
  );
}

/** Whether the config defines this pair, so its row is recreated at every start. */
export function isConfigPermission(resources: readonly Resource[], pair: AbilityPair): boolean {
  return (
    (enums.permissionAction as readonly string[]).includes(pair.action) &&
    (isPageSubject(pair.subject) || resources.some((r) => r.subject === pair.subject))
  );
}
