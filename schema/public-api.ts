/**
 * Declarations of the public site's API (`/api/public/...`): what a visitor may read and which
 * forms they may send, per resource of resources.config.ts. Plain data, like the resource config:
 * the server builds every public route, query, cache header and form check from these. The
 * builders take the resource itself, so naming a field it does not have is a type error.
 */
import type { FieldMap, Resource } from './resource';

/** A field of the resource `R` (by the names its config gives). */
export type FieldOf<R> = R extends Resource<infer F> ? Extract<keyof F, string> : never;
/** When a row was made or last changed: may be served (a comment's date); who did it never is. */
export type TimeStamp = 'created_at' | 'updated_at';
export const TIME_STAMPS: readonly string[] = ['created_at', 'updated_at'];
/** A field a public answer may carry. */
export type ServedOf<R> = FieldOf<R> | TimeStamp;
/** A column a filter or an order may name: a field, the id, or a time stamp. */
export type ColumnOf<R> = FieldOf<R> | 'id' | TimeStamp;

/** The moment of the request: `now` an ISO date-time, `today` the centre's date (YYYY-MM-DD). */
export interface Moment {
  readonly moment: 'now' | 'today';
}
export const NOW: Moment = { moment: 'now' };
export const TODAY: Moment = { moment: 'today' };

export type Literal = string | number | boolean | null;
/** Comparisons on one column; `orNull` also lets rows with no value through (no deadline). */
export interface Range {
  lt?: Literal | Moment;
  lte?: Literal | Moment;
  gt?: Literal | Moment;
  gte?: Literal | Moment;
  not?: Literal;
  orNull?: boolean;
}
/** A value the column must equal, a list it must be one of, or a range. */
export type Condition = Literal | readonly (string | number)[] | Range;
export type Where<R> = Partial<Record<ColumnOf<R>, Condition>>;
export type Order<R> = readonly (readonly [ColumnOf<R>, 'asc' | 'desc'])[];

/** How a child resource hangs off its parent row. */
export type ChildLink =
  /** Child rows whose field holds the parent's id (a menu's items, a post's comments). */
  | { foreignKey: string }
  /** The rows a `references` field of the parent lists (a course's tutors). */
  | { through: string }
  /** The one row a `reference` field of the parent names (a course's category): an object. */
  | { reference: string };

export interface PublicChild {
  resource: string;
  link: ChildLink;
  fields: readonly string[];
  where: Record<string, Condition>;
  order: readonly (readonly [string, 'asc' | 'desc'])[];
  /** Served on the by-key answer only (a post's comments), not in lists. */
  showOnly: boolean;
}

export interface PublicRead {
  resource: string;
  /** `GET /api/public/{path}` and, with `show`, `GET /api/public/{path}/{key}`. */
  path: string;
  fields: readonly string[];
  /** Fields of list answers when lists should be lighter than the by-key answer. */
  listFields: readonly string[];
  where: Record<string, Condition>;
  /** Only rows that the rows of another public read link to (tutors of public courses). */
  onlyReferencedBy: { read: string; field: string } | undefined;
  order: readonly (readonly [string, 'asc' | 'desc'])[];
  paging: { perPage: number; maxPerPage: number };
  /** Fields a visitor may filter on with `filter[field]=value`. */
  filters: readonly string[];
  /** The field `GET /api/public/{path}/{key}` looks rows up by (`slug`, or `id`). */
  show: string | undefined;
  children: Record<string, PublicChild>;
  /**
   * Courses only: each row carries `checkout_url`, the app page that checks it out, while it can
   * be bought online, else null.
   */
  checkoutLink: boolean;
}

export interface PublicForm {
  resource: string;
  /** `POST /api/public/{path}`. */
  path: string;
  /** Older paths of the same form, kept working. */
  aliases: readonly string[];
  /** The only fields a visitor may send; any other is refused (422, "prohibited"). */
  fields: readonly string[];
  /** Values the server sets whatever the visitor sends (status pending). */
  fixed: Record<string, Literal>;
  /** Reference fields whose value must be a row the named public read serves (an open job). */
  servedBy: Record<string, string>;
  /** Hidden input people leave empty; a filled one is answered as accepted and stored nowhere. */
  honeypot: string;
  rateLimit: { max: number; timeWindow: string };
  /** The answer's message. */
  message: string;
  /**
   * A storage column of the resource that keeps the language the form was sent in (the request's
   * `Accept-Language`), so mails to the sender are worded in it later; none when undefined.
   */
  senderLanguage: string | undefined;
}

export interface PublicApi {
  reads: readonly PublicRead[];
  forms: readonly PublicForm[];
}

interface ChildInput<C> {
  link: { foreignKey: FieldOf<C> } | { through: string } | { reference: string };
  fields: readonly ServedOf<C>[];
  where?: Where<C>;
  order?: Order<C>;
  showOnly?: boolean;
}

/** A resource nested in another's public answer; its own fields and filter apply. */
export function publicChild<F extends FieldMap>(
  resource: Resource<F>,
  input: ChildInput<Resource<F>>,
): PublicChild {
  return {
    resource: resource.name,
    link: input.link,
    fields: input.fields,
    where: (input.where ?? {}) as Record<string, Condition>,
    order: input.order ?? [[resource.list.defaultSort.field, resource.list.defaultSort.order]],
    showOnly: input.showOnly ?? false,
  };
}

interface ReadInput<R> {
  path: string;
  fields: readonly ServedOf<R>[];
  listFields?: readonly ServedOf<R>[];
  where?: Where<R>;
  onlyReferencedBy?: { read: string; field: string };
  order?: Order<R>;
  paging?: { perPage: number; maxPerPage: number };
  filters?: readonly FieldOf<R>[];
  show?: FieldOf<R> | 'id';
  children?: Record<string, PublicChild>;
  checkoutLink?: boolean;
}

export const DEFAULT_PUBLIC_PAGING = { perPage: 20, maxPerPage: 100 } as const;

export function publicRead<F extends FieldMap>(
  resource: Resource<F>,
  input: ReadInput<Resource<F>>,
): PublicRead {
  const sort = resource.list.defaultSort;
  return {
    resource: resource.name,
    path: input.path,
    fields: input.fields,
    listFields: input.listFields ?? input.fields,
    where: (input.where ?? {}) as Record<string, Condition>,
    onlyReferencedBy: input.onlyReferencedBy,
    order: input.order ?? [[sort.field, sort.order]],
    paging: input.paging ?? DEFAULT_PUBLIC_PAGING,
    filters: input.filters ?? [],
    show: input.show,
    children: input.children ?? {},
    checkoutLink: input.checkoutLink ?? false,
  };
}

interface FormInput<R> {
  path: string;
  aliases?: readonly string[];
  fields: readonly FieldOf<R>[];
  fixed?: Partial<Record<FieldOf<R>, Literal>>;
  servedBy?: Partial<Record<FieldOf<R>, string>>;
  honeypot?: string;
  rateLimit?: { max: number; timeWindow: string };
  message: string;
  senderLanguage?: string;
}

/** Per IP, per form: enough for a family filling a form twice, too few to flood the inbox. */
export const DEFAULT_PUBLIC_FORM_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;
export const DEFAULT_HONEYPOT = 'website';

export function publicForm<F extends FieldMap>(
  resource: Resource<F>,
  input: FormInput<Resource<F>>,
): PublicForm {
  return {
    resource: resource.name,
    path: input.path,
    aliases: input.aliases ?? [],
    fields: input.fields,
    fixed: (input.fixed ?? {}) as Record<string, Literal>,
    servedBy: (input.servedBy ?? {}) as Record<string, string>,
    honeypot: input.honeypot ?? DEFAULT_HONEYPOT,
    rateLimit: input.rateLimit ?? DEFAULT_PUBLIC_FORM_LIMIT,
    message: input.message,
    senderLanguage: input.senderLanguage,
  };
}

export const isMoment = (value: unknown): value is Moment =>
  typeof value === 'object' && value !== null && 'moment' in value;

export const isRange = (condition: Condition): condition is Range =>
  typeof condition === 'object' && condition !== null && !Array.isArray(condition);
