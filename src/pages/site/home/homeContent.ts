import type { RaRecord } from 'react-admin';

/** The home page's three kinds of content, by API name (also their arrange-order types). */
export const HOME_KINDS = ['slider', 'promotion', 'home-section'] as const;
export type HomeKind = (typeof HOME_KINDS)[number];

export type HomeLists = Record<HomeKind, RaRecord[]>;

/** The texts the quick edit changes, per kind (the full form has the rest). */
export const QUICK_FIELDS: Record<HomeKind, string[]> = {
  slider: ['title', 'subtitle', 'text'],
  promotion: ['title', 'text'],
  'home-section': ['title', 'subtitle'],
};

export const isActive = (row: RaRecord) => row.is_active === true || row.is_active === 1;

export const text = (row: RaRecord, field: string): string => {
  const value: unknown = row[field];
  return typeof value === 'string' ? value : '';
};

/** Moves `activeId` to the place of `overId`; answers the same list when nothing moves. */
export function reorder(rows: RaRecord[], activeId: unknown, overId: unknown): RaRecord[] {
  const from = rows.findIndex((r) => r.id === activeId);
  const to = rows.findIndex((r) => r.id === overId);
  if (from < 0 || to < 0 || from === to) return rows;
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
