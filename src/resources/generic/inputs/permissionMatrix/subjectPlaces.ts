import {
  isPageSubject,
  menuGroups,
  PAGE_SUBJECT_GROUPS,
  type MenuGroup,
  type Resource,
} from '../../../../../schema';
import type { MenuSection } from '../../../../layout/menu/types';

/** Where a permission's subject sits in the matrix, and the i18n key of its label. */
export interface SubjectPlace {
  /** A sidebar group, or `other` for subjects with no place in the sidebar. */
  group: MenuGroup | 'other';
  /** Position among the group's subjects: the sidebar's order, then the rest. */
  rank: number;
  /** i18n key of the subject's name; null for a subject the config no longer knows. */
  label: string | null;
}

/** After every sidebar entry: subjects whose group the config names but no entry guards. */
const AFTER_ENTRIES = Number.MAX_SAFE_INTEGER;

/**
 * Places each subject as the sidebar places what it guards: under the group of the first
 * sidebar entry guarded by it (a page subject under the group of the pages it guards), named as
 * its resource (or page) is. Subjects that guard no entry (a question, a gallery image) go to
 * `other`.
 */
export function subjectPlaces(
  resources: readonly Resource[],
  sections: readonly MenuSection[],
): (subject: string) => SubjectPlace {
  const firstEntry = new Map<string, { group: MenuGroup; rank: number }>();
  sections.forEach((section) =>
    section.entries.forEach((entry, index) => {
      if (!firstEntry.has(entry.access.subject))
        firstEntry.set(entry.access.subject, { group: section.group, rank: index });
    }),
  );
  const named = new Map<string, string>();
  // A resource with a menu place names the subject it shares with others (a SAT scale, not its
  // conversion rows).
  for (const r of [...resources].sort((a, b) => Number(!a.menu) - Number(!b.menu)))
    if (!named.has(r.subject)) named.set(r.subject, `resources.${r.name}.name`);

  return (subject) => {
    const entry = firstEntry.get(subject);
    if (isPageSubject(subject))
      return {
        group: PAGE_SUBJECT_GROUPS[subject],
        rank: entry?.group === PAGE_SUBJECT_GROUPS[subject] ? entry.rank : AFTER_ENTRIES,
        label: `app.permissions.subjects.${subject}`,
      };
    return {
      group: entry?.group ?? 'other',
      rank: entry?.rank ?? AFTER_ENTRIES,
      label: named.get(subject) ?? null,
    };
  };
}

/** The matrix's group order: the sidebar's, then `other`. */
export const groupOrder: readonly (MenuGroup | 'other')[] = [...menuGroups, 'other'];
