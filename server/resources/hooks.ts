/**
 * What a resource does beyond storing its fields, by phase:
 * - `check`: rules that need the database (a clash, a seat left), run with validation, before
 *   anything is written; they answer field errors.
 * - `beforeSave`: inside the write's transaction, before the row is stored: derive values (labels,
 *   numbers) and write what must change with the row (the sign-in account behind a profile).
 * - `afterSave`: inside the write's transaction, once the row is stored: write what needs the stored
 *   row's id (a pay run's rows linked to it, hours re-priced by a rate just saved).
 * - `beforeDelete`: inside the delete's transaction, before the row goes: refuse it (422), or
 *   release what still points at it.
 * - `afterDelete`: inside the delete's transaction, for what only the deleted row needed.
 * - `afterCreate` / `afterUpdate`: once committed: e-mails and notifications. A failing after-hook
 *   is logged and does not undo or fail the change the user made.
 */
import type { FieldMap, RecordOf, StoredRowOf } from '../../schema';
import type { Executor, Row, Tx } from '../db/types';
import type { Context } from './context';
import type { FieldErrors } from './errors';

/**
 * `values` are the checked input in stored units; `current` is the stored row on update. `T` is
 * the resource's record and `S` its stored row where the hook is bound to one resource (`ChangeOf`).
 */
export interface Change<T extends Row = Row, S extends Row = T> {
  values: Partial<T>;
  current: S | undefined;
}

/**
 * `T` types the input's values, `S` what is read from the resource's table (booleans 0/1 there)
 * and `A` the record the API answers (`T` with its `Stamps`). Hooks bound to one resource take
 * `HooksOf<typeof it>`.
 */
export interface ResourceHooks<T extends Row = Row, S extends Row = T, A extends Row = T> {
  check?: (ctx: Context, db: Executor, change: Change<T, S>) => Promise<FieldErrors>;
  beforeSave?: (tx: Tx, ctx: Context, change: Change<T, S>) => Promise<void>;
  /** `row` is the stored row (columns as stored); `current` the row before an update. */
  afterSave?: (tx: Tx, ctx: Context, change: { row: S; current: S | undefined }) => Promise<void>;
  /** Inside the delete's transaction, before the row goes: refuse (throw) or release what it held. */
  beforeDelete?: (tx: Tx, ctx: Context, row: S) => Promise<void>;
  /** Inside the delete's transaction, once the row is gone: remove what only it needed. */
  afterDelete?: (tx: Tx, ctx: Context, row: S) => Promise<void>;
  /** `record` is the record as the API answers it (money in major units there). */
  afterCreate?: (ctx: Context, record: A) => Promise<void>;
  /** `before` is the stored row as it was; `after` is the record as the API answers it. */
  afterUpdate?: (ctx: Context, change: { before: S; after: A }) => Promise<void>;
}

/** What every record the API answers carries besides its fields: who made and changed it, when. */
export type Stamps = {
  created_at: string | null;
  updated_at: string | null;
  created_by: number | null;
  updated_by: number | null;
};

type Fields = { fields: FieldMap };

/** The hooks of one resource (`HooksOf<typeof course>`): its record, stored row and answered record. */
export type HooksOf<R extends Fields> = ResourceHooks<
  RecordOf<R>,
  StoredRowOf<R>,
  RecordOf<R> & Stamps
>;

/** The change a check or before-save hook of one resource gets. */
export type ChangeOf<R extends Fields> = Change<RecordOf<R>, StoredRowOf<R>>;

/** One phase of the hooks of resource `R`, declared on its own (`Check<typeof schedule>`). */
export type Check<R extends Fields> = NonNullable<HooksOf<R>['check']>;
export type BeforeSave<R extends Fields> = NonNullable<HooksOf<R>['beforeSave']>;
export type AfterSave<R extends Fields> = NonNullable<HooksOf<R>['afterSave']>;
export type AfterCreate<R extends Fields> = NonNullable<HooksOf<R>['afterCreate']>;
export type AfterUpdate<R extends Fields> = NonNullable<HooksOf<R>['afterUpdate']>;
