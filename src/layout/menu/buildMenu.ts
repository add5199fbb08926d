import { menuGroups, type Resource } from '../../../schema';
import type { MenuEntry, MenuSection } from './types';

/** A resource's sidebar entry, or none when it has no screen or no menu place. */
export function resourceEntry(r: Resource): MenuEntry | undefined {
  if (!r.menu || !r.route) return undefined;
  return {
    key: `resource:${r.name}`,
    group: r.menu.group,
    order: r.menu.order,
    to: r.route,
    icon: r.menu.icon,
    label: `resources.${r.name}.name`,
    access: { action: r.menu.action ?? 'read', subject: r.subject, resource: r.name },
    ...(r.menu.badge ? { badge: r.menu.badge } : {}),
    ...(r.menu.forScopedUsers ? {} : { hiddenFor: Object.keys(r.scope) }),
  };
}

/** Groups in the order of schema/menu.ts, entries by their order; empty groups dropped. */
export function buildMenu(
  resources: readonly Resource[],
  pages: readonly MenuEntry[],
): MenuSection[] {
  const entries = [...pages, ...resources.flatMap((r) => resourceEntry(r) ?? [])];
  return menuGroups
    .map((group) => ({
      group,
      entries: entries
        .filter((e) => e.group === group)
        .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key)),
    }))
    .filter((s) => s.entries.length > 0);
}

/**
 * Keeps the allowed entries meant for this kind of user, and the groups left with any (a
 * group shows when any item is allowed).
 */
export function filterMenu(
  sections: readonly MenuSection[],
  allowed: ReadonlySet<string>,
  kind?: string,
): MenuSection[] {
  const shown = (e: MenuEntry) =>
    allowed.has(e.key) && !(kind !== undefined && e.hiddenFor?.includes(kind));
  return sections
    .map((s) => ({ group: s.group, entries: s.entries.filter(shown) }))
    .filter((s) => s.entries.length > 0);
}
