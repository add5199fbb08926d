/**
 * Settings of the embedded SQLite database's reader threads (docs/DATABASE.md, "Reads off the
 * event loop"), read from the environment beside the others in env.ts; `.env.example` documents
 * each.
 */
import { availableParallelism } from 'node:os';

export interface SqliteSettings {
  /** Reader threads at most (SQLITE_READ_WORKERS): one per core by default, at most four. */
  readWorkers: number;
  /** A read running longer is given up and answered 503 (SQLITE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
}

/** More readers than this rarely help: the file and the page cache are shared. */
const DEFAULT_MAX_READ_WORKERS = 4;

function atLeastOne(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

export function readSqliteSettings(): SqliteSettings {
  return {
    readWorkers: atLeastOne(
      'SQLITE_READ_WORKERS',
      Math.min(DEFAULT_MAX_READ_WORKERS, availableParallelism()),
    ),
    statementTimeoutMs: atLeastOne('SQLITE_STATEMENT_TIMEOUT_MS', 30_000),
  };
}
