import { enums, type MenuGroup } from '../../../../../schema';
import type { SubjectPlace } from './subjectPlaces';
import { groupOrder } from './subjectPlaces';

/** A permission row as the API answers it. */
export interface PermissionRow {
  id: number | string;
  subject: string;
  action: string;
}

export interface MatrixRow {
  subject: string;
  /** Translated name of the subject (its identifier when the config no longer knows it). */
  label: string;
  /** The permission id of each action this subject has a row for. */
  cells: Partial<Record<string, PermissionRow['id']>>;
}

export interface MatrixGroup {
  group: MenuGroup | 'other';
  rows: MatrixRow[];
}

/** The matrix's columns: every action a permission may name, in the enum's order. */
export const matrixActions: readonly string[] = enums.permissionAction;

/**
 * The permission rows laid out as the sidebar lays out what they guard: groups in sidebar order,
 * subjects in the order of their entries (then by name), named as the sidebar names them (plural),
 * one cell per permission row. Rows of
 * actions outside the enum have no column and are left out.
 */
export function matrixLayout(
  permissions: readonly PermissionRow[],
  placeOf: (subject: string) => SubjectPlace,
  translate: (key: string, options: { smart_count: number }) => string,
): MatrixGroup[] {
  const bySubject = new Map<string, MatrixRow & { place: SubjectPlace }>();
  for (const p of permissions) {
    if (!matrixActions.includes(p.action)) continue;
    let row = bySubject.get(p.subject);
    if (!row) {
      const place = placeOf(p.subject);
      const label = place.label === null ? p.subject : translate(place.label, { smart_count: 2 });
      row = { subject: p.subject, label, cells: {}, place };
      bySubject.set(p.subject, row);
    }
    row.cells[p.action] = p.id;
  }
  const rows = [...bySubject.values()];
  return groupOrder
    .map((group) => ({
      group,
      rows: rows
        .filter((r) => r.place.group === group)
        .sort((a, b) => a.place.rank - b.place.rank || a.label.localeCompare(b.label))
        .map(({ subject, label, cells }) => ({ subject, label, cells })),
    }))
    .filter((g) => g.rows.length > 0);
}

type Id = PermissionRow['id'];

/** The permission ids of a subject's row. */
export const idsOfRow = (row: MatrixRow): Id[] =>
  matrixActions.flatMap((action) => {
    const id = row.cells[action];
    return id === undefined ? [] : [id];
  });

/** The permission ids of an action's column over `rows`. */
export const idsOfColumn = (rows: readonly MatrixRow[], action: string): Id[] =>
  rows.flatMap((row) => {
    const id = row.cells[action];
    return id === undefined ? [] : [id];
  });
