import type { FieldDef, Resource } from '../../../../schema';

export type ColumnKind = 'toggle' | 'status' | 'value';

export interface Column {
  source: string;
  def: FieldDef | undefined;
  kind: ColumnKind;
  sortable: boolean;
}

/**
 * The list's columns from `list.columns`: the toggle field gets the inline switch, the status
 * field the status menu; only `sortable` fields (and id) sort, since the server refuses others.
 */
export function listColumns(r: Resource): Column[] {
  return r.list.columns
    .filter((source) => r.fields[source]?.type !== 'password')
    .map((source) => {
      const def = r.fields[source];
      const kind: ColumnKind =
        source === r.toggleField ? 'toggle' : source === r.statusField ? 'status' : 'value';
      return { source, def, kind, sortable: source === 'id' || def?.sortable === true };
    });
}
