import type { Kysely, Transaction } from 'kysely';
import type { ConfigTables, JoinTables } from './config-tables';
import type { ServerTables } from './server-tables';

/** A row as the generic engine sees it: column name to value. */
export type Row = Record<string, unknown>;

/**
 * Every table, typed: the config's resource and join tables, and the server's own. Domain code
 * reads and writes through this, so a misspelt table or column is a type error.
 */
export type Database = ConfigTables & JoinTables & ServerTables;
export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
export type Executor = Db | Tx;

/**
 * The generic engine serves whichever table a resource names, known only at run time, so it sees
 * the database as open: any table, any column. `openTables` is the one place that view is made.
 */
export type OpenDatabase = Record<string, Row>;
export type OpenExecutor = Kysely<OpenDatabase> | Transaction<OpenDatabase>;

/** The same connection or transaction, seen as open for the engine's dynamic tables. */
export function openTables(db: Executor): OpenExecutor {
  // Kysely's types are phantom: the object is the same, only the table map differs.
  return db as unknown as OpenExecutor;
}

export type Dialect = 'sqlite' | 'postgres';
