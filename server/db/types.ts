import type { Kysely, Transaction } from 'kysely';

/** A row as the generic engine sees it: column name to value. */
export type Row = Record<string, unknown>;
/**
 * The engine serves tables named in resources.config.ts, so the database type is open: any table
 * name, any column. Domain modules narrow rows where they read them.
 */
export type Database = Record<string, Row>;
export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
export type Executor = Db | Tx;
export type Dialect = 'sqlite' | 'postgres';
