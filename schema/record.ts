/**
 * A resource's record, read from its field definitions: text, dates and files are strings,
 * integers and money (minor units) numbers, booleans booleans, a choice one of its enum's values,
 * a reference the referenced row's id. A field is null when empty unless it is required. It types
 * the checked input a write carries; rows read from the table have their own type, `StoredRowOf`.
 */
import type { EnumName, EnumValue } from './enums';
import type { FieldDef } from './fields';
import type { FieldMap } from './resource';

type StoredValue<F extends FieldDef> = F extends { type: 'choice'; enum: infer E extends EnumName }
  ? EnumValue<E>
  : F['type'] extends 'integer' | 'money' | 'reference'
    ? number
    : F['type'] extends 'boolean'
      ? boolean
      : F['type'] extends 'references'
        ? number[]
        : F['type'] extends 'json'
          ? unknown
          : string;

/**
 * A field's stored value: null when empty, unless the field is required. A references field is
 * never null: validation turns an empty or null list into [], and records answer [] for none.
 */
export type ValueOf<F extends FieldDef> = F extends { type: 'references' }
  ? number[]
  : F extends { required: true }
    ? StoredValue<F>
    : StoredValue<F> | null;

/** The record of a field map: its fields' values and the row's id. */
export type RecordOfFields<F extends FieldMap> = { id: number } & {
  -readonly [K in keyof F]: ValueOf<F[K]>;
};

/** The record of a resource (`RecordOf<typeof course>`). */
export type RecordOf<R extends { fields: FieldMap }> = RecordOfFields<R['fields']>;

/**
 * A column's value as read back from the database, which differs from the record in two places:
 * booleans are integers 0/1 on both databases and JSON is its text. Money stays in minor units.
 */
type ColumnValue<F extends FieldDef> = F['type'] extends 'boolean'
  ? 0 | 1
  : F['type'] extends 'json'
    ? string
    : StoredValue<F>;

/**
 * The column is declared not null: required, marked `notNull`, or given a default (a boolean
 * always has one, false, unless set to null); `columnDefault` overrides `default`.
 */
type NeverNull<F extends FieldDef> = F extends { required: true } | { notNull: true }
  ? true
  : F extends { columnDefault: null }
    ? false
    : F extends { columnDefault: string | number }
      ? true
      : F extends { default: string | number | boolean }
        ? true
        : F['type'] extends 'boolean'
          ? F extends { default: null }
            ? false
            : true
          : false;

/** A field's column value: null when the column may be null. */
export type ColumnOf<F extends FieldDef> =
  NeverNull<F> extends true ? ColumnValue<F> : ColumnValue<F> | null;

/** The column has a default in the database, so an insert may leave it out. */
export type HasColumnDefault<F extends FieldDef> = F extends { columnDefault: null }
  ? false
  : F extends { columnDefault: string | number } | { default: string | number | boolean }
    ? true
    : F['type'] extends 'boolean'
      ? F extends { default: null }
        ? false
        : true
      : false;

/** The fields kept in the resource's own table: not join tables, not virtual input. */
export type ColumnNames<F extends FieldMap> = {
  [K in keyof F]: F[K] extends { type: 'references' } | { virtual: true } ? never : K;
}[keyof F];

/** The row of a field map as read from its table: its columns and the system columns. */
export type StoredRowOfFields<F extends FieldMap> = {
  id: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
} & { -readonly [K in ColumnNames<F>]: ColumnOf<F[K]> };

/**
 * A resource's row as the database answers it (`StoredRowOf<typeof course>`): what hooks get as
 * the current row, the saved row and the deleted row, and what domain code reads with Kysely. It is
 * not the record: booleans are 0/1 and JSON is text here, and references and virtual fields are
 * absent. Columns the server alone writes (`storage.columns`) are not typed.
 */
export type StoredRowOf<R extends { fields: FieldMap }> = StoredRowOfFields<R['fields']>;
