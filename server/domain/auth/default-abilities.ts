/**
 * What each kind of user may do on a fresh install, and what a new subject's permissions are
 * granted to when they first appear (permission-sync.ts). Admins get every permission. The
 * others get what each resource's `defaultAccess` names (resources/*.ts) and, here, the pages
 * that are not resources: their panel, the dashboard (read Auth), the bell and the chat. Admins
 * change these at /rolePermission/* afterwards; this is only the starting point.
 */
import {
  configPermissions,
  type AbilityPair,
  type PermissionPair,
  type Resource,
  type UserKind,
} from '../../../schema';
import { resources as configResources } from '../../../resources.config';

export { PAGE_SUBJECTS, type AbilityPair } from '../../../schema';

/** Every permission the config defines (schema/permissions.ts). */
export const allPermissions = (
  resources: readonly Resource[] = configResources,
): PermissionPair[] => configPermissions(resources);

/** Every signed-in person: the dashboard, and their notifications (read, mark read). */
const everyone: AbilityPair[] = [
  { action: 'read', subject: 'Auth' },
  { action: 'read', subject: 'Notification' },
  { action: 'update', subject: 'Notification' },
];
const chat: AbilityPair[] = [
  { action: 'read', subject: 'Message' },
  { action: 'create', subject: 'Message' },
];
const panel = (subject: string): AbilityPair => ({ action: 'read', subject });

/** The pages each kind of user other than admin gets by default. */
const PAGE_DEFAULTS: Record<Exclude<UserKind, 'admin'>, AbilityPair[]> = {
  employee: [...everyone, ...chat, panel('Employee')],
  student: [...everyone, ...chat, panel('Student')],
  parent: [...everyone, ...chat, panel('Parent')],
  affiliation: everyone,
};

export function defaultAbilities(
  kind: UserKind,
  resources: readonly Resource[] = configResources,
): AbilityPair[] {
  if (kind === 'admin') return allPermissions(resources);
  const pairs = [
    ...PAGE_DEFAULTS[kind],
    ...resources.flatMap((r) =>
      (r.defaultAccess[kind] ?? []).map((action) => ({ action, subject: r.subject })),
    ),
  ];
  // Resources that share a subject declare the same defaults: one pair each.
  const seen = new Set<string>();
  return pairs.filter((p) => {
    const key = `${p.action}:${p.subject}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
