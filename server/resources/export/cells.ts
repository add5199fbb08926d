/**
 * An export's columns and its rows as the list shows them: a reference as its record's title, a
 * choice as its label, yes/no for a switch, money as a number, dates as stored (ISO).
 */
import type { ComputedColumn, FieldDef, Resource } from '../../../schema';
import type { Row } from '../../db/types';
import { scopedSelect } from '../access';
import { can, type Context } from '../context';
import { toRecord } from '../records';
import { loadLinks } from '../references';
import { nameIn } from '../title-in';
import { withComputedColumns } from '../operations/list';
import type { Translate } from '../../i18n/translate';

export type Cell = string | number | null;

export interface ExportColumn {
  name: string;
  /** The field, or the computed list column (docs/CONFIG.md "List columns"); none for id. */
  def: FieldDef | ComputedColumn | undefined;
  header: string;
}

/** The list's columns with id first, as the list names them; passwords never leave. */
export function exportColumns(resource: Resource, translate: Translate): ExportColumn[] {
  const names = [
    'id',
    ...resource.list.columns.filter((c) => c !== 'id' && resource.fields[c]?.type !== 'password'),
  ];
  return names.map((name) => ({
    name,
    def: resource.fields[name] ?? resource.list.computed[name],
    header:
      translate(`resources.${resource.name}.fields.${name}`) ??
      translate(`screens.${name}`) ??
      name,
  }));
}

type Titles = Map<number, string>;

/**
 * The titles of the referenced records, as the list would fetch them: only of a resource the
 * actor may read, and only the rows in their scope (others stay blank, as in the list). Reference
 * data named in each language (`titleIn`) is named in the export's language.
 */
async function titlesOf(ctx: Context, targetName: string, ids: number[]): Promise<Titles> {
  const target = ctx.resources.named(targetName);
  const titles: Titles = new Map();
  if (!target || ids.length === 0 || !can(ctx.actor, 'read', target.subject)) return titles;
  const rows = await scopedSelect(ctx, ctx.db, target)
    .select(`${target.table}.id as id`)
    .select(nameIn(target, target.table, ctx.language).as('title'))
    .where(`${target.table}.id`, 'in', [...new Set(ids)])
    .execute();
  for (const row of rows) titles.set(Number(row.id), String(row.title ?? ''));
  return titles;
}

function cellOf(
  def: FieldDef | ComputedColumn | undefined,
  value: unknown,
  titles: Titles | undefined,
  translate: Translate,
): Cell {
  if (value === null || value === undefined) return null;
  if (!def) return typeof value === 'number' ? value : String(value);
  switch (def.type) {
    case 'boolean':
      return translate(`ra.boolean.${value ? 'true' : 'false'}`) ?? String(value);
    case 'choice':
      return translate(`enums.${def.enum}.${String(value)}`) ?? String(value);
    case 'reference':
      return titles?.get(Number(value)) ?? null;
    case 'references':
      return (value as number[]).map((id) => titles?.get(id) ?? '').join(', ');
    case 'money':
    case 'integer':
      return Number(value);
    case 'json':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

/** One batch of stored rows as export lines, the references' titles read once per field. */
export async function exportLines(
  ctx: Context,
  resource: Resource,
  columns: readonly ExportColumn[],
  rows: readonly Row[],
  translate: Translate,
): Promise<Cell[][]> {
  const links = await loadLinks(
    ctx.db,
    resource,
    rows.map((row) => Number(row.id)),
  );
  const records = await withComputedColumns(
    ctx,
    resource,
    rows,
    rows.map((row) => toRecord(resource, row, links.get(Number(row.id)))),
  );
  const titles = new Map<string, Titles>();
  for (const { name, def } of columns) {
    if (def?.type !== 'reference' && def?.type !== 'references') continue;
    const ids = records.flatMap((record) => {
      const value = record[name];
      if (Array.isArray(value)) return value.map(Number);
      return value === null || value === undefined ? [] : [Number(value)];
    });
    titles.set(name, await titlesOf(ctx, def.resource, ids));
  }
  return records.map((record) =>
    columns.map(({ name, def }) => cellOf(def, record[name], titles.get(name), translate)),
  );
}
