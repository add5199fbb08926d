import type { ComputedColumn, FieldDef, Resource } from '../../../../schema';

export type ColumnKind = 'toggle' | 'status' | 'value';

export interface Column {
  source: string;
  def: FieldDef | undefined;
  /** A column the server computes for lists (`list.computed`); never sortable. */
  computed: ComputedColumn | undefined;
  kind: ColumnKind;
  sortable: boolean;
  /** Offered by the column chooser but hidden until the user shows it (`list.optionalColumns`). */
  optional: boolean;
}

/**
 * The list's columns: `list.columns`, then `list.optionalColumns` (hidden at first). The toggle
 * field gets the inline switch, the status field the status menu; only `sortable` fields (and id)
 * sort, since the server refuses others.
 */
export function listColumns(r: Resource): Column[] {
  const optional = new Set(r.list.optionalColumns);
  return [...r.list.columns, ...r.list.optionalColumns]
    .filter((source) => r.fields[source]?.type !== 'password')
    .map((source) => {
      const def = r.fields[source];
      const kind: ColumnKind =
        source === r.toggleField ? 'toggle' : source === r.statusField ? 'status' : 'value';
      return {
        source,
        def,
        computed: r.list.computed[source],
        kind,
        sortable: source === 'id' || def?.sortable === true,
        optional: optional.has(source),
      };
    });
}

/** The columns a table hides until the user picks them in the column chooser. */
export const hiddenByDefault = (r: Resource): string[] =>
  listColumns(r)
    .filter((column) => column.optional)
    .map((column) => column.source);
