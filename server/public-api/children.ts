/**
 * Nested children of public rows (a course's tutors and category, a menu's items, a post's
 * comments), read for a whole page of parents with one query per child.
 */
import type { ReferencesField, Resource } from '../../schema';
import type { PublicChild } from '../../schema/public-api';
import type { Executor, Row } from '../db/types';
import { openTables } from '../db/types';
import { conditionsOf, type Moments } from './conditions';
import { ordered } from './ordering';
import { resourceOf } from './served-rows';
import { newestChange, publicRecords } from './shape';

const PARENT = 'public_parent_id';

/** Child rows, each with the id of the parent it belongs to under PARENT. */
async function childRows(
  db: Executor,
  parent: Resource,
  parents: Row[],
  child: PublicChild,
  moments: Moments,
): Promise<Row[]> {
  const resource = resourceOf(child.resource);
  const table = resource.table;
  const base = openTables(db)
    .selectFrom(table)
    .where(conditionsOf(resource, child.where, moments));
  const link = child.link;
  if ('foreignKey' in link) {
    const ids = parents.map((row) => Number(row.id));
    const query = base
      .selectAll(table)
      .select(`${table}.${link.foreignKey} as ${PARENT}`)
      .where(`${table}.${link.foreignKey}`, 'in', ids);
    return ordered(query, table, child.order).execute();
  }
  if ('through' in link) {
    const { through, ownKey, targetKey } = parent.fields[link.through] as ReferencesField;
    const ids = parents.map((row) => Number(row.id));
    const query = base
      .innerJoin(through, `${through}.${targetKey}`, `${table}.id`)
      .selectAll(table)
      .select(`${through}.${ownKey} as ${PARENT}`)
      .where(`${through}.${ownKey}`, 'in', ids);
    return ordered(query, table, child.order).execute();
  }
  const ids = [...new Set(parents.map((row) => row[link.reference]).filter((id) => id != null))];
  if (ids.length === 0) return [];
  const found = await base.selectAll(table).where(`${table}.id`, 'in', ids).execute();
  const byId = new Map(found.map((row) => [Number(row.id), row]));
  return parents.flatMap((row) => {
    const match = byId.get(Number(row[link.reference]));
    return match ? [{ ...match, [PARENT]: row.id }] : [];
  });
}

export interface LoadedChildren {
  /** Parent id → child name → its rows (or, for a `reference` link, its row or null). */
  byParent: Map<number, Record<string, Row[] | Row | null>>;
  newest: string | undefined;
}

export async function loadChildren(
  db: Executor,
  parent: Resource,
  parents: Row[],
  children: [string, PublicChild][],
  moments: Moments,
): Promise<LoadedChildren> {
  const byParent = new Map<number, Record<string, Row[] | Row | null>>(
    parents.map((row) => [Number(row.id), {}]),
  );
  let newest: string | undefined;
  if (parents.length === 0) return { byParent, newest };
  for (const [name, child] of children) {
    const single = 'reference' in child.link;
    for (const slot of byParent.values()) slot[name] = single ? null : [];
    const rows = await childRows(db, parent, parents, child, moments);
    newest = newestChange(rows, newest);
    const records = await publicRecords(db, resourceOf(child.resource), rows, child.fields);
    rows.forEach((row, index) => {
      const slot = byParent.get(Number(row[PARENT]));
      const record = records[index] as Row;
      if (!slot) return;
      if (single) slot[name] = record;
      else (slot[name] as Row[]).push(record);
    });
  }
  return { byParent, newest };
}
