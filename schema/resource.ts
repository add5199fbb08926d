import type { FieldDef } from './fields';
import type { MenuPlace } from './menu';
import type { enums, UserKind } from './enums';
import type { FieldRule } from './rules';
import type { FieldWarning } from './warnings';
import type { ReferenceDefaults } from './reference-defaults';
import type { FormLayout } from './form-layout';
import type { AppLocale } from './preferences';
import { isActorSet, type ScopeConfig } from './row-scope';

export type Operation = 'list' | 'show' | 'create' | 'update' | 'delete';

/** The four actions a permission grants; toggle, status change and ordering count as update. */
export type PermissionAction = (typeof enums.permissionAction)[number];

/**
 * What each kind of user other than admin may do with a resource by default: on a new install,
 * and on an existing one when the resource's permissions first appear (a new resource). Admin
 * roles always get every action. Admins change any role afterwards; their changes are kept.
 * Resources sharing a subject declare the same defaults.
 */
export type DefaultAccess = Partial<
  Record<Exclude<UserKind, 'admin'>, readonly PermissionAction[]>
>;

/** Field definitions by name; resources keep their own names' type so other config can name them. */
export type FieldMap = Record<string, FieldDef>;

/**
 * What the resource's table holds besides its fields, so that the config describes the whole
 * table and migrations can be generated from it (docs/DATABASE.md).
 */
export interface ResourceStorage<C extends FieldMap = FieldMap> {
  /**
   * Columns the server writes that the API neither shows nor accepts: the `rows` discriminator of
   * a shared table, an account's e-mail verification time. Declared with the field builders;
   * `required` means not null. A derived value the API shows is a `readOnly` field instead.
   */
  columns?: C;
  /** Indexes the fields do not imply: several columns, or a column no list sorts or filters. */
  indexes?: { columns: string[]; unique?: boolean }[];
}

/**
 * A list column no table stores: the server works it out for each page of a list (and each batch
 * of an export) from other tables, in one grouped query per page, with the function the resource's
 * domain behaviour binds (`listValues`). Read-only, never sorted or filtered by.
 */
export type ComputedColumn =
  | { type: 'integer' }
  | { type: 'money' }
  /**
   * Ids of rows of `resource`, shown by their titles; `filterable` offers the list's filter by
   * one of them (`filter[<column>]`).
   */
  | { type: 'references'; resource: string; filterable?: boolean };

/**
 * The value a composed title ends with (schema/composed-title.ts): a row's field, and the shape
 * the app writes it in; or a weekly slot, from the row's day of week (a `dayOfWeek` choice) and
 * its start and end times, stored as `Mon 16:30–18:00`.
 */
export type TitleValue<K extends string = string> =
  { field: K; as: 'date' | 'period' | 'number' } | { as: 'weeklySlot'; day: K; start: K; end: K };

export interface ResourceInput<
  N extends string = string,
  F extends FieldMap = FieldMap,
  T extends string = string,
  C extends FieldMap = FieldMap,
> {
  /** API path segment: /api/{name}. Kebab-case singular, as docs/API.md names them. */
  name: N;
  /** Database table. */
  table: T;
  /** CASL subject every check on this resource uses. */
  subject: string;
  /** SPA route of the list screen; omitted for resources with no screen of their own. */
  route?: string;
  /** Field that names a record in pickers, titles and toasts. */
  title: string;
  /**
   * Fields that name a record in other languages than the title's, for lists whose rows the
   * centre writes in each language (religions: "Islam", "ইসলাম"). Pickers, titles and lists show
   * the one of the reader's language, and the title where there is none.
   */
  titleIn?: Partial<Record<AppLocale, string>>;
  /**
   * The title is a `label` the server composes (server/domain/academics/labels.ts) from names
   * people typed, quoted as stored, joined by ` · `; `endsWith`: it ends in ` · ` and one of the
   * row's values as stored (`2026-11-28`, `Mon 16:30–18:00`), which the app writes for the reader
   * (a day, a pay period, a number, a slot's day and times) in their language.
   */
  composedTitle?: { endsWith?: TitleValue<NoInfer<keyof F & string>> };
  menu?: MenuPlace;
  fields: F;
  /** Rules across fields (schema/rules.ts), checked before every write; they name own fields only. */
  rules?: readonly FieldRule<NoInfer<keyof F & string>>[];
  /** Advice the forms show beside a field, never refused (schema/warnings.ts); own fields only. */
  warnings?: readonly FieldWarning<NoInfer<keyof F & string>>[];
  /**
   * Fields a form fills from a chosen reference's record (schema/reference-defaults.ts): a
   * schedule's validity from its course's dates. Own fields only; never a rule.
   */
  defaultsFrom?: readonly ReferenceDefaults<NoInfer<keyof F & string>>[];
  list?: {
    /** Columns the table shows by default; the first six simple fields when absent. */
    columns?: string[];
    /**
     * More columns the table offers in its column chooser, hidden until a user shows them (each
     * user's choice is kept per resource in the browser). Never one of `columns`.
     */
    optionalColumns?: string[];
    /** Columns the server computes for lists (see ComputedColumn), by name; `columns` may name them. */
    computed?: Record<string, ComputedColumn>;
    defaultSort?: { field: string; order: 'asc' | 'desc' };
    perPage?: number;
    /**
     * The list also filters by the day a record was made (`created_from` / `created_to`, days at
     * the centre): for lists whose rows a figure counts by when they were made, like the
     * dashboard's new enrolments.
     */
    createdRange?: boolean;
  };
  /**
   * How create and edit forms (and the show page) arrange the fields: sections, tabs, rows side
   * by side. Without one, the layout follows from the field types (schema/form-layout.ts).
   */
  form?: FormLayout<NoInfer<keyof F & string>>;
  /** Enables `POST /api/arrange-order/{type}`; the field holds the position. */
  arrangeOrder?: { type: string; field: string };
  /** Operations offered; all by default. */
  operations?: Operation[];
  /**
   * Path of the resource's short list (`GET /api/{shortList}`, e.g. `only_courses`): every
   * row the caller may see that is active, as `{id, <title>}`, for pickers.
   */
  shortList?: string;
  /**
   * The kinds of user narrowed to some of the rows (those they may see and change); a kind without
   * an entry sees every row its abilities allow. An entry is a filter over the row's columns
   * (schema/row-scope.ts: `{ course_id: 'taughtCourses' }`), or `true` for a scope the server
   * binds as code in the resource's domain behaviour module; the server refuses to start when a
   * `true` has no bound scope, or a bound scope has no `true`.
   */
  scope?: ScopeConfig<NoInfer<keyof F & string> | (typeof SYSTEM_FIELDS)[number]>;
  /**
   * The rows of the table that are this resource: those holding these column values (blog and
   * gallery categories share one table, told apart by type). Lists, single rows, references and
   * counters see only them, for every user; a new row is stored with them.
   */
  rows?: Record<string, string | number>;
  storage?: ResourceStorage<C>;
  /** Abilities each kind of user gets by default; none when absent (admins always get all). */
  defaultAccess?: DefaultAccess;
}

export interface Resource<
  F extends FieldMap = FieldMap,
  N extends string = string,
  T extends string = string,
  C extends FieldMap = FieldMap,
> extends Required<Pick<ResourceInput, 'operations'>> {
  scope: ScopeConfig;
  shortList: string | undefined;
  name: N;
  table: T;
  subject: string;
  route: string | undefined;
  title: string;
  titleIn: Partial<Record<AppLocale, string>>;
  composedTitle: { endsWith?: TitleValue } | undefined;
  menu: MenuPlace | undefined;
  fields: F;
  rules: readonly FieldRule[];
  warnings: readonly FieldWarning[];
  defaultsFrom: readonly ReferenceDefaults[];
  list: {
    columns: string[];
    optionalColumns: string[];
    computed: Record<string, ComputedColumn>;
    defaultSort: { field: string; order: 'asc' | 'desc' };
    perPage: number;
    createdRange: boolean;
  };
  form: FormLayout | undefined;
  arrangeOrder: { type: string; field: string } | undefined;
  rows: Record<string, string | number> | undefined;
  storage: ResourceStorage<C>;
  defaultAccess: DefaultAccess;
  /** Derived: the boolean field flipped by toggle, if any. */
  toggleField: string | undefined;
  /** Derived: the choice field set by status change, if any. */
  statusField: string | undefined;
  /** Derived: the date field filtered by start_date/end_date, if any. */
  dateRangeField: string | undefined;
}

const ALL_OPERATIONS: Operation[] = ['list', 'show', 'create', 'update', 'delete'];

/** Fills defaults and derives what the engine and the app read, so neither re-derives it. */
export function defineResource<
  const N extends string,
  F extends FieldMap,
  const T extends string,
  C extends FieldMap = Record<never, never>,
>(input: ResourceInput<N, F, T, C>): Resource<F, N, T, C> {
  const entries = Object.entries(input.fields);
  const find = (test: (f: FieldDef) => boolean) => entries.find(([, f]) => test(f))?.[0];
  const shownByDefault = entries
    .filter(([, f]) => !['password', 'richText', 'json', 'references', 'textarea'].includes(f.type))
    .map(([name]) => name)
    .slice(0, 6);
  return {
    name: input.name,
    table: input.table,
    subject: input.subject,
    route: input.route,
    title: input.title,
    titleIn: input.titleIn ?? {},
    composedTitle: input.composedTitle,
    menu: input.menu,
    fields: input.fields,
    rules: input.rules ?? [],
    warnings: input.warnings ?? [],
    defaultsFrom: input.defaultsFrom ?? [],
    list: {
      columns: input.list?.columns ?? shownByDefault,
      optionalColumns: input.list?.optionalColumns ?? [],
      computed: input.list?.computed ?? {},
      defaultSort:
        input.list?.defaultSort ??
        (input.arrangeOrder
          ? { field: input.arrangeOrder.field, order: 'asc' }
          : { field: 'id', order: 'desc' }),
      perPage: input.list?.perPage ?? 25,
      createdRange: input.list?.createdRange ?? false,
    },
    form: input.form,
    arrangeOrder: input.arrangeOrder,
    operations: input.operations ?? ALL_OPERATIONS,
    shortList: input.shortList,
    scope: input.scope ?? {},
    rows: input.rows,
    storage: input.storage ?? {},
    defaultAccess: input.defaultAccess ?? {},
    toggleField: find((f) => f.type === 'boolean' && f.toggle === true),
    statusField: find((f) => f.type === 'choice' && f.statusChange === true),
    dateRangeField: find(
      (f) => (f.type === 'date' || f.type === 'datetime') && f.dateRange === true,
    ),
  };
}

/** Columns every table has besides its declared fields. */
export const SYSTEM_FIELDS = [
  'id',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Checks the whole config once at start: names unique, references resolvable, list columns and
 * sorts naming real fields. A bad config fails loudly at boot, never as a 500 later.
 */
export function checkResources(resources: readonly Resource[]): void {
  const byName = new Map<string, Resource>();
  const arrangeTypes = new Set<string>();
  const shortLists = new Set<string>();
  for (const r of resources) {
    if (r.shortList) {
      if (shortLists.has(r.shortList) || resources.some((o) => o.name === r.shortList))
        throw new ConfigError(`Short list path "${r.shortList}" is used twice`);
      shortLists.add(r.shortList);
    }
    if (byName.has(r.name)) throw new ConfigError(`Resource "${r.name}" is declared twice`);
    byName.set(r.name, r);
    if (!(r.title in r.fields)) {
      throw new ConfigError(`Resource "${r.name}": title "${r.title}" is not one of its fields`);
    }
    for (const [language, field] of Object.entries(r.titleIn)) {
      if (!(field in r.fields))
        throw new ConfigError(
          `Resource "${r.name}": the ${language} title "${field}" is not one of its fields`,
        );
    }
    checkTitleEnding(r);
    if (r.arrangeOrder) {
      if (arrangeTypes.has(r.arrangeOrder.type)) {
        throw new ConfigError(`Arrange-order type "${r.arrangeOrder.type}" is used twice`);
      }
      arrangeTypes.add(r.arrangeOrder.type);
    }
    const known = new Set([...Object.keys(r.fields), ...SYSTEM_FIELDS]);
    for (const c of Object.keys(r.list.computed)) {
      if (known.has(c))
        throw new ConfigError(`Resource "${r.name}": computed list column "${c}" is a field`);
    }
    if (!known.has(r.list.defaultSort.field))
      throw new ConfigError(
        `Resource "${r.name}": list names unknown field "${r.list.defaultSort.field}"`,
      );
    const listable = new Set([...known, ...Object.keys(r.list.computed)]);
    for (const c of [...r.list.columns, ...r.list.optionalColumns]) {
      if (!listable.has(c))
        throw new ConfigError(`Resource "${r.name}": list names unknown field "${c}"`);
    }
    for (const c of r.list.optionalColumns) {
      if (r.list.columns.includes(c))
        throw new ConfigError(
          `Resource "${r.name}": list column "${c}" is both shown and optional`,
        );
    }
    checkScopeFilters(r, known);
  }
  for (const r of resources) {
    for (const [name, c] of Object.entries(r.list.computed)) {
      if (c.type === 'references' && !byName.has(c.resource))
        throw new ConfigError(
          `Resource "${r.name}": computed list column "${name}" references unknown "${c.resource}"`,
        );
    }
    for (const [name, f] of Object.entries(r.fields)) {
      if ((f.type === 'reference' || f.type === 'references') && !byName.has(f.resource)) {
        throw new ConfigError(
          `Resource "${r.name}": field "${name}" references unknown "${f.resource}"`,
        );
      }
    }
  }
}

/** A scope filter names the resource's own columns, each with an id set or some fixed values. */
/**
 * The fields a composed title ends with are the resource's own, and a weekly slot's are a day of
 * week and two times of day, as its stored label writes them (schema/composed-title.ts).
 */
function checkTitleEnding(r: Resource): void {
  const ending = r.composedTitle?.endsWith;
  if (!ending) return;
  const refuse = (field: string, what: string) => {
    throw new ConfigError(`Resource "${r.name}": the title's value "${field}" is not ${what}`);
  };
  if (ending.as !== 'weeklySlot') {
    if (!(ending.field in r.fields)) refuse(ending.field, 'one of its fields');
    return;
  }
  const day = r.fields[ending.day];
  if (day?.type !== 'choice' || day.enum !== 'dayOfWeek') refuse(ending.day, 'a day of week');
  for (const time of [ending.start, ending.end])
    if (r.fields[time]?.type !== 'time') refuse(time, 'a time of day');
}

function checkScopeFilters(r: Resource, known: ReadonlySet<string>): void {
  for (const [kind, entry] of Object.entries(r.scope)) {
    if (entry === true) continue;
    const columns = Object.entries(entry);
    if (columns.length === 0)
      throw new ConfigError(`Resource "${r.name}": the ${kind} scope filters on no column`);
    for (const [column, allowed] of columns) {
      if (!known.has(column))
        throw new ConfigError(`Resource "${r.name}": the ${kind} scope names unknown "${column}"`);
      if (Array.isArray(allowed) ? allowed.length === 0 : !isActorSet(allowed))
        throw new ConfigError(
          `Resource "${r.name}": the ${kind} scope of "${column}" is neither an id set nor values`,
        );
    }
  }
}
