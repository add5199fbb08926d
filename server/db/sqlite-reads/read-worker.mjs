// @ts-check
/**
 * One reader thread of the SQLite read pool (read-pool.ts): its own read-only connection to the
 * database file, one statement at a time, given in batches. Rows are collected by iterating,
 * not with `all()`, so that a terminated thread stops between two rows instead of after the last
 * one, or before the next read of its batch.
 *
 * Plain JavaScript: a worker thread does not inherit the TypeScript loader of `tsx` or Vitest,
 * and this file has nothing a loader would need to strip.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @typedef {{ sql: string; parameters: unknown[] }} ReadRequest */

const port = parentPort;
if (!port) throw new Error('read-worker.mjs runs as a worker thread only');

const database = new Database(/** @type {{ file: string }} */ (workerData).file, {
  readonly: true,
  fileMustExist: true,
});
// The main connection sets the same wait for a lock (a checkpoint, the WAL being reset).
database.pragma('busy_timeout = 5000');
port.postMessage({ ready: true });

/**
 * Prepared statements by their SQL, the least recently used dropped past the limit: the app sends
 * the same few hundred statements again and again, and preparing one costs more than running many
 * of the small ones.
 */
const STATEMENTS_KEPT = 200;
/** @type {Map<string, import('better-sqlite3').Statement>} */
const statements = new Map();

/** @param {string} sql */
function statement(sql) {
  let prepared = statements.get(sql);
  if (prepared) statements.delete(sql);
  else prepared = database.prepare(sql);
  statements.set(sql, prepared);
  if (statements.size > STATEMENTS_KEPT) statements.delete(statements.keys().next().value);
  return prepared;
}

/** A batch of reads (read-pool.ts), each answered as soon as it is done. */
port.on('message', (/** @type {ReadRequest[]} */ batch) => {
  for (const request of batch) {
    try {
      const rows = [];
      for (const row of statement(request.sql).iterate(request.parameters)) rows.push(row);
      port.postMessage({ rows });
    } catch (error) {
      const { message, code } = /** @type {{ message?: string; code?: string }} */ (error);
      port.postMessage({ error: { message: String(message), code } });
    }
  }
});
