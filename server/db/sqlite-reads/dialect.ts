/**
 * Kysely's SQLite dialect with reads off the event loop: a read-only statement outside a
 * transaction runs on the read pool (read-pool.ts); writes, and every statement of a
 * transaction, run on the main connection one at a time as with Kysely's own SqliteDriver, which
 * this driver wraps for them (its lock, its BEGIN/COMMIT/ROLLBACK and savepoints).
 *
 * A read on the pool sees every write committed before it started (WAL: each statement outside a
 * transaction reads the latest commit), so a request reads what the previous one wrote. It does
 * not wait for a transaction another request has open on the main connection, and does not see
 * that transaction's writes until they are committed.
 */
import type { Database } from 'better-sqlite3';
import {
  RawNode,
  SelectQueryNode,
  SqliteDialect,
  SqliteDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { ReadPool } from './read-pool';

export interface SqliteReadsConfig {
  /** The main connection: every write and every transaction. */
  database: Database;
  /** Reader threads at most. */
  readers: number;
  statementTimeoutMs: number;
}

/** A raw statement goes to a reader only if it reads (SELECT, or WITH … SELECT) and SQLite agrees. */
const READING_SQL = /^\s*(select|with)\b/i;

/**
 * SQLite's verdict per raw statement, kept: preparing the ledger's statement (seven tables' rows
 * in one) only to ask took 7% of the event loop under load. Raw statements come from the code, so
 * there are few; the limit only guards against one built with its values inside.
 */
const readonlyVerdicts = new Map<string, boolean>();
const VERDICTS_KEPT = 500;

export function runsOnReader(compiled: CompiledQuery, database: Database): boolean {
  if (SelectQueryNode.is(compiled.query)) return true;
  if (!RawNode.is(compiled.query) || !READING_SQL.test(compiled.sql)) return false;
  let readonly = readonlyVerdicts.get(compiled.sql);
  if (readonly === undefined) {
    // WITH may lead an INSERT, UPDATE or DELETE; SQLite's own verdict settles it.
    readonly = database.prepare(compiled.sql).readonly;
    if (readonlyVerdicts.size >= VERDICTS_KEPT) readonlyVerdicts.clear();
    readonlyVerdicts.set(compiled.sql, readonly);
  }
  return readonly;
}

export class SqliteReadsDialect extends SqliteDialect {
  readonly #config: SqliteReadsConfig;

  constructor(config: SqliteReadsConfig) {
    super({ database: config.database });
    this.#config = config;
  }

  override createDriver(): Driver {
    return new SqliteReadsDriver(this.#config);
  }
}

class SqliteReadsDriver implements Driver {
  readonly #main: SqliteDriver;
  readonly #pool: ReadPool;
  readonly #database: Database;

  constructor(config: SqliteReadsConfig) {
    this.#database = config.database;
    this.#main = new SqliteDriver({ database: config.database });
    this.#pool = new ReadPool({
      file: config.database.name,
      size: config.readers,
      statementTimeoutMs: config.statementTimeoutMs,
    });
  }

  init(): Promise<void> {
    return this.#main.init();
  }

  /** No lock here: a read never takes the main connection, a write takes it per statement. */
  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutingConnection(this.#main, this.#pool, this.#database);
  }

  /** SQLite has one kind of transaction: the settings (isolation, access mode) do not apply. */
  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings) {
    const routing = connection as RoutingConnection;
    const main = await this.#main.acquireConnection();
    try {
      await this.#main.beginTransaction(main);
    } catch (error) {
      await this.#main.releaseConnection();
      throw error;
    }
    routing.transaction = main;
  }

  /** A failed COMMIT keeps the main connection: Kysely rolls back next, which releases it. */
  async commitTransaction(connection: DatabaseConnection) {
    const routing = connection as RoutingConnection;
    await this.#main.commitTransaction(held(routing));
    await this.#release(routing);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const routing = connection as RoutingConnection;
    try {
      await this.#main.rollbackTransaction(held(routing));
    } finally {
      await this.#release(routing);
    }
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#main.savepoint(held(connection as RoutingConnection), name, compile);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    return this.#main.rollbackToSavepoint(held(connection as RoutingConnection), name, compile);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    return this.#main.releaseSavepoint(held(connection as RoutingConnection), name, compile);
  }

  /** Never leaves the main connection locked, even after a COMMIT that failed unanswered. */
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#release(connection as RoutingConnection);
  }

  async destroy(): Promise<void> {
    await this.#pool.close();
    await this.#main.destroy();
  }

  async #release(routing: RoutingConnection): Promise<void> {
    const main = routing.transaction;
    routing.transaction = undefined;
    if (main) await this.#main.releaseConnection();
  }
}

function held(connection: RoutingConnection): DatabaseConnection {
  if (!connection.transaction) throw new Error('No transaction is open on this connection');
  return connection.transaction;
}

class RoutingConnection implements DatabaseConnection {
  /** The main connection, locked for this connection's open transaction. */
  transaction: DatabaseConnection | undefined;

  constructor(
    private readonly main: SqliteDriver,
    private readonly pool: ReadPool,
    private readonly database: Database,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.transaction) return this.transaction.executeQuery<R>(compiled);
    if (runsOnReader(compiled, this.database)) {
      const rows = await this.pool.read(compiled.sql, compiled.parameters);
      return { rows: rows as R[] };
    }
    const main = await this.main.acquireConnection();
    try {
      return await main.executeQuery<R>(compiled);
    } finally {
      await this.main.releaseConnection();
    }
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize?: number) {
    if (this.transaction) {
      yield* this.transaction.streamQuery<R>(compiled, chunkSize);
      return;
    }
    const main = await this.main.acquireConnection();
    try {
      yield* main.streamQuery<R>(compiled, chunkSize);
    } finally {
      await this.main.releaseConnection();
    }
  }
}
