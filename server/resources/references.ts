/** Reference fields: checked to exist (and be active where required), and many-to-many links. */
import type { ReferenceField, ReferencesField, Resource } from '../../schema';
import { scopeFor, type ServedResources } from './served';
import type { Executor, Row } from '../db/types';
import { openTables } from '../db/types';
import { translatorFor } from '../i18n/translate';
import type { Actor, Context } from './context';
import type { FieldErrors } from './errors';

function target(served: ServedResources, field: ReferenceField | ReferencesField): Resource {
  const resource = served.named(field.resource);
  if (!resource) throw new Error(`Unknown resource "${field.resource}"`);
  return resource;
}

/** Who writes, and the resources (with their row scopes) of the app they write in. */
type Who = Pick<Context, 'actor' | 'resources' | 'language'>;

/** The ids among `ids` that name no row the reference may point to. */
export async function missingIds(
  db: Executor,
  field: ReferenceField | ReferencesField,
  ids: number[],
  { actor, resources }: Who,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const resource = target(resources, field);
  let query = openTables(db).selectFrom(resource.table).select('id').where('id', 'in', ids);
  if (field.activeOnly && 'is_active' in resource.fields) query = query.where('is_active', '=', 1);
  for (const [column, value] of Object.entries(resource.rows ?? {}))
    query = query.where(column, '=', value);
  if (field.type === 'reference') {
    for (const [column, value] of Object.entries(field.where ?? {})) {
      query = query.where(column, '=', typeof value === 'boolean' ? Number(value) : value);
    }
    const scope = field.withinScope ? scopeFor(resources, resource, actor) : undefined;
    if (scope && actor) query = query.where((eb) => scope(eb, actor, resource));
  }
  const found = new Set((await query.execute()).map((r) => Number(r.id)));
  return ids.filter((id) => !found.has(id));
}

/**
 * Whether two ids are the same row: compared as numbers, since a stored id and a sent one may
 * differ in type (`'5'` from a form, `5` from the database) depending on the driver and the body.
 */
export function sameId(a: unknown, b: unknown): boolean {
  const none = (v: unknown) => v === null || v === undefined || v === '';
  if (none(a) || none(b)) return none(a) && none(b);
  return Number(a) === Number(b);
}

/** Anyone but an admin (or the server itself, with no signed-in user) is held to fixed fields. */
const mayMoveOwnership = (actor: Actor | null) => actor === null || actor.kind === 'admin';

/**
 * Errors for references that do not resolve, for fixed references (`fixedAfterCreate`) that a
 * non-admin tries to point elsewhere, and for filtered ones (`filteredBy`) that do not match. Only values that change are checked, so a record keeps a
 * reference to a row that has since been deactivated.
 */
export async function checkReferences(
  db: Executor,
  resource: Resource,
  values: Record<string, unknown>,
  current: Row | undefined,
  who: Who,
): Promise<FieldErrors> {
  const { actor } = who;
  const tr = translatorFor(who.language ?? 'en');
  const attribute = (name: string) => ({ attribute: tr.field(resource.name, name) });
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(values)) {
    const field = resource.fields[name];
    if (!field) continue;
    const moved = field.type === 'reference' && !(current && sameId(value, current[name]));
    if (moved && current && field.fixedAfterCreate && !mayMoveOwnership(actor)) {
      errors[name] = [tr.t('validation.fixedAfterCreate', attribute(name))];
      continue;
    }
    if (value === null || value === undefined) continue;
    if (field.type === 'reference' && moved) {
      if ((await missingIds(db, field, [value as number], who)).length > 0)
        errors[name] = [tr.t('validation.choice', attribute(name))];
    } else if (field.type === 'references') {
      const missing = await missingIds(db, field, [...new Set(value as number[])], who);
      if (missing.length > 0)
        errors[name] = [
          tr.t('validation.choices', { ...attribute(name), ids: missing.join(', ') }),
        ];
    }
  }
  // A row that does not exist is reported as such rather than as a mismatch.
  return { ...(await checkFilteredReferences(db, resource, values, current, who)), ...errors };
}

/**
 * Errors for references whose row does not belong to the value of the field they are filtered by
 * (`filteredBy`), checked when either of the two changes. A record whose pair was valid when
 * stored keeps it while neither moves.
 */
export async function checkFilteredReferences(
  db: Executor,
  resource: Resource,
  values: Record<string, unknown>,
  current: Row | undefined,
  who: Pick<Who, 'resources' | 'language'>,
): Promise<FieldErrors> {
  const tr = translatorFor(who.language ?? 'en');
  const errors: FieldErrors = {};
  const changes = (name: string) =>
    name in values && !(current && sameId(values[name], current[name]));
  const valueOf = (name: string) => (name in values ? values[name] : current?.[name]);
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.type !== 'reference' || !field.filteredBy) continue;
    const { field: parent, column } = field.filteredBy;
    const value = valueOf(name);
    if (value === null || value === undefined || value === '') continue;
    if (!changes(name) && !changes(parent)) continue;
    const row = await openTables(db)
      .selectFrom(target(who.resources, field).table)
      .select(column)
      .where('id', '=', Number(value))
      .executeTakeFirst();
    if (!row || !sameId(row[column], valueOf(parent) ?? null))
      errors[name] = [
        tr.t('validation.notOfParent', {
          label: tr.label(resource.name, name),
          parent: tr.label(resource.name, parent),
        }),
      ];
  }
  return errors;
}

export function linkFields(resource: Resource): [string, ReferencesField][] {
  return Object.entries(resource.fields).filter(
    (entry): entry is [string, ReferencesField] => entry[1].type === 'references',
  );
}

/** Replaces the links of one record with the given ids. */
export async function syncLinks(
  db: Executor,
  field: ReferencesField,
  ownId: number,
  ids: number[],
): Promise<void> {
  await openTables(db).deleteFrom(field.through).where(field.ownKey, '=', ownId).execute();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await openTables(db)
    .insertInto(field.through)
    .values(unique.map((id) => ({ [field.ownKey]: ownId, [field.targetKey]: id })))
    .execute();
}

/** The linked ids of many records at once: field → record id → ids. */
export async function loadLinks(
  db: Executor,
  resource: Resource,
  ids: number[],
): Promise<Map<number, Record<string, number[]>>> {
  const byRecord = new Map<number, Record<string, number[]>>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return byRecord;
  for (const [name, field] of linkFields(resource)) {
    const rows = await openTables(db)
      .selectFrom(field.through)
      .select([field.ownKey, field.targetKey])
      .where(field.ownKey, 'in', ids)
      .orderBy(field.targetKey)
      .execute();
    for (const id of ids) (byRecord.get(id) as Record<string, number[]>)[name] = [];
    for (const row of rows) {
      byRecord.get(Number(row[field.ownKey]))?.[name]?.push(Number(row[field.targetKey]));
    }
  }
  return byRecord;
}
