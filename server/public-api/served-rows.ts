/**
 * The rows a public read serves, as a query: its resource's table under the declared `where`,
 * narrowed to the rows another public read links to when it says `onlyReferencedBy`.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { ReferencesField, Resource } from '../../schema';
import type { PublicRead } from '../../schema/public-api';
import { publicReadsByPath } from '../../public-api.config';
import { resourcesByName } from '../../resources.config';
import type { OpenDatabase, Executor } from '../db/types';
import { openTables } from '../db/types';
import { conditionsOf, type Moments } from './conditions';

export function resourceOf(name: string): Resource {
  const resource = resourcesByName.get(name);
  if (!resource) throw new Error(`Unknown resource "${name}"`);
  return resource;
}

function readAt(path: string): PublicRead {
  const read = publicReadsByPath.get(path);
  if (!read) throw new Error(`Unknown public read "${path}"`);
  return read;
}

/** Ids of `target` rows that the rows served by `by` name in its field `field`. */
type Served = SelectQueryBuilder<OpenDatabase, string, object>;
type Linked = SelectQueryBuilder<OpenDatabase, string, { linked_id: unknown }>;

function linkedIds(db: Executor, by: PublicRead, field: string, moments: Moments): Linked {
  const source = resourceOf(by.resource);
  const definition = source.fields[field];
  if (definition?.type === 'references') {
    const { through, ownKey, targetKey } = definition as ReferencesField;
    return servedRows(db, by, moments)
      .innerJoin(through, `${through}.${ownKey}`, `${source.table}.id`)
      .select(`${through}.${targetKey} as linked_id`);
  }
  return servedRows(db, by, moments)
    .where(`${source.table}.${field}`, 'is not', null)
    .select(`${source.table}.${field} as linked_id`);
}

export function servedRows(db: Executor, read: PublicRead, moments: Moments): Served {
  const resource = resourceOf(read.resource);
  const query = openTables(db)
    .selectFrom(resource.table)
    .where(conditionsOf(resource, read.where, moments));
  const link = read.onlyReferencedBy;
  if (!link) return query;
  return query.where(
    `${resource.table}.id`,
    'in',
    linkedIds(db, readAt(link.read), link.field, moments),
  );
}

export { readAt };
