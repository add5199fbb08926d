/**
 * Field builders for resources.config.ts. Each builder returns plain data (no functions), so the
 * same definition drives the database engine on the server and the generated screens in the app.
 */
import type { EnumName } from './enums';
import { LINK_MAX } from './links';

interface FieldCommon {
  /** Must be present (and not empty) on create; may not be cleared on update. */
  required?: boolean;
  /** Value used on create when the field is absent. */
  default?: string | number | boolean | null;
  /** Matched by the list `search` parameter. Needs an index (see the schema test). */
  searchable?: boolean;
  /** Allowed as `sort_by`. */
  sortable?: boolean;
  /** Allowed as `filter[field]`. */
  filterable?: boolean;
  /** No two rows may hold the same value. */
  unique?: boolean;
  /** Set by the server only; refused in request bodies. */
  readOnly?: boolean;
  /**
   * Accepted in requests but not a column of this table: a domain hook consumes it (the password
   * of the sign-in account behind an employee, student or parent profile). Never answered.
   */
  virtual?: boolean;
  /**
   * Declared length of the column when it differs from the field's `max` (text types) or from the
   * column the type implies (varchar(500) for files, varchar(20) for named choices). A long text
   * (textarea) with a length is a varchar of that length rather than unbounded text.
   */
  length?: number;
  /** The column refuses null although requests may leave the field out: the server fills it. */
  notNull?: boolean;
  /**
   * The column's default in the database when it differs from `default` (which the API applies):
   * what the server's own inserts get when they leave the column out.
   */
  columnDefault?: string | number | null;
}

/** What the database does to a row whose referenced row is deleted. */
export type OnDelete = 'restrict' | 'cascade' | 'set null';

export interface TextField extends FieldCommon {
  type: 'text' | 'email' | 'phone' | 'textarea' | 'color';
  min?: number;
  max?: number;
}
/**
 * A link a browser may open: an absolute http(s) address, or also a path on the same site when
 * `paths` is set. The rule (schema/links.ts) refuses other schemes and anything that points a
 * browser at another host in disguise.
 */
export interface LinkField extends FieldCommon {
  type: 'link';
  /** Same-site paths (`/courses`) are accepted too, not only absolute addresses. */
  paths: boolean;
  max?: number;
}
export interface PasswordField extends FieldCommon {
  type: 'password';
  min?: number;
  max?: number;
}
export interface RichTextField extends FieldCommon {
  type: 'richText';
  max?: number;
}
export interface NumberField extends FieldCommon {
  type: 'integer';
  min?: number;
  max?: number;
}
/** Money is stored in integer minor units and spoken in major units (12.50) at the API. */
export interface MoneyField extends FieldCommon {
  type: 'money';
  min?: number;
  max?: number;
}
export interface BooleanField extends FieldCommon {
  type: 'boolean';
  /** Flipped by `PUT /api/{resource}/toggle/{id}` and shown as an inline switch. */
  toggle?: boolean;
}
export interface DateField extends FieldCommon {
  type: 'date' | 'datetime' | 'time';
  /** Lists take `start_date` and `end_date` to filter this field. */
  dateRange?: boolean;
}
export interface ChoiceField extends FieldCommon {
  type: 'choice';
  enum: EnumName;
  /** Set by `PUT /api/{resource}/status/change/{id}[/{value}]`. */
  statusChange?: boolean;
}
export interface ReferenceField extends FieldCommon {
  type: 'reference';
  /** Name of the referenced resource. */
  resource: string;
  /** Only rows whose `is_active` is true may be chosen. */
  activeOnly?: boolean;
  /** Only rows whose field equals this value may be chosen (e.g. role type 2). */
  where?: Record<string, string | number | boolean>;
  /**
   * Only rows inside the writer's own row scope of the referenced resource may be chosen: a tutor
   * sets homework for a course they teach, a student submits as themselves.
   */
  withinScope?: boolean;
  /**
   * Says whose record this is (a submission's student and homework, a working hour's employee):
   * chosen when the record is made, and afterwards changed by an admin only.
   */
  fixedAfterCreate?: boolean;
  /**
   * The choices depend on another field of the same record: only rows whose `column` equals the
   * value of this record's `field` may be chosen (an expense's sub type belongs to its type).
   * Forms offer only those rows and clear this field when `field` changes; the server refuses a
   * row that does not match with a 422 on this field.
   */
  filteredBy?: { field: string; column: string };
  /** The foreign key's rule when the referenced row is deleted; `restrict` by default. */
  onDelete?: OnDelete;
}
export interface ReferencesField extends FieldCommon {
  type: 'references';
  resource: string;
  /** Join table holding (ownKey, targetKey) pairs. */
  through: string;
  ownKey: string;
  targetKey: string;
  activeOnly?: boolean;
  /**
   * What deleting a referenced row does to its pairs; `cascade` by default (the pair goes). The
   * own key always cascades: a pair never outlives its owner.
   */
  onDelete?: OnDelete;
  /**
   * The join table belongs to a field of the referenced resource (the same table with the keys
   * swapped, e.g. a student's parents and a parent's children); the schema takes it from there.
   */
  inverse?: boolean;
  /**
   * How forms and show pages present the choice when the generic picker of rows would not do:
   * `permissionMatrix` lays permissions out as subjects × actions (a role's or a user's grants).
   * The value is the same list of ids either way.
   */
  input?: 'permissionMatrix';
}
export interface FileField extends FieldCommon {
  type: 'file' | 'image';
  maxKb?: number;
  /** Accepted content types, checked against the bytes, not the name. */
  accept?: string[];
  maxWidth?: number;
  maxHeight?: number;
}
export interface JsonField extends FieldCommon {
  type: 'json';
}

export type FieldDef =
  | TextField
  | LinkField
  | PasswordField
  | RichTextField
  | NumberField
  | MoneyField
  | BooleanField
  | DateField
  | ChoiceField
  | ReferenceField
  | ReferencesField
  | FileField
  | JsonField;

export type FieldType = FieldDef['type'];

type Options<F extends FieldDef> = Omit<F, 'type'>;

/**
 * The builder's defaults under the caller's options. The options keep their literal types
 * (`required: true`, a choice's enum), so a resource's record type can be read from its fields
 * (schema/record.ts).
 */
const build = <F extends FieldDef, O>(defaults: F, o: O | undefined): F & O =>
  ({ ...defaults, ...o }) as F & O;

export const text = <O extends Options<TextField> = object>(o?: O) =>
  build<TextField, O>({ type: 'text', max: 190 }, o);
export const email = <O extends Options<TextField> = object>(o?: O) =>
  build<TextField, O>({ type: 'email', max: 190 }, o);
/** A link to anywhere on the web or a path on the site (a button, a notification's target). */
export const link = (o: Partial<Options<LinkField>> = {}): LinkField => ({
  type: 'link',
  paths: true,
  max: LINK_MAX,
  ...o,
});
/** An absolute http(s) address only (a social profile, a video, an online class). */
export const url = (o: Partial<Options<LinkField>> = {}): LinkField => link({ ...o, paths: false });
export const phone = <O extends Options<TextField> = object>(o?: O) =>
  build<TextField, O>({ type: 'phone', max: 30 }, o);
export const color = <O extends Options<TextField> = object>(o?: O) =>
  build<TextField, O>({ type: 'color', max: 30 }, o);
export const textarea = <O extends Options<TextField> = object>(o?: O) =>
  build<TextField, O>({ type: 'textarea', max: 5000 }, o);
export const password = <O extends Options<PasswordField> = object>(o?: O) =>
  build<PasswordField, O>({ type: 'password', min: 8, max: 190 }, o);
export const richText = <O extends Options<RichTextField> = object>(o?: O) =>
  build<RichTextField, O>({ type: 'richText', max: 200_000 }, o);
export const integer = <O extends Options<NumberField> = object>(o?: O) =>
  build<NumberField, O>({ type: 'integer' }, o);
export const money = <O extends Options<MoneyField> = object>(o?: O) =>
  build<MoneyField, O>({ type: 'money', min: 0 }, o);
export const boolean = <O extends Options<BooleanField> = object>(o?: O) =>
  build<BooleanField, O>({ type: 'boolean', default: false }, o);
export const date = <O extends Options<DateField> = object>(o?: O) =>
  build<DateField, O>({ type: 'date' }, o);
export const datetime = <O extends Options<DateField> = object>(o?: O) =>
  build<DateField, O>({ type: 'datetime' }, o);
export const time = <O extends Options<DateField> = object>(o?: O) =>
  build<DateField, O>({ type: 'time' }, o);
export const choice = <E extends EnumName, O extends Omit<Options<ChoiceField>, 'enum'> = object>(
  e: E,
  o?: O,
) => build<ChoiceField & { enum: E }, O>({ type: 'choice', enum: e }, o);
export const reference = <O extends Omit<Options<ReferenceField>, 'resource'> = object>(
  resource: string,
  o?: O,
) => build<ReferenceField, O>({ type: 'reference', resource }, o);
export const references = <const O extends Omit<Options<ReferencesField>, 'resource'>>(
  resource: string,
  o: O,
): ReferencesField & O => ({ type: 'references', resource, ...o });
export const image = <O extends Options<FileField> = object>(o?: O) =>
  build<FileField, O>(
    { type: 'image', maxKb: 2048, accept: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
    o,
  );
export const file = <O extends Options<FileField> = object>(o?: O) =>
  build<FileField, O>(
    {
      type: 'file',
      maxKb: 10240,
      accept: [
        'application/pdf',
        'image/png',
        'image/jpeg',
        'image/webp',
        'application/zip',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
    },
    o,
  );
export const json = <O extends Options<JsonField> = object>(o?: O) =>
  build<JsonField, O>({ type: 'json' }, o);
