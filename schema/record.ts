/**
 * A resource's record as the server stores it, read from its field definitions: text, dates and
 * files are strings, integers and money (minor units) numbers, a choice one of its enum's values,
 * a reference the referenced row's id. A field is null when empty unless it is required.
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

/** A field's stored value: null when empty, unless the field is required. */
export type ValueOf<F extends FieldDef> = F extends { required: true }
  ? StoredValue<F>
  : StoredValue<F> | null;

/** The record of a field map: its fields' values and the row's id. */
export type RecordOfFields<F extends FieldMap> = { id: number } & {
  -readonly [K in keyof F]: ValueOf<F[K]>;
};

/** The record of a resource (`RecordOf<typeof course>`). */
export type RecordOf<R extends { fields: FieldMap }> = RecordOfFields<R['fields']>;
