/**
 * The tables the config declares, typed from it: each resource's table with its fields' and
 * storage columns as the database holds them (booleans 0/1, JSON as text, money in minor units),
 * and each references field's join table. A field renamed in the config is a type error in every
 * query that names it.
 */
import type { ColumnType, Generated } from 'kysely';
import type { configuredResources } from '../../resources.config';
import type { FieldDef } from '../../schema/fields';
import type { ColumnNames, ColumnOf, HasColumnDefault } from '../../schema/record';
import type { FieldMap, Resource } from '../../schema/resource';

/** A column as Kysely sees it: an insert may leave out a column the database fills. */
type Column<F extends FieldDef> =
  HasColumnDefault<F> extends true
    ? ColumnType<ColumnOf<F>, ColumnOf<F> | undefined, ColumnOf<F>>
    : ColumnOf<F>;

type TableOfFields<F extends FieldMap> = {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
} & { -readonly [K in ColumnNames<F>]: Column<F[K]> };

type Configured = (typeof configuredResources)[number];

type TableOf<R> =
  R extends Resource<infer F, string, string, infer C> ? TableOfFields<F & C> : never;

/** Resources sharing a table (told apart by `rows`) declare the same columns. */
export type ConfigTables = { [R in Configured as R['table']]: TableOf<R> };

type JoinTablesOf<F> = {
  [
    K in keyof F as F[K] extends { type: 'references'; through: infer T extends string } ? T : never
  ]: F[K] extends {
    ownKey: infer O extends string;
    targetKey: infer G extends string;
  }
    ? { [C in O | G]: number }
    : never;
};

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  u: infer I,
) => void
  ? I
  : never;

/** The pairs of every references field, one table per `through`. */
export type JoinTables = UnionToIntersection<
  Configured extends infer R ? (R extends { fields: infer F } ? JoinTablesOf<F> : never) : never
>;
