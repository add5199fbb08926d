/**
 * Checks the public API declarations once at start, against the resources they name: a bad
 * declaration fails loudly at boot (ConfigError), never as a 500 or a leak later.
 */
import type { FieldDef } from './fields';
import {
  isRange,
  TIME_STAMPS,
  type Condition,
  type PublicApi,
  type PublicChild,
  type PublicForm,
  type PublicRead,
} from './public-api';
import { ConfigError, SYSTEM_FIELDS, type Resource } from './resource';

const PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
/** The resource whose rows the app checks out online (one course per order). */
const CHECKOUT_RESOURCE = 'course';

function fieldOf(resource: Resource, name: string, where: string): FieldDef {
  const field = resource.fields[name];
  if (!field) throw new ConfigError(`${where}: "${resource.name}" has no field "${name}"`);
  return field;
}

/** A field that may be served: declared, stored or linked, never a password. */
function checkServable(resource: Resource, names: readonly string[], where: string): void {
  for (const name of names) {
    if (TIME_STAMPS.includes(name)) continue;
    const field = fieldOf(resource, name, where);
    if (field.type === 'password' || field.virtual)
      throw new ConfigError(`${where}: "${name}" of "${resource.name}" may not be served`);
  }
}

/** An empty list matches nothing: surely a mistake, and not valid SQL (`in ()`). */
function checkConditions(conditions: Record<string, Condition>, where: string): void {
  for (const [name, condition] of Object.entries(conditions))
    if (
      Array.isArray(condition)
        ? condition.length === 0
        : isRange(condition) && !Object.keys(condition).length
    )
      throw new ConfigError(`${where}: the condition on "${name}" is empty`);
}

function checkColumns(resource: Resource, names: Iterable<string>, where: string): void {
  for (const name of names) {
    if ((SYSTEM_FIELDS as readonly string[]).includes(name)) continue;
    const field = fieldOf(resource, name, where);
    if (field.type === 'references' || field.virtual)
      throw new ConfigError(`${where}: "${name}" is not a column of "${resource.name}"`);
  }
}

function pointsTo(field: FieldDef | undefined, kind: 'reference' | 'references', to: string) {
  return field?.type === kind && field.resource === to;
}

function checkChild(
  parent: Resource,
  served: readonly string[],
  [name, child]: [string, PublicChild],
  byName: Lookup,
): void {
  const where = `Public read of "${parent.name}", child "${name}"`;
  // A child may take the name of a field that is not served (`tutors` instead of their ids).
  if (served.includes(name)) throw new ConfigError(`${where}: a served field has that name`);
  const resource = byName(child.resource, where);
  checkServable(resource, child.fields, where);
  checkColumns(resource, [...Object.keys(child.where), ...child.order.map(([c]) => c)], where);
  checkConditions(child.where, where);
  const link = child.link;
  const ok =
    'foreignKey' in link
      ? pointsTo(resource.fields[link.foreignKey], 'reference', parent.name)
      : 'through' in link
        ? pointsTo(parent.fields[link.through], 'references', resource.name)
        : pointsTo(parent.fields[link.reference], 'reference', resource.name);
  if (!ok) throw new ConfigError(`${where}: the link does not join the two resources`);
}

type Lookup = (name: string, where: string) => Resource;

function checkRead(read: PublicRead, reads: Map<string, PublicRead>, byName: Lookup): void {
  const where = `Public read "${read.path}"`;
  if (!PATH.test(read.path)) throw new ConfigError(`${where}: the path is not kebab-case`);
  const resource = byName(read.resource, where);
  checkServable(resource, read.fields, where);
  for (const name of read.listFields)
    if (!read.fields.includes(name))
      throw new ConfigError(`${where}: list field "${name}" is not one of its fields`);
  checkColumns(
    resource,
    [...Object.keys(read.where), ...read.order.map(([c]) => c), ...read.filters],
    where,
  );
  checkConditions(read.where, where);
  if (read.show && read.show !== 'id' && !fieldOf(resource, read.show, where).unique)
    throw new ConfigError(`${where}: rows are found by "${read.show}", which is not unique`);
  if (read.paging.perPage < 1 || read.paging.maxPerPage < read.paging.perPage)
    throw new ConfigError(`${where}: paging needs 1 ≤ perPage ≤ maxPerPage`);
  for (const entry of Object.entries(read.children))
    checkChild(resource, read.fields, entry, byName);
  if (read.checkoutLink && resource.name !== CHECKOUT_RESOURCE)
    throw new ConfigError(`${where}: only "${CHECKOUT_RESOURCE}" rows can be checked out`);
  if (read.checkoutLink && read.show !== 'id')
    throw new ConfigError(`${where}: a checkout link needs rows found by id`);
  if (read.onlyReferencedBy) {
    const seen = new Set([read.path]);
    for (let link = read.onlyReferencedBy; ;) {
      const by = reads.get(link.read);
      if (!by) throw new ConfigError(`${where}: no public read "${link.read}"`);
      if (seen.has(by.path)) throw new ConfigError(`${where}: onlyReferencedBy loops`);
      seen.add(by.path);
      const field = byName(by.resource, where).fields[link.field];
      if (
        !pointsTo(field, 'reference', resource.name) &&
        !pointsTo(field, 'references', resource.name)
      )
        throw new ConfigError(`${where}: "${by.resource}.${link.field}" does not link to it`);
      if (!by.onlyReferencedBy) break;
      link = by.onlyReferencedBy;
    }
  }
}

function checkForm(form: PublicForm, reads: Map<string, PublicRead>, byName: Lookup): void {
  const where = `Public form "${form.path}"`;
  if (!PATH.test(form.path)) throw new ConfigError(`${where}: the path is not kebab-case`);
  const resource = byName(form.resource, where);
  for (const name of [...form.fields, ...Object.keys(form.fixed)]) {
    const field = fieldOf(resource, name, where);
    if (field.readOnly) throw new ConfigError(`${where}: "${name}" is read-only`);
  }
  for (const name of Object.keys(form.fixed))
    if (form.fields.includes(name))
      throw new ConfigError(`${where}: "${name}" is both sent and fixed`);
  for (const [name, path] of Object.entries(form.servedBy)) {
    const read = reads.get(path);
    if (!read) throw new ConfigError(`${where}: no public read "${path}"`);
    if (!form.fields.includes(name) || !pointsTo(resource.fields[name], 'reference', read.resource))
      throw new ConfigError(`${where}: "${name}" is not a sent reference to "${read.resource}"`);
  }
  if (form.honeypot in resource.fields)
    throw new ConfigError(`${where}: the honeypot "${form.honeypot}" is a real field`);
  if (form.rateLimit.max < 1) throw new ConfigError(`${where}: the rate limit must allow a call`);
  // A field would let the visitor send it; only a column the server writes keeps it honest.
  if (form.senderLanguage && resource.storage.columns?.[form.senderLanguage]?.type !== 'text')
    throw new ConfigError(
      `${where}: the sender's language needs a text storage column, not "${form.senderLanguage}"`,
    );
}

export function checkPublicApi(api: PublicApi, resources: ReadonlyMap<string, Resource>): void {
  const byName: Lookup = (name, where) => {
    const resource = resources.get(name);
    if (!resource) throw new ConfigError(`${where}: unknown resource "${name}"`);
    return resource;
  };
  const reads = new Map<string, PublicRead>();
  for (const read of api.reads) {
    if (reads.has(read.path)) throw new ConfigError(`Public path "${read.path}" is used twice`);
    reads.set(read.path, read);
  }
  for (const read of api.reads) checkRead(read, reads, byName);
  const formPaths = new Set<string>();
  for (const form of api.forms) {
    for (const path of [form.path])
      if (reads.has(path) || formPaths.has(path))
        throw new ConfigError(`Public path "${path}" is used twice`);
    formPaths.add(form.path);
    checkForm(form, reads, byName);
  }
}
